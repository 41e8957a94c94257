// Which catalogue text a refusal shows, and next to which field: core's validation messages are
// English constants, and the auth server answers with GoTrue's error codes.
import {
  CONTACT_PHONE_INVALID,
  FULL_NAME_REQUIRED,
  INVALID_EMAIL,
  MOBILE_INVALID,
  MOBILE_REQUIRED,
  PASSWORDS_DIFFER,
  PASSWORD_REQUIRED,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  SMS_CODE_INVALID,
  SMS_CODE_REQUIRED,
} from '@rentals/core/validation/messages';
import type { MessageKey } from '../../i18n/catalogue.ts';

export type AuthField = 'full_name' | 'phone' | 'email' | 'password' | 'confirm_password' | 'token';

const FIELD_MESSAGES: Record<string, MessageKey> = {
  [INVALID_EMAIL]: 'auth.error.invalidEmail',
  [PASSWORD_REQUIRED]: 'auth.error.passwordRequired',
  [PASSWORD_TOO_SHORT]: 'auth.error.passwordTooShort',
  [PASSWORD_TOO_LONG]: 'auth.error.passwordTooLong',
  [PASSWORDS_DIFFER]: 'auth.error.passwordsDiffer',
  [FULL_NAME_REQUIRED]: 'auth.error.fullNameRequired',
  [CONTACT_PHONE_INVALID]: 'auth.error.phoneInvalid',
  [MOBILE_REQUIRED]: 'auth.error.mobileRequired',
  [MOBILE_INVALID]: 'auth.error.mobileInvalid',
  [SMS_CODE_REQUIRED]: 'auth.error.codeRequired',
  [SMS_CODE_INVALID]: 'auth.error.codeFormat',
};

/** The catalogue key of one of core's field messages: fieldMessage(INVALID_EMAIL) === 'auth.error.invalidEmail'. */
export function fieldMessage(message: string): MessageKey {
  return FIELD_MESSAGES[message] ?? 'auth.error.checkField';
}

const SERVER_ERRORS: Record<string, { field?: AuthField; key: MessageKey; httpStatus: number }> = {
  invalid_credentials: { field: 'password', key: 'auth.error.invalidCredentials', httpStatus: 400 },
  email_not_confirmed: { key: 'auth.error.emailNotConfirmed', httpStatus: 400 },
  user_already_exists: { field: 'email', key: 'auth.error.userExists', httpStatus: 422 },
  email_exists: { field: 'email', key: 'auth.error.userExists', httpStatus: 422 },
  weak_password: { field: 'password', key: 'auth.error.weakPassword', httpStatus: 422 },
  same_password: { field: 'password', key: 'auth.error.samePassword', httpStatus: 422 },
  over_request_rate_limit: { key: 'auth.error.rateLimited', httpStatus: 429 },
  over_email_send_rate_limit: { key: 'auth.error.rateLimited', httpStatus: 429 },
  signup_disabled: { key: 'auth.error.signupDisabled', httpStatus: 422 },
  session_not_found: { key: 'auth.error.resetExpired', httpStatus: 401 },
  user_banned: { key: 'auth.error.banned', httpStatus: 403 },
  // Signing in with a mobile number and its texted code.
  otp_expired: { field: 'token', key: 'auth.error.codeInvalid', httpStatus: 400 },
  over_sms_send_rate_limit: { key: 'auth.error.codeTooSoon', httpStatus: 429 },
  phone_provider_disabled: { key: 'auth.error.phoneDisabled', httpStatus: 400 },
  sms_send_failed: { key: 'auth.error.unavailable', httpStatus: 503 },
  phone_exists: { field: 'phone', key: 'auth.error.phoneExists', httpStatus: 422 },
};

/** Where an auth server refusal is shown: next to a field, or above the form when it is about the whole. */
export function authErrorMessage(error: { code?: string; status?: number; message: string }): {
  field?: AuthField;
  key: MessageKey;
  httpStatus: number;
} {
  const known = error.code ? SERVER_ERRORS[error.code] : undefined;
  if (known) return known;
  // No session at all (AuthSessionMissingError) when setting a password: the link must be opened again.
  if (/session missing/i.test(error.message)) return SERVER_ERRORS.session_not_found!;
  if (!error.status || error.status >= 500) return { key: 'auth.error.unavailable', httpStatus: 503 };
  return { key: 'auth.error.unexpected', httpStatus: 400 };
}
