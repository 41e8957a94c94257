// Settings: adding or changing the account's mobile number. The auth server texts a code to the new
// number and keeps it as `new_phone` until the code comes back (GoTrue's updateUser({ phone }) and
// verifyOtp({ type: 'phone_change' })); the profile then takes the confirmed number.
import type { SupabaseClient } from '@supabase/supabase-js';
import { mobileChangeSchema, sameMobile, smsCodeSchema } from '@rentals/core/validation/mobile';
import { MOBILE_INVALID, SMS_CODE_INVALID } from '@rentals/core/validation/messages';
import type { MessageKey } from '../../i18n/catalogue.ts';

export type PhoneField = 'phone' | 'token';

export type PhoneChangeOutcome =
  /** The code is texted to `next` ('+919876543210'); or, for a code, the number is the account's. */
  | { status: 'sent'; next: string }
  | { status: 'changed' }
  /** Core's message (English; i18n/messages.ts translates it), as the form's own check gives it. */
  | { status: 'invalid'; field: PhoneField; value: string; error: string }
  /** What the auth server (or the form, for the same number) refused, by the catalogue key of its text. */
  | { status: 'refused'; field: PhoneField; value: string; error: MessageKey }
  | { status: 'failed'; message: MessageKey };

const RATE_LIMITED = new Set(['over_sms_send_rate_limit', 'over_request_rate_limit']);

const read = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** Checks the new number with core's rule, then asks the auth server to text it a code (PUT /user {phone}). */
export async function changePhone(client: SupabaseClient, form: FormData, current: string | null): Promise<PhoneChangeOutcome> {
  const value = read(form, 'phone');
  const parsed = mobileChangeSchema.safeParse({ phone: value });
  if (!parsed.success) return { status: 'invalid', field: 'phone', value, error: parsed.error.issues[0]?.message ?? MOBILE_INVALID };
  const next = parsed.data.phone;
  if (sameMobile(next, current)) return { status: 'refused', field: 'phone', value, error: 'validation.mobileSame' };
  const { error } = await client.auth.updateUser({ phone: next });
  if (!error) return { status: 'sent', next };
  if (error.code === 'phone_exists') return { status: 'refused', field: 'phone', value, error: 'auth.error.phoneExists' };
  if (error.code === 'validation_failed') return { status: 'refused', field: 'phone', value, error: 'auth.error.mobileInvalid' };
  if (error.code === 'over_sms_send_rate_limit') return { status: 'failed', message: 'auth.error.codeTooSoon' };
  if (RATE_LIMITED.has(error.code ?? '')) return { status: 'failed', message: 'auth.error.rateLimited' };
  if (error.code === 'phone_provider_disabled') return { status: 'failed', message: 'auth.error.phoneDisabled' };
  return { status: 'failed', message: 'user.settings.mobileFailed' };
}

/** The code texted to the new number makes it the account's (POST /verify {type: phone_change}). */
export async function confirmPhoneChange(client: SupabaseClient, form: FormData): Promise<PhoneChangeOutcome> {
  const value = read(form, 'token');
  const parsed = smsCodeSchema.safeParse({ phone: read(form, 'phone'), token: value });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { status: 'invalid', field: issue?.path[0] === 'phone' ? 'phone' : 'token', value, error: issue?.message ?? SMS_CODE_INVALID };
  }
  const { error } = await client.auth.verifyOtp({ phone: parsed.data.phone, token: parsed.data.token, type: 'phone_change' });
  if (!error) return { status: 'changed' };
  if (error.code === 'otp_expired') return { status: 'refused', field: 'token', value, error: 'auth.error.codeInvalid' };
  if (error.code === 'phone_exists') return { status: 'refused', field: 'token', value, error: 'auth.error.phoneExists' };
  if (RATE_LIMITED.has(error.code ?? '')) return { status: 'failed', message: 'auth.error.rateLimited' };
  return { status: 'failed', message: 'user.settings.mobileFailed' };
}
