import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixture, type Fixture } from '../fixture/index.ts';

let fx: Fixture;
beforeAll(async () => {
  fx = await startFixture();
});
afterAll(async () => {
  await fx?.close();
});

const upsert = (body: unknown, resolution = 'merge-duplicates') => fx.fetch('/cities?on_conflict=id&select=*', {
  method: 'POST',
  headers: { apikey: fx.service, 'Content-Type': 'application/json', Prefer: `resolution=${resolution}, return=representation` },
  body: JSON.stringify(body),
});

describe('upsert (§7.15)', () => {
  it('answers 200 and the merged row when every row existed', async () => {
    const res = await upsert({ id: 2, name: 'Mumbai (Bombay)' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([{ id: 2, name: 'Mumbai (Bombay)' }]);
    expect(res.headers.get('preference-applied')).toBe('resolution=merge-duplicates, return=representation');
  });

  it('answers 201 and both rows when one is new', async () => {
    const res = await upsert([{ id: 2, name: 'Mumbai' }, { id: 10, name: 'Jaipur' }]);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual([{ id: 2, name: 'Mumbai' }, { id: 10, name: 'Jaipur' }]);
  });

  it('answers 200 and [] to an empty array', async () => {
    const res = await upsert([]);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
  });

  it('returns only the new rows with ignore-duplicates', async () => {
    const res = await upsert([{ id: 1, name: 'Poona' }, { id: 11, name: 'Kochi' }], 'ignore-duplicates');
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual([{ id: 11, name: 'Kochi' }]);
    const [pune] = await fx.sql<{ name: string }>('select name from cities where id = 1');
    expect(pune?.name).toBe('Pune');
  });

  it('works through supabase-js upsert().select().single()', async () => {
    const { data, error, status } = await fx.client().from('cities').upsert({ id: 12, name: 'Surat' }, { onConflict: 'id' }).select().single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toEqual({ id: 12, name: 'Surat' });
  });
});
