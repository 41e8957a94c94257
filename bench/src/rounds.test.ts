import { describe, expect, it } from 'vitest';
import { ratiosByRound, roundOrder, warmupSeconds } from './rounds.ts';
import type { Sample } from './tally.ts';

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

describe('ratiosByRound', () => {
  const window = (answers: number, seconds = 5): Sample => ({ latencies: Array.from({ length: answers }, () => 1), errors: 0, timeouts: 0, seconds });

  it('divides each round’s reference rate by the contender’s of the same round', () => {
    const about = [window(15_000), window(10_000), window(12_500)];
    const page = [window(1_000), window(1_000), window(500)];
    expect(ratiosByRound(about, page)).toEqual([15, 10, 25]);
  });

  it('compares rates, not counts, when windows ran for different times', () => {
    expect(ratiosByRound([window(3_000, 2)], [window(300, 4)])).toEqual([20]);
  });

  it('leaves out a round the reference did not finish', () => {
    expect(ratiosByRound([window(1_000)], [window(100), window(100)])).toEqual([10]);
  });
});
