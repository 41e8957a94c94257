// The leave-and-licence agreement of a lease (generate_rental_agreement, confirm_rental_agreement):
// the terms its drafter chooses, the eleven months it covers, and when it stops being a draft. The
// database applies the same rules with the same words; this is the form's side of them.
import './browserZod.ts';
import { z } from 'zod';
import { addCalendarMonths, addDays, todayIso } from '../dates.ts';
import { blankToUndefined } from './fields.ts';
import {
  AGREEMENT_LOCK_IN_RANGE,
  AGREEMENT_MAINTENANCE_AMOUNT,
  AGREEMENT_NOTICE_RANGE,
  AGREEMENT_PAYER_REQUIRED,
  AGREEMENT_UNKNOWN_CLAUSE,
  AGREEMENT_USE_REQUIRED,
} from './messages.ts';

/** A leave and licence runs eleven months (it is not a tenancy, and needs no lease registration). */
export const AGREEMENT_MONTHS = 11;
export const LOCK_IN_MAX_MONTHS = 11;
export const NOTICE_MAX_DAYS = 180;
/** ₹1 crore a month: far past any maintenance charge, so a slip of the keyboard is refused. */
export const MAINTENANCE_MAX = 1_00_00_000;
export const MAINTENANCE_PAYERS = ['licensee', 'licensor'] as const;
export const PERMITTED_USES = ['residential_family', 'residential'] as const;
export const AGREEMENT_CLAUSES = [
  'no_pets',
  'no_smoking',
  'inspection_with_notice',
  'painting_on_exit',
  'police_verification',
  'furniture_inventory',
] as const;

export interface AgreementTerm {
  start_date: string;
  end_date: string;
}

/**
 * The term of a new draft: from the lease's first day, or from today when the lease began earlier,
 * to the day before eleven months later: ('2026-01-01', '2026-12-06') → 6 Dec 2026 to 5 Nov 2027.
 */
export function agreementTerm(leaseStart: string, today: string = todayIso()): AgreementTerm {
  const start = leaseStart > today ? leaseStart : today;
  return { start_date: start, end_date: addDays(addCalendarMonths(start, AGREEMENT_MONTHS), -1) };
}

/** Whether a lease is over, so that no new agreement may be drafted for it: ('2026-03-31', '2026-12-06') → true. */
export function leaseHasEnded(leaseEnd: string | null, today: string = todayIso()): boolean {
  return leaseEnd !== null && leaseEnd < today;
}

const whole = (min: number, max: number, message: string) =>
  z.preprocess(
    (v) => {
      const b = blankToUndefined(v);
      return typeof b === 'string' ? Number(b.trim()) : b;
    },
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );

const clause = z.enum(AGREEMENT_CLAUSES, { error: AGREEMENT_UNKNOWN_CLAUSE });

/** The terms the drafter chooses, as the draft form posts them (numbers as text, clauses as a list). */
export const agreementDraftSchema = z.object({
  lock_in_months: whole(0, LOCK_IN_MAX_MONTHS, AGREEMENT_LOCK_IN_RANGE),
  notice_days: whole(0, NOTICE_MAX_DAYS, AGREEMENT_NOTICE_RANGE),
  maintenance_paid_by: z.preprocess(blankToUndefined, z.enum(MAINTENANCE_PAYERS, { error: AGREEMENT_PAYER_REQUIRED })),
  // No charge is a charge of ₹0.
  maintenance_amount: z.preprocess((v) => blankToUndefined(v) ?? '0', whole(0, MAINTENANCE_MAX, AGREEMENT_MAINTENANCE_AMOUNT)),
  permitted_use: z.preprocess(blankToUndefined, z.enum(PERMITTED_USES, { error: AGREEMENT_USE_REQUIRED })),
  // Each clause once, in one order, as the database keeps them.
  clauses: z.array(clause).default([]).transform((list) => [...new Set(list)].sort()),
});

export type AgreementDraft = z.output<typeof agreementDraftSchema>;

export interface AgreementConfirmations {
  landlord_confirmed_at: string | null;
  tenant_confirmed_at: string | null;
}

/**
 * When both parties have confirmed the version on file, the later confirmation; null while it is
 * still a draft: ({ landlord: '…T10:00', tenant: '…T12:00' }) → the tenant's.
 */
export function agreedAt(a: AgreementConfirmations): string | null {
  const { landlord_confirmed_at: landlord, tenant_confirmed_at: tenant } = a;
  if (!landlord || !tenant) return null;
  return new Date(landlord).getTime() >= new Date(tenant).getTime() ? landlord : tenant;
}
