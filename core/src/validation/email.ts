// The one rule for an account's email address, shared by the auth server (gateway) and the forms
// that send one to it: GoTrue's (checkmail's pattern, which is HTML's "valid e-mail address" and
// zod's html5Email) within 255 bytes, lower-cased.
import './browserZod.ts';
import { z } from 'zod';
import { INVALID_EMAIL } from './messages.ts';

/** The longest address the auth server takes, in bytes: 255. */
export const EMAIL_MAX_BYTES = 255;

/** GoTrue's email format: 'asha.rao+rent@example.in' and 'a@localhost' pass, 'vv:;v@v.v' does not. */
export const EMAIL_PATTERN: RegExp = z.regexes.html5Email;

/** Why the auth server refuses an address, in the order it checks. */
export type EmailProblem = 'required' | 'too_long' | 'invalid_format';

/** What is wrong with `email` as the auth server sees it, or null: emailProblem('asha@example.in') === null. */
export function emailProblem(email: string): EmailProblem | null {
  if (email === '') return 'required';
  if (new TextEncoder().encode(email).length > EMAIL_MAX_BYTES) return 'too_long';
  return EMAIL_PATTERN.test(email) ? null : 'invalid_format';
}

/** An account's email typed on a form: trimmed and lower-cased, then held to the auth server's rule. */
export const accountEmailSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.string({ error: INVALID_EMAIL }).refine((email) => emailProblem(email) === null, INVALID_EMAIL),
);
