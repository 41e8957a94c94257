// Sign-in and sign-up forms (/auth). Sign-up metadata feeds the profile trigger (full_name, phone, city, state).
import { z } from 'zod';
import { textOrNull } from './fields.ts';
import { INVALID_EMAIL, PASSWORD_REQUIRED, PASSWORD_TOO_SHORT } from './messages.ts';

/** Minimum password length of the auth service's default policy. */
export const PASSWORD_MIN_LENGTH = 6;

const email = z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), z.email(INVALID_EMAIL));

export const signInSchema = z.object({
  email,
  password: z.string({ error: PASSWORD_REQUIRED }).min(1, PASSWORD_REQUIRED),
});

export const signUpSchema = z.object({
  email,
  password: z.string({ error: PASSWORD_REQUIRED }).min(1, PASSWORD_REQUIRED).min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT),
  full_name: textOrNull,
  phone: textOrNull,
  city: textOrNull,
  state: textOrNull,
});

export type SignIn = z.output<typeof signInSchema>;
export type SignUp = z.output<typeof signUpSchema>;
