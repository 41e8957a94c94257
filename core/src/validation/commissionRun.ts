// The month an admin runs commissions for (COMPENSATION.md): a completed month on the Indian
// calendar, as run_monthly_commissions and preview_monthly_commissions accept it.
import { z } from 'zod';
import { monthStart, todayIso } from '../dates.ts';
import { MONTH_IN_FUTURE, MONTH_IN_PROGRESS, MONTH_NOT_FIRST_DAY, MONTH_REQUIRED } from './messages.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A run's month: '2026-10-01' on any day of November 2026 or later; the current month is refused. */
export function commissionRunSchema(today: string = todayIso()) {
  const current = monthStart(today);
  return z.object({
    month: z
      .string({ error: MONTH_REQUIRED })
      .min(1, { error: MONTH_REQUIRED, abort: true })
      .refine((m) => ISO_DATE.test(m) && monthStart(m) === m, { error: MONTH_NOT_FIRST_DAY, abort: true })
      .refine((m) => m <= current, { error: MONTH_IN_FUTURE, abort: true })
      .refine((m) => m < current, MONTH_IN_PROGRESS),
  });
}

export type CommissionRunValues = z.output<ReturnType<typeof commissionRunSchema>>;
