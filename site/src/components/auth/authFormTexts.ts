// The catalogue keys AuthForm shows; the page picks them on the server (pick(t, AUTH_FORM_KEYS)).
import type { MessageKey } from '../../i18n/catalogue.ts';

export const AUTH_FORM_KEYS = [
  'auth.field.fullName',
  'auth.field.phone',
  'auth.field.phoneHint',
  'auth.field.mobile',
  'auth.field.code',
  'auth.field.codeHint',
  'auth.field.email',
  'auth.field.password',
  'auth.field.newPassword',
  'auth.field.passwordHint',
  'auth.field.confirmPassword',
  'auth.submit.signin',
  'auth.submit.signup',
  'auth.submit.forgot',
  'auth.submit.reset',
  'auth.submit.phone',
  'auth.submit.phoneCode',
  'auth.summary.heading',
  'auth.summary.fixFields',
] as const satisfies readonly MessageKey[];

export type AuthFormTexts = Record<(typeof AUTH_FORM_KEYS)[number], string>;
