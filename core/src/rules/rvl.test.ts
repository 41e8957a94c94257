import { describe, expect, it } from 'vitest';
import { rvlAmount, rvlTrackingMonths } from './rvl.ts';

describe('rvlAmount', () => {
  it.each([
    [50_000, 8, 4_000],
    [25_000, 10, 2_500],
    [33_333, 7.5, 2_499.98],
    [0, 8, 0],
    [45_000, 0, 0],
  ] as const)('%s × %s%% → %s', (rent, pct, expected) => {
    expect(rvlAmount(rent, pct)).toBe(expected);
  });
});

describe('rvlTrackingMonths', () => {
  it('gives the current month and the 3 before it, across a year end', () => {
    expect(rvlTrackingMonths('2025-02-14')).toEqual(['2025-02-01', '2025-01-01', '2024-12-01', '2024-11-01']);
  });
});
