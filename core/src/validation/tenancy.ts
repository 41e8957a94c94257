// The forms of a tenancy an owner manages themselves: the invitation that records it (terms set by
// the landlord) and the tenant's "I have paid" for a month. The database's functions
// (invite_tenant, report_rent_payment) hold the same rules in the same words.
import './browserZod.ts';
import { z } from 'zod';
import { addDays, todayIso } from '../dates.ts';
import { UPI_REFERENCE_PATTERN } from './brokerSteps.ts';
import { emailProblem } from './email.ts';
import { indianMobileE164 } from './mobile.ts';
import { blankToUndefined, boundedTextOrNull, date, dateOrNull, numberWithDefault, rupeesField, rupeesWithDefault } from './fields.ts';
import { DEPOSIT_MAX, leaseEndWithinReach, RENT_MAX, RENT_MIN, withinAYearOfToday } from './limits.ts';
import { paymentDaySchema } from './managedProperty.ts';
import {
  CASH_NOTE_REQUIRED,
  INVALID_DATE,
  INVALID_EMAIL,
  LEASE_END_BEFORE_START,
  LEASE_END_REQUIRED,
  LEASE_END_WINDOW,
  LEASE_START_REQUIRED,
  LEASE_START_WINDOW,
  MOBILE_INVALID,
  MONTHLY_RENT_RANGE,
  NOTICE_RANGE,
  PAID_ON_WINDOW,
  PAYMENT_MODE_REQUIRED,
  PAYMENT_REFERENCE_REQUIRED,
  PAYMENT_REFERENCE_TOO_LONG,
  RENT_NOTE_TOO_LONG,
  SECURITY_DEPOSIT_RANGE,
  TENANT_CONTACT_REQUIRED,
  UPI_REFERENCE_INVALID,
} from './messages.ts';

/** Days of notice a tenancy asks for when the landlord says nothing: 30. */
export const DEFAULT_NOTICE_DAYS = 30;
/** Longest note beside a month's payment, in characters. */
export const RENT_NOTE_MAX = 500;
/** Longest payment reference (payments_provider_payment_id_length). */
export const PAYMENT_REFERENCE_MAX = 64;

/** The invitation form: whom to invite (their mobile number, their email, or both) and the terms of the tenancy. */
export const tenancyInvitationSchema = z
  .object({
    // The number as the auth server keeps a phone ('919876543210', mobile.ts), since the tenant signs in by it.
    phone: z.preprocess(
      (v) => blankToUndefined(typeof v === 'string' ? v.trim() : v),
      z.string().refine((p) => indianMobileE164(p) !== null, MOBILE_INVALID).transform((p) => indianMobileE164(p)!).optional(),
    ),
    // An account's address by the auth server's rule (email.ts), since the invitation is accepted by that account.
    email: z.preprocess(
      (v) => blankToUndefined(typeof v === 'string' ? v.trim().toLowerCase() : v),
      z.string().refine((e) => emailProblem(e) === null, INVALID_EMAIL).optional(),
    ),
    monthly_rent: rupeesField({ min: RENT_MIN, max: RENT_MAX, message: MONTHLY_RENT_RANGE }, MONTHLY_RENT_RANGE),
    security_deposit: rupeesWithDefault({ min: 0, max: DEPOSIT_MAX, message: SECURITY_DEPOSIT_RANGE }, 0),
    start_date: date(LEASE_START_REQUIRED, INVALID_DATE).refine((v) => withinAYearOfToday(v), LEASE_START_WINDOW),
    end_date: date(LEASE_END_REQUIRED, INVALID_DATE),
    rent_due_day: paymentDaySchema,
    notice_period_days: numberWithDefault(DEFAULT_NOTICE_DAYS, NOTICE_RANGE).pipe(z.number().int(NOTICE_RANGE).min(0, NOTICE_RANGE).max(180, NOTICE_RANGE)),
  })
  .refine((v) => v.phone !== undefined || v.email !== undefined, { path: ['phone'], message: TENANT_CONTACT_REQUIRED })
  .refine((v) => v.end_date >= v.start_date, { path: ['end_date'], message: LEASE_END_BEFORE_START })
  .refine((v) => leaseEndWithinReach(v.end_date, v.start_date), { path: ['end_date'], message: LEASE_END_WINDOW });

export type TenancyInvitation = z.output<typeof tenancyInvitationSchema>;

/** How a tenant may say they paid a month: by UPI, bank transfer or cheque with its reference, or in cash with a note. */
export const RENT_PAYMENT_MODES = ['upi', 'bank_transfer', 'cheque', 'cash'] as const;

const reference = z.preprocess((v) => (typeof v === 'string' ? v.trim() || null : (v ?? null)), z.string().nullable());

/** The tenant's "I have paid" for a month: how, the reference or a note, and the day (today when blank). */
export const rentPaymentReportSchema = z
  .object({
    payment_mode: z.preprocess(blankToUndefined, z.enum(RENT_PAYMENT_MODES, { error: PAYMENT_MODE_REQUIRED })),
    reference,
    note: boundedTextOrNull(RENT_NOTE_MAX, RENT_NOTE_TOO_LONG),
    paid_on: dateOrNull(INVALID_DATE).refine((v) => {
      if (v === null) return true;
      const today = todayIso();
      return v <= today && v >= addDays(today, -365);
    }, PAID_ON_WINDOW),
  })
  // A UPI reference as apps show it, spaces allowed (core's broker payment rule): '4123 5678 9012'.
  .transform((v) => (v.payment_mode === 'upi' && v.reference ? { ...v, reference: v.reference.replace(/\s+/g, '') } : v))
  .superRefine((v, ctx) => {
    const issue = (path: 'reference' | 'note', message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.payment_mode === 'upi' && !UPI_REFERENCE_PATTERN.test(v.reference ?? '')) issue('reference', UPI_REFERENCE_INVALID);
    else if (v.payment_mode !== 'upi' && v.payment_mode !== 'cash' && !v.reference) issue('reference', PAYMENT_REFERENCE_REQUIRED);
    else if (v.reference && [...v.reference].length > PAYMENT_REFERENCE_MAX) issue('reference', PAYMENT_REFERENCE_TOO_LONG);
    if (v.payment_mode === 'cash' && !v.note) issue('note', CASH_NOTE_REQUIRED);
  });

export type RentPaymentReport = z.output<typeof rentPaymentReportSchema>;
