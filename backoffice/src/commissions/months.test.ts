import { describe, expect, it } from 'vitest';
import { defaultRunMonth, recentMonths } from './months.ts';

describe('recentMonths', () => {
  it('lists the completed months before this one, across a year end, never this month', () => {
    expect(recentMonths('2026-02-17', 4)).toEqual([
      '2026-01-01',
      '2025-12-01',
      '2025-11-01',
      '2025-10-01',
    ]);
    expect(recentMonths('2026-11-30')).not.toContain('2026-11-01');
  });

  it('proposes the last completed month for the run', () => {
    expect(defaultRunMonth(recentMonths('2026-11-25'))).toBe('2026-10-01');
  });
});
