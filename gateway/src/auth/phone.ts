// Phone sign-in is not offered: there is no SMS provider. Every route that meets a phone number
// answers from here, as GoTrue does with its phone provider switched off (its status, code and
// words), so that offering phone sign-in later changes this file rather than every route.
import { AuthError } from './errors.ts';

/** No code was ever texted (no SMS provider), so a phone code matches nothing. */
const noPhoneCode = () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid');

export const phoneErrors = {
  /** signInWithOtp({ phone }). */
  otpDisabled: () => new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider'),
  /** signUp({ phone }). */
  signupsDisabled: () => new AuthError(400, 'phone_provider_disabled', 'Phone signups are disabled'),
  /** signInWithPassword({ phone }) answers 422, resend({ phone }) 400, as GoTrue does. */
  loginsDisabled: (status: 400 | 422) => new AuthError(status, 'phone_provider_disabled', 'Phone logins are disabled'),
  /** updateUser({ phone }) with a number other than the stored one: it could never be confirmed. */
  changeDisabled: () => new AuthError(422, 'phone_provider_disabled', 'Unsupported phone provider'),
  /** mfa.enroll({ factorType: 'phone' }). */
  mfaDisabled: () => new AuthError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone'),
};

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
 * POST /verify {type: sms | phone_change, phone, token}: GoTrue checks the number, then finds no code
 * texted to it. (A token_hash or a link of those types is "Invalid email verification type" there.)
 */
export function verifyPhoneCode(phone: string): never {
  normalisePhone(phone);
  throw noPhoneCode();
}

/**
 * GET /reauthenticate for an account with a phone and no email: GoTrue asks for a confirmed phone,
 * then would text the nonce; with no SMS provider it answers as its phone routes do when off.
 */
export function reauthenticateByPhone(user: { phone_confirmed_at: Date | null }): never {
  if (!user.phone_confirmed_at) throw new AuthError(422, 'phone_not_confirmed', 'Please verify your phone first.');
  throw phoneErrors.otpDisabled();
}
