// 'Approve & Configure Property' dialog (spec 2.9, 9): managed_property_details columns with defaults.
import { z } from 'zod';
import {
  DEFAULT_PAYMENT_DAY,
  DEFAULT_PAYMENT_MODE,
  DEFAULT_SECURITY_DEPOSIT_TYPE,
  PAYMENT_DAY_MAX,
  PAYMENT_DAY_MIN,
} from '../constants.ts';
import { managedTermsFields } from './addRvl.ts';
import { blankToUndefined, dateOrNull, numberWithDefault, textOrNull } from './fields.ts';
import { AMOUNT_NEGATIVE, INVALID_DATE, LEASE_END_BEFORE_START, NOT_A_NUMBER, PAYMENT_DAY_RANGE } from './messages.ts';

export const SECURITY_DEPOSIT_TYPES = ['refundable', 'non_refundable'] as const;
export const PAYMENT_MODES = ['bank_transfer', 'upi', 'cash', 'cheque'] as const;

const money = (fallback: number | null) =>
  z.preprocess((v) => {
    const b = blankToUndefined(v);
    return typeof b === 'string' ? Number(b) : (b ?? fallback);
  }, z.number({ error: NOT_A_NUMBER }).refine(Number.isFinite, NOT_A_NUMBER).min(0, AMOUNT_NEGATIVE).nullable());

/** Monthly rent payment day: 1 to 31 (0 and 32 are refused), 1 when blank. */
export const paymentDaySchema = numberWithDefault(DEFAULT_PAYMENT_DAY, PAYMENT_DAY_RANGE).pipe(
  z.number().int(PAYMENT_DAY_RANGE).min(PAYMENT_DAY_MIN, PAYMENT_DAY_RANGE).max(PAYMENT_DAY_MAX, PAYMENT_DAY_RANGE),
);

/**
 * Configuration of an approved managed property with the company's terms (commission, management
 * fee, guaranteed rent, contract type); rvl_amount is prefilled by the dialog from the rent.
 */
export const managedPropertyConfigSchema = z.object({
  ...managedTermsFields,
  property_name: textOrNull,
  owner_name: textOrNull,
  monthly_rent: money(null),
  security_deposit_company: money(null),
  security_deposit_type: z.preprocess(blankToUndefined, z.enum(SECURITY_DEPOSIT_TYPES).default(DEFAULT_SECURITY_DEPOSIT_TYPE)),
  payment_mode: z.preprocess(blankToUndefined, z.enum(PAYMENT_MODES).default(DEFAULT_PAYMENT_MODE)),
  monthly_rent_payment_date: paymentDaySchema,
  lease_start_date: dateOrNull(INVALID_DATE),
  lease_end_date: dateOrNull(INVALID_DATE),
  affiliate_name: textOrNull,
  affiliate_id: textOrNull,
  rvl_amount: money(null),
}).refine((c) => !c.lease_start_date || !c.lease_end_date || c.lease_end_date >= c.lease_start_date, {
  path: ['lease_end_date'],
  message: LEASE_END_BEFORE_START,
});

export type ManagedPropertyConfig = z.output<typeof managedPropertyConfigSchema>;
