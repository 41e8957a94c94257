// Joining the affiliate programme (spec 2.1 /register/affiliate, /affiliate/register): core's schema
// checks the form, register_affiliate places the caller under the sponsor in one call, and the
// sponsor's display name comes from affiliate_sponsor_name.
import type { SupabaseClient } from '@supabase/supabase-js';
import { affiliateRegistrationSchema } from '@rentals/core/validation/registration';
import { normaliseAffiliateCode } from '@rentals/core/rules/affiliate';

export const REGISTRATION_FIELDS = ['sponsor_affiliate_id', 'full_name', 'email', 'phone'] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];
export type RegistrationValues = Partial<Record<RegistrationField, string>>;

export type RegistrationOutcome =
  | { status: 'registered'; affiliate_id: string }
  | { status: 'invalid'; errors: Partial<Record<RegistrationField, string>> }
  | { status: 'failed'; message: string };

export function readRegistrationForm(form: FormData): RegistrationValues {
  return Object.fromEntries(REGISTRATION_FIELDS.map((name) => [name, String(form.get(name) ?? '')]));
}

export async function registerAffiliate(client: SupabaseClient, values: RegistrationValues): Promise<RegistrationOutcome> {
  const parsed = affiliateRegistrationSchema.safeParse(values);
  if (!parsed.success) {
    const errors: Partial<Record<RegistrationField, string>> = {};
    for (const issue of parsed.error.issues) errors[issue.path[0] as RegistrationField] ??= issue.message;
    return { status: 'invalid', errors };
  }
  const { sponsor_affiliate_id, ...profile } = parsed.data;
  const { data, error } = await client
    .rpc('register_affiliate', { _sponsor_affiliate_id: sponsor_affiliate_id, _profile: profile })
    .single<{ affiliate_id: string }>();
  if (error || !data) {
    // The database's own refusal about the sponsor belongs next to the sponsor field.
    if (error?.message === 'Sponsor not found') return { status: 'invalid', errors: { sponsor_affiliate_id: error.message } };
    return { status: 'failed', message: error?.message ?? '' };
  }
  return { status: 'registered', affiliate_id: data.affiliate_id };
}

/** The display name of a sponsor code ('Priya S.'), null when no affiliate has it; throws when the lookup fails. */
export async function sponsorName(client: SupabaseClient, code: string | null | undefined): Promise<string | null> {
  const normalised = normaliseAffiliateCode(code);
  if (!normalised) return null;
  const { data, error } = await client.rpc('affiliate_sponsor_name', { _affiliate_id: normalised });
  if (error) throw new Error(error.message);
  return typeof data === 'string' ? data : null;
}
