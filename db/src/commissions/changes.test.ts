import { describe, expect, it } from 'vitest';
import { compareRanks, LISTED } from './changes.ts';

const ranks = (entries: [string, string | null][]) =>
  new Map(entries.map(([name, current]) => [name, { name, month: current, current }]));

describe('compareRanks', () => {
  it('lists the weightiest current-rank changes first, then by name, cut at LISTED names', () => {
    const newcomers: [string, string | null][] = Array.from({ length: LISTED + 5 }, (_, i) => [`Aadhya ${String(i).padStart(3, '0')}`, null]);
    const before = ranks([...newcomers, ['Meera Joshi', null], ['Ravi Rao', 'chairman']]);
    const after = ranks([
      ...newcomers.map(([name]): [string, string | null] => [name, 'starter']),
      ['Meera Joshi', 'builder'],
      ['Ravi Rao', 'director'],
    ]);
    const changes = compareRanks(before, after);
    expect(changes.current_changed).toBe(LISTED + 7);
    expect(changes.current).toHaveLength(LISTED);
    expect(changes.current.slice(0, 3)).toEqual([
      { name: 'Ravi Rao', from: 'chairman', to: 'director' },
      { name: 'Meera Joshi', from: null, to: 'builder' },
      { name: 'Aadhya 000', from: null, to: 'starter' },
    ]);
  });
});
