// Profile update (spec 5): numeric preferences coerced, identity columns and timestamps never sent.
import { z } from 'zod';
import { numberOrNull, textOrNull } from './fields.ts';

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
    annual_income: numberOrNull,
    preferred_rent_min: numberOrNull,
    preferred_rent_max: numberOrNull,
    preferred_bedrooms: numberOrNull,
  })
  .partial();

export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
