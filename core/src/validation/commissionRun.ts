// The month an admin runs commissions for (COMPENSATION.md): a completed month on the Indian
// calendar, as run_monthly_commissions and preview_monthly_commissions accept it.
import './browserZod.ts';
import { z } from 'zod';
import { monthStart, todayIso } from '../dates.ts';
import { MONTH_IN_FUTURE, MONTH_IN_PROGRESS } from './messages.ts';
import { calendarMonth } from './month.ts';

/** A run's month: '2026-10-01' on any day of November 2026 or later; the current month is refused. */
export function commissionRunSchema(today: string = todayIso()) {
  const current = monthStart(today);
  return z.object({
    month: calendarMonth()
      .refine((m) => m <= current, { error: MONTH_IN_FUTURE, abort: true })
      .refine((m) => m < current, MONTH_IN_PROGRESS),
  });
}

export type CommissionRunValues = z.output<ReturnType<typeof commissionRunSchema>>;
