import { describe, expect, it } from 'vitest';
import { defaultRunMonth, recentMonths } from './months.ts';

describe('recentMonths', () => {
  it('lists this month and the ones before it, across a year end', () => {
    expect(recentMonths('2026-02-17', 4)).toEqual([
      '2026-02-01',
      '2026-01-01',
      '2025-12-01',
      '2025-11-01',
    ]);
  });

  it('proposes last month for the run, this month when it is the only one', () => {
    expect(defaultRunMonth(recentMonths('2026-11-25'))).toBe('2026-10-01');
    expect(defaultRunMonth(['2026-11-01'])).toBe('2026-11-01');
  });
});
