import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isConnectionLost } from '../connectionLost.ts';

/** GoTrue's API version that switched error bodies to {code, message}. */
export const API_VERSION_2024 = '2024-01-01';

/** An error GoTrue would answer with: HTTP status, machine code (`error_code`) and text. */
export class AuthError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: string;
  readonly extra: Record<string, unknown>;
  constructor(status: ContentfulStatusCode, code: string, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.name = 'AuthError';
    this.status = status;
    this.code = code;
    this.extra = extra;
  }
}

/** OAuth-style errors ({error, error_description}) that GoTrue renders the same in every API version. */
export class OAuthError extends Error {
  readonly status: ContentfulStatusCode;
  readonly error: string;
  constructor(status: ContentfulStatusCode, error: string, description: string) {
    super(description);
    this.name = 'OAuthError';
    this.status = status;
    this.error = error;
  }
}

/** The catalogue: one constructor per GoTrue error this server produces. */
export const authErrors = {
  validation: (message: string) => new AuthError(400, 'validation_failed', message),
  validation422: (message: string) => new AuthError(422, 'validation_failed', message),
  invalidCredentials: () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials'),
  emailNotConfirmed: () => new AuthError(400, 'email_not_confirmed', 'Email not confirmed'),
  userBanned: () => new AuthError(400, 'user_banned', 'User is banned'),
  /** GoTrue's answer when a body passes its limit (http.MaxBytesError). */
  requestTooLarge: (maxSize: number) =>
    new AuthError(413, 'request_entity_too_large', `Request body too large (max ${maxSize} bytes)`),
  userAlreadyExists: () => new AuthError(422, 'user_already_exists', 'User already registered'),
  emailExists: () =>
    new AuthError(422, 'email_exists', 'A user with this email address has already been registered'),
  phoneExists: () =>
    new AuthError(422, 'phone_exists', 'A user with this phone number has already been registered'),
  signupDisabled: () => new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance'),
  anonymousDisabled: () =>
    new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled'),
  weakPassword: (message: string, reasons: string[]) =>
    new AuthError(422, 'weak_password', message, { weak_password: { reasons } }),
  samePassword: () =>
    new AuthError(422, 'same_password', 'New password should be different from the old password.'),
  refreshTokenNotFound: () =>
    new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshTokenAlreadyUsed: () =>
    new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  noAuthorization: () => new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (detail: string) => new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`),
  missingSub: () => new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim'),
  userNotFound: (status: ContentfulStatusCode = 403) => new AuthError(status, 'user_not_found', 'User not found'),
  /** admin/generate_link for an address no account has. */
  userWithEmailNotFound: () => new AuthError(404, 'user_not_found', 'User with this email not found'),
  /** An admin route's `:id` or `:factorId` that is not a UUID (GoTrue: a 404). */
  notAUuid: (name: 'user_id' | 'factor_id') => new AuthError(404, 'validation_failed', `${name} must be an UUID`),
  sessionNotFound: () =>
    new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  notAdmin: () => new AuthError(403, 'not_admin', 'User not allowed'),
  insufficientAal: (message: string, status: ContentfulStatusCode = 401) => new AuthError(status, 'insufficient_aal', message),
  /** A six-digit code (verifyOtp with email or phone) that matches nothing unspent. */
  otpExpired: () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid'),
  /** An emailed link or token_hash that matches nothing unspent. */
  emailLinkExpired: () => new AuthError(403, 'otp_expired', 'Email link is invalid or has expired'),
  rateLimited: () => new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached'),
  emailRateLimited: () => new AuthError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded'),
  /** GOTRUE_RATE_LIMIT_SMS_SENT spent (GoTrue's words). */
  smsRateLimited: () => new AuthError(429, 'over_sms_send_rate_limit', 'SMS rate limit exceeded'),
  factorNotFound: () => new AuthError(404, 'mfa_factor_not_found', 'Factor not found'),
  factorNameConflict: (name: string) =>
    new AuthError(
      422,
      'mfa_factor_name_conflict',
      `A factor with the friendly name "${name}" for this user already exists`,
    ),
  tooManyFactors: () =>
    new AuthError(422, 'too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue'),
  challengeNotFound: () => new AuthError(404, 'mfa_challenge_not_found', 'Challenge not found'),
  challengeExpired: (id: string) =>
    new AuthError(
      422,
      'mfa_challenge_expired',
      `MFA challenge ${id} has expired, verify against another challenge or create a new challenge.`,
    ),
  verificationFailed: () => new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered'),
  anonymousForbidden: () => new AuthError(403, 'no_authorization', 'Anonymous users cannot enroll MFA factors'),
  notFound: () => new AuthError(404, 'not_found', 'Not found'),
  reauthenticationNeeded: () =>
    new AuthError(400, 'reauthentication_needed', 'Password update requires reauthentication'),
  reauthenticationNotValid: (message: string) => new AuthError(422, 'reauthentication_not_valid', message),
  currentPasswordInvalid: () =>
    new AuthError(400, 'current_password_invalid', 'Current password required when setting new password.'),
};

function wantsNewFormat(c: Context): boolean {
  const version = c.req.header('x-supabase-api-version');
  return version !== undefined && version >= API_VERSION_2024;
}

/** Renders an error in the shape the request's X-Supabase-Api-Version asks for. */
/**
 * PostgreSQL's data exceptions for values it cannot even read (invalid text encoding or NUL bytes,
 * malformed uuids, numbers or dates, out-of-range values): the input's fault, never the server's.
 */
function isMalformedInput(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return error instanceof Error && typeof code === 'string' && /^(22021|22P02|22P05|22001|22003|22007|22008|22023)$/.test(code);
}

export function renderAuthError(error: Error, c: Context): Response {
  if (error instanceof OAuthError) {
    return c.json({ error: error.error, error_description: error.message }, error.status);
  }
  if (!(error instanceof AuthError) && isMalformedInput(error)) {
    error = new AuthError(400, 'validation_failed', 'Request contains a value the database cannot accept (malformed text, number or identifier)');
  }
  if (!(error instanceof AuthError) && isConnectionLost(error)) {
    error = new AuthError(503, 'unexpected_failure', 'The database connection was lost, please try again');
  }
  if (!(error instanceof AuthError)) {
    console.error(error);
    error = new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information');
  }
  const failure = error as AuthError;
  c.header('x-sb-error-code', failure.code);
  if (wantsNewFormat(c)) {
    c.header('X-Supabase-Api-Version', API_VERSION_2024);
    return c.json({ code: failure.code, message: failure.message, ...failure.extra }, failure.status);
  }
  return c.json(
    { code: failure.status, error_code: failure.code, msg: failure.message, ...failure.extra },
    failure.status,
  );
}
