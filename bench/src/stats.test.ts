import { describe, expect, it } from 'vitest';
import { percentile, slowdown, summarise } from './stats.ts';

describe('percentile', () => {
  it('uses the nearest rank', () => {
    expect(percentile([4, 1, 3, 2], 0.5)).toBe(2);
    expect(percentile([4, 1, 3, 2], 0.95)).toBe(4);
    expect(percentile(Array.from({ length: 100 }, (_, i) => i + 1), 0.95)).toBe(95);
  });
  it('is NaN without samples', () => {
    expect(percentile([], 0.5)).toBeNaN();
  });
});

describe('summarise and slowdown', () => {
  it('reports requests per second and the ratio against a baseline', () => {
    const fast = summarise('pg', Array(1000).fill(1), 1);
    const slow = summarise('gateway', Array(500).fill(2), 1);
    expect(fast.perSecond).toBe(1000);
    expect(slowdown(slow, fast)).toBe(2);
  });
});
