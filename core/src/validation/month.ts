// A month as the database's monthly functions take it: its first day ('2026-10-01').
import './browserZod.ts';
import { z } from 'zod';
import { monthStart } from '../dates.ts';
import { MONTH_NOT_FIRST_DAY, MONTH_REQUIRED } from './messages.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** '2026-10-01'; blank is MONTH_REQUIRED, any other day or text MONTH_NOT_FIRST_DAY. */
export function calendarMonth() {
  return z
    .string({ error: MONTH_REQUIRED })
    .min(1, { error: MONTH_REQUIRED, abort: true })
    .refine((m) => ISO_DATE.test(m) && monthStart(m) === m, { error: MONTH_NOT_FIRST_DAY, abort: true });
}

/**
 * Marking a property's month of RVL paid, or undoing it (mark_rvl_payment_paid,
 * undo_rvl_payment_paid): the month confirmed. Whether it lies in the lease the database decides.
 */
export const rvlPaymentSchema = z.object({ payment_month: calendarMonth() });
