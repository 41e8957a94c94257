import { describe, expect, it } from 'vitest';
import { nextRank, rankDisplay, rankForRvl, rankPercentage } from './ranks.ts';

describe('rankForRvl', () => {
  it.each([
    [0, 'starter'],
    [149_999.99, 'starter'],
    [150_000, 'builder'],
    [399_999, 'builder'],
    [400_000, 'leader'],
    [1_000_000, 'director'],
    [3_999_999, 'director'],
    [4_000_000, 'executive'],
    [9_999_999.99, 'executive'],
    [10_000_000, 'chairman'],
    [-5, 'starter'],
  ] as const)('%s → %s', (rvl, rank) => {
    expect(rankForRvl(rvl)).toBe(rank);
  });
});

describe('rankPercentage', () => {
  it.each([
    ['starter', 10],
    ['builder', 15],
    ['leader', 20],
    ['director', 25],
    ['executive', 30],
    ['chairman', 35],
    [null, 10],
    [undefined, 10],
  ] as const)('%s → %s', (rank, pct) => {
    expect(rankPercentage(rank)).toBe(pct);
  });
});

describe('display and next rank', () => {
  it('shows ranks uppercase or N/A', () => {
    expect(rankDisplay('leader')).toBe('LEADER');
    expect(rankDisplay(null)).toBe('N/A');
  });
  it.each([
    [250_000, { rank: 'leader', missing: 150_000 }],
    [0, { rank: 'builder', missing: 150_000 }],
    [10_000_000, null],
  ] as const)('%s → %j', (rvl, expected) => {
    expect(nextRank(rvl)).toEqual(expected);
  });
});
