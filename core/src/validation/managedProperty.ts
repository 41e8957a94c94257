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
import { parseRupees } from '../money.ts';
import { blankToUndefined, date, nameTextOrNull, nearDateOrNull, numberWithDefault, rupeesOrNull, textOrNull } from './fields.ts';
import { DEPOSIT_MAX, leaseEndWithinReach, RENT_MAX, RENT_MIN } from './limits.ts';
import {
  AMOUNT_NEGATIVE,
  INVALID_DATE,
  LEASE_END_BEFORE_START,
  LEASE_END_REQUIRED,
  LEASE_END_WINDOW,
  LEASE_START_WINDOW,
  MONTHLY_RENT_RANGE,
  NOT_AN_AMOUNT,
  OWNER_NAME_TOO_LONG,
  PAYMENT_DAY_RANGE,
  PROPERTY_NAME_TOO_LONG,
  RVL_ABOVE_RENT,
  SECURITY_DEPOSIT_RANGE,
} from './messages.ts';

export const SECURITY_DEPOSIT_TYPES = ['refundable', 'non_refundable'] as const;
export const PAYMENT_MODES = ['bank_transfer', 'upi', 'cash', 'cheque'] as const;

/** The RVL amount: derived from the rent by a percentage, so paise are kept; '1e3' is still refused. */
const rvl = z.preprocess((v) => {
  const b = blankToUndefined(v);
  return typeof b === 'string' ? parseRupees(b) : (b ?? null);
}, z.number({ error: NOT_AN_AMOUNT }).min(0, AMOUNT_NEGATIVE).nullable());

/** Monthly rent payment day: 1 to 31 (0 and 32 are refused), 1 when blank. */
export const paymentDaySchema = numberWithDefault(DEFAULT_PAYMENT_DAY, PAYMENT_DAY_RANGE).pipe(
  z.number().int(PAYMENT_DAY_RANGE).min(PAYMENT_DAY_MIN, PAYMENT_DAY_RANGE).max(PAYMENT_DAY_MAX, PAYMENT_DAY_RANGE),
);

/**
 * Configuration of an approved managed property with the company's terms (commission, management
 * fee, guaranteed rent, contract type); rvl_amount is prefilled by the dialog from the rent and is
 * never more than it.
 */
export const managedPropertyConfigSchema = z.object({
  ...managedTermsFields,
  property_name: nameTextOrNull(200, PROPERTY_NAME_TOO_LONG),
  owner_name: nameTextOrNull(200, OWNER_NAME_TOO_LONG),
  monthly_rent: rupeesOrNull({ min: RENT_MIN, max: RENT_MAX, message: MONTHLY_RENT_RANGE }),
  security_deposit_company: rupeesOrNull({ min: 0, max: DEPOSIT_MAX, message: SECURITY_DEPOSIT_RANGE }),
  security_deposit_type: z.preprocess(blankToUndefined, z.enum(SECURITY_DEPOSIT_TYPES).default(DEFAULT_SECURITY_DEPOSIT_TYPE)),
  payment_mode: z.preprocess(blankToUndefined, z.enum(PAYMENT_MODES).default(DEFAULT_PAYMENT_MODE)),
  monthly_rent_payment_date: paymentDaySchema,
  lease_start_date: nearDateOrNull(INVALID_DATE, LEASE_START_WINDOW),
  // RVL months are marked paid up to the lease end: an approval without one would have none.
  lease_end_date: date(LEASE_END_REQUIRED, INVALID_DATE),
  affiliate_name: textOrNull,
  affiliate_id: textOrNull,
  rvl_amount: rvl,
}).refine((c) => !c.lease_start_date || c.lease_end_date >= c.lease_start_date, {
  path: ['lease_end_date'],
  message: LEASE_END_BEFORE_START,
}).refine((c) => leaseEndWithinReach(c.lease_end_date, c.lease_start_date), {
  path: ['lease_end_date'],
  message: LEASE_END_WINDOW,
}).refine((c) => c.monthly_rent == null || c.rvl_amount == null || c.rvl_amount <= c.monthly_rent, {
  // Without a rent here the application's rent applies, which only the database knows.
  path: ['rvl_amount'],
  message: RVL_ABOVE_RENT,
});

export type ManagedPropertyConfig = z.output<typeof managedPropertyConfigSchema>;
