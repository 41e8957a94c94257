// Phone sign-in, behind GOTRUE_EXTERNAL_PHONE_ENABLED. Every route that meets a phone number asks
// here: off (GoTrue's default), each answers as GoTrue does with its phone provider switched off
// (its status, code and words); on, the number is checked and the route's phone flow runs
// (phoneSignIn.ts, phoneVerify.ts, phoneChange.ts). Numbers are Indian mobiles only, kept in
// GoTrue's E.164 form ('919876543210').
import { indianMobileE164 } from '@rentals/core/validation/mobile';
import type { AuthConfig } from './config.ts';
import { AuthError } from './errors.ts';

export const phoneErrors = {
  /** signInWithOtp({ phone }). */
  otpDisabled: () => new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider'),
  /** signUp({ phone }). */
  signupsDisabled: () => new AuthError(400, 'phone_provider_disabled', 'Phone signups are disabled'),
  /** signInWithPassword({ phone }) answers 422, resend({ phone }) 400, as GoTrue does. */
  loginsDisabled: (status: 400 | 422) => new AuthError(status, 'phone_provider_disabled', 'Phone logins are disabled'),
  /** updateUser({ phone }) with a number other than the stored one: it could never be confirmed. */
  changeDisabled: () => new AuthError(422, 'phone_provider_disabled', 'Unsupported phone provider'),
  /** mfa.enroll({ factorType: 'phone' }): phone factors stay off (TOTP is the second factor). */
  mfaDisabled: () => new AuthError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone'),
  /** A code texted to a number that has none waiting, or a wrong or old one. */
  codeInvalid: () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid'),
  /** GoTrue's answer to a channel the provider cannot use. */
  invalidChannel: () =>
    new AuthError(
      400,
      'validation_failed',
      "Invalid channel, supported values are 'sms' or 'whatsapp'. 'whatsapp' is only supported if Twilio or Twilio Verify is used as the provider.",
    ),
};

/** Whether phone sign-in is on (GOTRUE_EXTERNAL_PHONE_ENABLED). */
export const phoneEnabled = (config: AuthConfig) => config.sms.enabled;

/** Throws the route's "off" answer unless phone sign-in is on. */
export function requirePhone(config: AuthConfig, off: () => AuthError): void {
  if (!config.sms.enabled) throw off();
}

/**
 * GoTrue's phone check: E.164 digits once a leading '+' and spaces are removed. A 400 as on
 * /verify; PUT /user answers its fields' problems with a 422 (docs/decisions.md, "Password change").
 */
export function normalisePhone(raw: string, status: 400 | 422 = 400): string {
  const phone = raw.replace(/^\+/, '').replaceAll(' ', '');
  if (!/^[1-9]\d{1,14}$/.test(phone)) throw new AuthError(status, 'validation_failed', 'Invalid phone number format (E.164 required)');
  return phone;
}

/**
 * A number this server texts: GoTrue's E.164 check, then core's Indian-mobile rule (the one the
 * forms and public.is_indian_mobile hold), so no code goes abroad: '+91 98765 43210' → '919876543210'.
 */
export function indianPhone(raw: string, status: 400 | 422 = 400): string {
  const phone = normalisePhone(raw, status);
  if (!/^91/.test(phone) || indianMobileE164(phone) !== phone) {
    throw new AuthError(status, 'validation_failed', 'Only Indian mobile numbers are accepted: +91 and ten digits starting with 6, 7, 8 or 9');
  }
  return phone;
}
