import { describe, expect, it } from 'vitest';
import { commissionRunSchema } from './commissionRun.ts';
import { MONTH_IN_FUTURE, MONTH_IN_PROGRESS, MONTH_NOT_FIRST_DAY, MONTH_REQUIRED } from './messages.ts';

const schema = commissionRunSchema('2026-11-26');
const message = (month: unknown) => schema.safeParse({ month }).error?.issues[0]?.message;

describe('commission run month', () => {
  it('takes a completed month', () => {
    expect(schema.parse({ month: '2026-10-01' })).toEqual({ month: '2026-10-01' });
    expect(schema.parse({ month: '2025-01-01' })).toEqual({ month: '2025-01-01' });
  });

  it('is required', () => {
    expect(message('')).toBe(MONTH_REQUIRED);
    expect(message(undefined)).toBe(MONTH_REQUIRED);
  });

  it('is the first day of its month', () => {
    expect(message('2026-10-15')).toBe(MONTH_NOT_FIRST_DAY);
    expect(message('October')).toBe(MONTH_NOT_FIRST_DAY);
  });

  it('refuses the month in progress and later ones, as the database does', () => {
    expect(message('2026-11-01')).toBe(MONTH_IN_PROGRESS);
    expect(message('2026-12-01')).toBe(MONTH_IN_FUTURE);
  });

  it('counts months on the Indian calendar: on 1 Dec (India) November is complete', () => {
    expect(commissionRunSchema('2026-12-01').safeParse({ month: '2026-11-01' }).success).toBe(true);
  });
});
