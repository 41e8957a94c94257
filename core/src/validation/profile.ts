// Profile update (spec 5): numeric preferences coerced, identity columns and timestamps never sent.
// Amounts are whole rupees typed as people write them ('12,00,000'); the ranges are the table's
// named checks (limits.ts), so nothing the database would refuse leaves the form.
import { z } from 'zod';
import { boundedNumberOrNull, boundedTextOrNull, nameText, nameTextOrNull, rupeesOrNull, textOrNull } from './fields.ts';
import { INCOME_MAX, isIndianMobile, NAME_MAX, PLACE_MAX, RENT_MAX } from './limits.ts';
import {
  ANNUAL_INCOME_RANGE,
  CITY_TOO_LONG,
  FIRST_NAME_TOO_LONG,
  FULL_NAME_REQUIRED,
  FULL_NAME_TOO_LONG,
  LAST_NAME_TOO_LONG,
  MOBILE_INVALID,
  PREFERRED_BEDROOMS_RANGE,
  PREFERRED_RENT_ORDER,
  PREFERRED_RENT_RANGE,
  STATE_TOO_LONG,
} from './messages.ts';

const preferredRent = rupeesOrNull({ min: 0, max: RENT_MAX, message: PREFERRED_RENT_RANGE });
const bedrooms = boundedNumberOrNull(
  (value) => Number.isInteger(value) && value >= 1 && value <= 10,
  PREFERRED_BEDROOMS_RANGE,
);

/**
 * Columns a user may change. id, user_id, email, created_at, updated_at and last_login_at are never
 * updated; profile_completion_percentage and email_verified are the database's (trigger and auth) to
 * set, so they are dropped as well. Unknown keys are stripped. A name, once sent, cannot be blank.
 */
export const profileUpdateSchema = z
  .object({
    full_name: nameText(NAME_MAX, FULL_NAME_REQUIRED, FULL_NAME_TOO_LONG),
    first_name: nameTextOrNull(NAME_MAX, FIRST_NAME_TOO_LONG),
    last_name: nameTextOrNull(NAME_MAX, LAST_NAME_TOO_LONG),
    phone: textOrNull.refine((v) => v === null || isIndianMobile(v), MOBILE_INVALID),
    avatar_url: textOrNull,
    city: boundedTextOrNull(PLACE_MAX, CITY_TOO_LONG),
    state: boundedTextOrNull(PLACE_MAX, STATE_TOO_LONG),
    annual_income: rupeesOrNull({ min: 0, max: INCOME_MAX, message: ANNUAL_INCOME_RANGE }),
    preferred_rent_min: preferredRent,
    preferred_rent_max: preferredRent,
    preferred_bedrooms: bedrooms,
  })
  .partial()
  .refine(
    (p) => p.preferred_rent_min == null || p.preferred_rent_max == null || p.preferred_rent_min <= p.preferred_rent_max,
    { path: ['preferred_rent_min'], message: PREFERRED_RENT_ORDER },
  );

export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
