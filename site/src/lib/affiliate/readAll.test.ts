import { describe, expect, it } from 'vitest';
import { API_PAGE, readAll } from './readAll.ts';

describe('readAll', () => {
  it('reads page after page until one comes back short', async () => {
    const all = Array.from({ length: 2 * API_PAGE + 5 }, (_, i) => i);
    const asked: Array<[number, number]> = [];
    const rows = await readAll(async (from, to) => {
      asked.push([from, to]);
      return { data: all.slice(from, to + 1), error: null };
    });
    expect(rows).toEqual(all);
    expect(asked).toEqual([[0, 999], [1000, 1999], [2000, 2999]]);
  });

  it('asks once more after an exactly full page, and fails on an error', async () => {
    let calls = 0;
    const rows = await readAll(async (from) => {
      calls += 1;
      return { data: from === 0 ? Array.from({ length: API_PAGE }, () => 1) : [], error: null };
    });
    expect([rows.length, calls]).toEqual([API_PAGE, 2]);
    await expect(readAll(async () => ({ data: null, error: new Error('Failed to load') }))).rejects.toThrow('Failed to load');
  });
});
