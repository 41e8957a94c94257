// Profile update (spec 5): numeric preferences coerced, identity columns and timestamps never sent.
import { z } from 'zod';
import { boundedNumberOrNull, textOrNull } from './fields.ts';
import { PREFERRED_BEDROOMS_RANGE, PROFILE_AMOUNT_RANGE } from './messages.ts';

/** The profiles table keeps money as numeric(14,2) >= 0 and bedrooms as 1..10. */
const MAX_AMOUNT = 999_999_999_999.99;
const amount = boundedNumberOrNull((value) => value >= 0 && value <= MAX_AMOUNT, PROFILE_AMOUNT_RANGE);
const bedrooms = boundedNumberOrNull(
  (value) => Number.isInteger(value) && value >= 1 && value <= 10,
  PREFERRED_BEDROOMS_RANGE,
);

/**
 * Columns a user may change. id, user_id, email, created_at, updated_at and last_login_at are never
 * updated; profile_completion_percentage and email_verified are the database's (trigger and auth) to
 * set, so they are dropped as well. Unknown keys are stripped.
 */
export const profileUpdateSchema = z
  .object({
    full_name: textOrNull,
    first_name: textOrNull,
    last_name: textOrNull,
    phone: textOrNull,
    avatar_url: textOrNull,
    city: textOrNull,
    state: textOrNull,
    annual_income: amount,
    preferred_rent_min: amount,
    preferred_rent_max: amount,
    preferred_bedrooms: bedrooms,
  })
  .partial();

export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
