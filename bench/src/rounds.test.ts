import { describe, expect, it } from 'vitest';
import { roundOrder, warmupSeconds } from './rounds.ts';

describe('roundOrder', () => {
  it('lists the servers as given in odd rounds and reversed in even ones', () => {
    const servers = ['pg', 'baseline', 'gateway'] as const;
    expect([1, 2, 3, 4].map((round) => roundOrder(servers, round))).toEqual([
      ['pg', 'baseline', 'gateway'],
      ['gateway', 'baseline', 'pg'],
      ['pg', 'baseline', 'gateway'],
      ['gateway', 'baseline', 'pg'],
    ]);
  });

  it('gives every server each position equally often over a pair of rounds', () => {
    const servers = ['a', 'b', 'c', 'd'];
    const positions = new Map(servers.map((s) => [s, 0]));
    for (const round of [1, 2]) roundOrder(servers, round).forEach((s, i) => positions.set(s, (positions.get(s) ?? 0) + i));
    expect(new Set(positions.values())).toEqual(new Set([servers.length - 1]));
  });

  it('leaves the list it is given untouched', () => {
    const servers = ['pg', 'gateway'];
    roundOrder(servers, 2);
    expect(servers).toEqual(['pg', 'gateway']);
  });
});

describe('warmupSeconds', () => {
  it('warms a server longer before its first window of a workload than before the later ones', () => {
    const settings = { warmupSeconds: 1, firstWarmupSeconds: 10 };
    expect([1, 2, 3].map((round) => warmupSeconds(round, settings))).toEqual([10, 1, 1]);
  });

  it('never warms the first window less than the others', () => {
    expect(warmupSeconds(1, { warmupSeconds: 5, firstWarmupSeconds: 0 })).toBe(5);
    expect(warmupSeconds(2, { warmupSeconds: 0, firstWarmupSeconds: 10 })).toBe(0);
  });
});
