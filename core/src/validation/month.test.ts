import { describe, expect, it } from 'vitest';
import { MONTH_NOT_FIRST_DAY, MONTH_REQUIRED } from './messages.ts';
import { rvlPaymentSchema } from './month.ts';

const message = (payment_month: unknown) =>
  rvlPaymentSchema.safeParse({ payment_month }).error?.issues[0]?.message;

describe('RVL payment month', () => {
  it('takes the first day of a month, the current one too', () => {
    expect(rvlPaymentSchema.parse({ payment_month: '2026-11-01' })).toEqual({ payment_month: '2026-11-01' });
  });

  it('is required, and the first day of its month', () => {
    expect(message('')).toBe(MONTH_REQUIRED);
    expect(message(null)).toBe(MONTH_REQUIRED);
    expect(message('2026-11-15')).toBe(MONTH_NOT_FIRST_DAY);
    expect(message('2026-13-01')).toBe(MONTH_NOT_FIRST_DAY);
  });
});
