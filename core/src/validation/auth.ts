// Sign-in, sign-up and password forms (/auth). Sign-up metadata feeds the profile trigger
// (full_name, phone, city, state).
import { z } from 'zod';
import { CONTACT_PHONE_PATTERN } from './contact.ts';
import { accountEmailSchema as email } from './email.ts';
import { blankToUndefined, textOrNull } from './fields.ts';
import {
  CONTACT_PHONE_INVALID,
  CURRENT_PASSWORD_REQUIRED,
  FULL_NAME_REQUIRED,
  NEW_PASSWORDS_DIFFER,
  PASSWORDS_DIFFER,
  PASSWORD_REQUIRED,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
} from './messages.ts';

/** Minimum password length of the auth service's default policy. */
export const PASSWORD_MIN_LENGTH = 6;
/** The auth service refuses passwords past 72 bytes (bcrypt's limit) rather than truncating them. */
export const PASSWORD_MAX_BYTES = 72;

const newPassword = z
  .string({ error: PASSWORD_REQUIRED })
  .min(1, PASSWORD_REQUIRED)
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
  .refine((v) => new TextEncoder().encode(v).length <= PASSWORD_MAX_BYTES, PASSWORD_TOO_LONG);

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

export const signInSchema = z.object({
  email,
  password: z.string({ error: PASSWORD_REQUIRED }).min(1, PASSWORD_REQUIRED),
});

export const signUpSchema = z.object({
  full_name: z.preprocess((v) => blankToUndefined(trimmed(v)), z.string({ error: FULL_NAME_REQUIRED }).max(100)),
  phone: z.preprocess(
    (v) => blankToUndefined(trimmed(v)) ?? null,
    z.string().regex(CONTACT_PHONE_PATTERN, CONTACT_PHONE_INVALID).nullable(),
  ),
  email,
  password: newPassword,
  city: textOrNull,
  state: textOrNull,
});

/** Forgot password: only the email. */
export const passwordRecoverySchema = z.object({ email });

/** Changing the account's email (settings): the new address, which the auth server then confirms. */
export const emailChangeSchema = z.object({ email });

/** Choosing a new password: typed twice, the same both times. */
export const newPasswordSchema = z
  .object({ password: newPassword, confirm_password: z.string().default('') })
  .refine((form) => form.password === form.confirm_password, { message: PASSWORDS_DIFFER, path: ['confirm_password'] });

/**
 * Changing the password while signed in: the current one (the auth server checks it), the new one
 * typed twice. Each field is told on its own, so the mismatch shows even beside other mistakes.
 */
export const passwordChangeSchema = z
  .object({
    current_password: z.string({ error: CURRENT_PASSWORD_REQUIRED }).min(1, CURRENT_PASSWORD_REQUIRED),
    password: newPassword,
    confirm_password: z.string().default(''),
  })
  .superRefine((form, context) => {
    if (form.password !== form.confirm_password) context.addIssue({ code: 'custom', message: NEW_PASSWORDS_DIFFER, path: ['confirm_password'] });
  });

export type SignIn = z.output<typeof signInSchema>;
export type SignUp = z.output<typeof signUpSchema>;
export type NewPassword = z.output<typeof newPasswordSchema>;
export type EmailChange = z.output<typeof emailChangeSchema>;
export type PasswordChange = z.output<typeof passwordChangeSchema>;
