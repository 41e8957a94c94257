// The sign-in page's forms, posted without JavaScript: read, checked with core's schemas, then sent
// to the auth server through the visitor's own request client, whose session lands in cookies.
import type { SupabaseClient } from '@supabase/supabase-js';
import { newPasswordSchema, passwordRecoverySchema, signInSchema, signUpSchema } from '@rentals/core/validation/auth';
import { mobileSignInSchema, smsCodeSchema } from '@rentals/core/validation/mobile';
import type { MessageKey } from '../../i18n/catalogue.ts';
import { authErrorMessage, fieldMessage, type AuthField } from './messages.ts';
import { emailConfirmationRequired } from './signupSettings.ts';
import type { Lang } from '../../i18n/lang.ts';

/** The auth server's answers that an address already has an account. */
const ACCOUNT_EXISTS = new Set(['user_already_exists', 'email_exists']);

export type { AuthField } from './messages.ts';
/** What the form shows again after a refusal; passwords are never sent back. */
export type AuthValues = Partial<Record<'full_name' | 'phone' | 'email', string>>;
export type AuthErrors = Partial<Record<AuthField, MessageKey>>;

export type AuthOutcome =
  /** Signed in, or the new password is set. */
  | { status: 'done' }
  /** Signed up; the account waits for the emailed confirmation. */
  | { status: 'check-email' }
  /** A reset link was mailed, if the account exists. */
  | { status: 'link-sent' }
  /** A code was texted to the number ('+919876543210'): the code step comes next. */
  | { status: 'code-sent'; phone: string }
  | { status: 'invalid'; httpStatus: number; values: AuthValues; errors: AuthErrors; formError?: MessageKey };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

function shownValues(form: FormData): AuthValues {
  return { full_name: text(form, 'full_name'), phone: text(form, 'phone'), email: text(form, 'email') };
}

/** The form's field errors from a failed schema check, first message per field. */
function schemaErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): AuthErrors {
  const errors: AuthErrors = {};
  for (const issue of issues) {
    const field = issue.path[0] as AuthField;
    errors[field] ??= fieldMessage(issue.message);
  }
  return errors;
}

function refused(form: FormData, error: { code?: string; status?: number; message: string }): AuthOutcome {
  const { field, key, httpStatus } = authErrorMessage(error);
  return {
    status: 'invalid',
    httpStatus,
    values: shownValues(form),
    errors: field ? { [field]: key } : {},
    ...(field ? {} : { formError: key }),
  };
}

function invalid(form: FormData, issues: readonly { path: readonly PropertyKey[]; message: string }[]): AuthOutcome {
  return { status: 'invalid', httpStatus: 400, values: shownValues(form), errors: schemaErrors(issues) };
}

/** Sign in with email and password. */
export async function signIn(client: SupabaseClient, form: FormData): Promise<AuthOutcome> {
  const parsed = signInSchema.safeParse({ email: text(form, 'email'), password: text(form, 'password') });
  if (!parsed.success) return invalid(form, parsed.error.issues);
  const { error } = await client.auth.signInWithPassword(parsed.data);
  return error ? refused(form, error) : { status: 'done' };
}

/** Create an account; `confirmUrl` is where the confirmation link returns when one is needed. */
export async function signUp(client: SupabaseClient, form: FormData, confirmUrl: string, lang: Lang): Promise<AuthOutcome> {
  const parsed = signUpSchema.safeParse({
    full_name: text(form, 'full_name'),
    phone: text(form, 'phone'),
    email: text(form, 'email'),
    password: text(form, 'password'),
  });
  if (!parsed.success) return invalid(form, parsed.error.issues);
  const { email, password, full_name, phone } = parsed.data;
  const { data, error } = await client.auth.signUp({
    email,
    password,
    options: { emailRedirectTo: confirmUrl, data: { full_name, ...(phone ? { phone } : {}), lang } },
  });
  // With emailed confirmation, an existing address gets the same answer as a new one (the auth
  // server writes to its owner); only without confirmation, where a new account is signed in at
  // once, can the form say that the address is taken.
  if (error && ACCOUNT_EXISTS.has(error.code ?? '') && (await emailConfirmationRequired())) return { status: 'check-email' };
  if (error) return refused(form, error);
  return data.session ? { status: 'done' } : { status: 'check-email' };
}

/**
 * Sign in (or up) with a mobile number: the auth server texts it a code, signing a new number up
 * first, as signInWithOtp does; the account's language is the page's.
 */
export async function sendSignInCode(client: SupabaseClient, form: FormData, lang: Lang): Promise<AuthOutcome> {
  const parsed = mobileSignInSchema.safeParse({ phone: text(form, 'phone') });
  if (!parsed.success) return invalid(form, parsed.error.issues);
  const { error } = await client.auth.signInWithOtp({ phone: parsed.data.phone, options: { data: { lang } } });
  return error ? refused(form, error) : { status: 'code-sent', phone: parsed.data.phone };
}

/** The texted code signs the person in (and confirms a new number). */
export async function verifySignInCode(client: SupabaseClient, form: FormData): Promise<AuthOutcome> {
  const parsed = smsCodeSchema.safeParse({ phone: text(form, 'phone'), token: text(form, 'token') });
  if (!parsed.success) return invalid(form, parsed.error.issues);
  const { error } = await client.auth.verifyOtp({ phone: parsed.data.phone, token: parsed.data.token, type: 'sms' });
  return error ? refused(form, error) : { status: 'done' };
}

/** Mail a password reset link; the answer is the same whether or not the account exists. */
export async function requestPasswordReset(client: SupabaseClient, form: FormData, resetUrl: string): Promise<AuthOutcome> {
  const parsed = passwordRecoverySchema.safeParse({ email: text(form, 'email') });
  if (!parsed.success) return invalid(form, parsed.error.issues);
  const { error } = await client.auth.resetPasswordForEmail(parsed.data.email, { redirectTo: resetUrl });
  return error ? refused(form, error) : { status: 'link-sent' };
}

/** Set a new password from the session the reset link opened. */
export async function setNewPassword(client: SupabaseClient, form: FormData): Promise<AuthOutcome> {
  const parsed = newPasswordSchema.safeParse({ password: text(form, 'password'), confirm_password: text(form, 'confirm_password') });
  if (!parsed.success) return invalid(form, parsed.error.issues);
  const { error } = await client.auth.updateUser({ password: parsed.data.password });
  return error ? refused(form, error) : { status: 'done' };
}
