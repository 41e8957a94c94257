// Signing in with an Indian mobile number and the code texted to it: the number as people type it,
// the E.164 form the auth server stores (auth.users.phone '919876543210', as GoTrue keeps it), and
// the forms of /auth and of the settings pages. The rule itself is limits.ts's isIndianMobile, the
// one public.is_indian_mobile holds in the database.
import './browserZod.ts';
import { z } from 'zod';
import { blankToUndefined, nameText } from './fields.ts';
import { isIndianMobile, NAME_MAX } from './limits.ts';
import { FULL_NAME_REQUIRED, FULL_NAME_TOO_LONG, MOBILE_INVALID, MOBILE_REQUIRED, SMS_CODE_INVALID, SMS_CODE_REQUIRED } from './messages.ts';

/** Digits of the code the auth server texts by default (GOTRUE_SMS_OTP_LENGTH; GoTrue allows 6 to 10). */
export const SMS_CODE_LENGTH = 6;
const SMS_CODE = /^\d{6,10}$/;

/**
 * The number as the auth server stores it, country code first and no '+': '+91 98765 43210',
 * '098765-43210' or '98765 43210' → '919876543210'; null for anything that is not an Indian mobile.
 */
export function indianMobileE164(phone: string): string | null {
  if (!isIndianMobile(phone)) return null;
  return `91${phone.replace(/\D/g, '').slice(-10)}`;
}

/** The number with its '+', as people and tel: links read it: '919876543210' → '+919876543210'. */
export function plusE164(e164: string): string {
  return e164.startsWith('+') ? e164 : `+${e164}`;
}

/** Whether two typings name the same mobile: ('+91 98765 43210', '09876543210') → true. */
export function sameMobile(a: string | null | undefined, b: string | null | undefined): boolean {
  const left = a ? indianMobileE164(a) : null;
  return left !== null && left === (b ? indianMobileE164(b) : null);
}

/** A required mobile number, given back as '+919876543210' (what supabase-js sends). */
export const mobileField = z.preprocess(
  (v) => blankToUndefined(typeof v === 'string' ? v.trim() : v),
  z
    .string({ error: MOBILE_REQUIRED })
    .refine((v) => indianMobileE164(v) !== null, MOBILE_INVALID)
    .transform((v) => plusE164(indianMobileE164(v)!)),
);

/** The texted code: digits only once spaces are dropped (six by default). */
export const smsCodeField = z.preprocess(
  (v) => blankToUndefined(typeof v === 'string' ? v.replace(/\s/g, '') : v),
  z.string({ error: SMS_CODE_REQUIRED }).regex(SMS_CODE, SMS_CODE_INVALID),
);

/** Signing in with a mobile number: the code is texted to it. */
export const mobileSignInSchema = z.object({ phone: mobileField });

/** Creating an account with a mobile number: the name too, as the email sign-up asks for it. */
export const mobileSignUpSchema = z.object({
  full_name: nameText(NAME_MAX, FULL_NAME_REQUIRED, FULL_NAME_TOO_LONG),
  phone: mobileField,
});

/** The code texted to a number, for signing in or for confirming a new number in settings. */
export const smsCodeSchema = z.object({ phone: mobileField, token: smsCodeField });

/** A new number for the account (settings): it is confirmed by the code texted to it. */
export const mobileChangeSchema = z.object({ phone: mobileField });

export type MobileSignIn = z.output<typeof mobileSignInSchema>;
export type MobileSignUp = z.output<typeof mobileSignUpSchema>;
export type SmsCode = z.output<typeof smsCodeSchema>;
