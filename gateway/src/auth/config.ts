import type { GatewayContext } from '../context.ts';
import { smsConfigFromEnv, type SmsConfig } from '@rentals/db/sms/settings';

/** A per-IP budget: `points` requests per `seconds`. */
export interface RateLimit {
  points: number;
  seconds: number;
}

/** GoTrue settings this server honours; read from the environment with GoTrue's names. */
export interface AuthConfig {
  /** GOTRUE_MAILER_AUTOCONFIRM: sign-up returns a session at once instead of mailing a link (off). */
  mailerAutoconfirm: boolean;
  /**
   * GOTRUE_MAILER_SECURE_EMAIL_CHANGE_ENABLED (on): a new email is confirmed from both the new address
   * and the current one; off, from the new one alone.
   */
  secureEmailChange: boolean;
  /** GOTRUE_DISABLE_SIGNUP. */
  disableSignup: boolean;
  /** GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED. */
  anonymousUsers: boolean;
  /** GOTRUE_JWT_EXP: access-token lifetime in seconds. */
  jwtExp: number;
  /** GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL (seconds). */
  refreshTokenReuseInterval: number;
  /** GOTRUE_MAILER_OTP_EXP: lifetime of emailed links and codes (seconds). */
  otpExp: number;
  /** GOTRUE_PASSWORD_MIN_LENGTH. */
  passwordMinLength: number;
  /** GOTRUE_PASSWORD_HASH_COST: bcrypt cost (never below 10). */
  bcryptCost: number;
  /** GOTRUE_MFA_MAX_ENROLLED_FACTORS. */
  maxEnrolledFactors: number;
  /**
   * GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION (hosted: "Secure password change"): a
   * session older than 24 hours needs a nonce from GET /reauthenticate to set a new password.
   */
  updatePasswordRequireReauthentication: boolean;
  /**
   * GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD (hosted: "Require current password when
   * updating"): a new password needs `current_password`, except in a recovery session.
   */
  updatePasswordRequireCurrentPassword: boolean;
  /** GOTRUE_SECURITY_MANUAL_LINKING_ENABLED: linkIdentity / unlinkIdentity (no provider can be linked here). */
  manualLinking: boolean;
  /** Phone sign-in with texted codes: GOTRUE_EXTERNAL_PHONE_ENABLED and the GOTRUE_SMS_* settings (sms/settings.ts). */
  sms: SmsConfig;
  /** Failed password sign-ins per account, across addresses: a few free, then a doubling delay. */
  accountLimit: {
    /** GOTRUE_RATE_LIMIT_ACCOUNT_FREE_FAILURES: failures before the first delay (0 turns the limit off). */
    freeFailures: number;
    /** GOTRUE_RATE_LIMIT_ACCOUNT_BACKOFF: the first delay (seconds); each further failure doubles it. */
    backoffSeconds: number;
    /** GOTRUE_RATE_LIMIT_ACCOUNT_BACKOFF_MAX: the longest delay (seconds). */
    maxBackoffSeconds: number;
    /** GOTRUE_RATE_LIMIT_ACCOUNT_FORGET: failures older than this (seconds) are forgotten. */
    forgetSeconds: number;
  };
  rateLimits: {
    /** Password sign-ins and sign-ups (GOTRUE_RATE_LIMIT_SIGN_IN_SIGN_UPS, per 5 minutes). */
    signIn: RateLimit;
    /** Refresh-token grants (GOTRUE_RATE_LIMIT_TOKEN_REFRESH, per 5 minutes). */
    tokenRefresh: RateLimit;
    /** Email links and codes redeemed (GOTRUE_RATE_LIMIT_VERIFY, per 5 minutes). */
    verify: RateLimit;
    /** Emails sent: recovery, confirmation, magic links (GOTRUE_RATE_LIMIT_EMAIL_SENT, per hour). */
    emailSent: RateLimit;
    /** Codes texted (GOTRUE_RATE_LIMIT_SMS_SENT, per hour), per client address and per number. */
    smsSent: RateLimit;
  };
}

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`expected a non-negative number, got '${value}'`);
  return Math.floor(parsed);
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return value === 'true' || value === '1';
}

/** Defaults follow GoTrue's: emailed confirmation of sign-ups and of both addresses of an email change. */
export function authConfigFromEnv(env: NodeJS.ProcessEnv = process.env): AuthConfig {
  return {
    mailerAutoconfirm: bool(env.GOTRUE_MAILER_AUTOCONFIRM, false),
    secureEmailChange: bool(env.GOTRUE_MAILER_SECURE_EMAIL_CHANGE_ENABLED, true),
    disableSignup: bool(env.GOTRUE_DISABLE_SIGNUP, false),
    anonymousUsers: bool(env.GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED, false),
    jwtExp: int(env.GOTRUE_JWT_EXP, 3600),
    refreshTokenReuseInterval: int(env.GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL, 10),
    otpExp: int(env.GOTRUE_MAILER_OTP_EXP, 3600),
    passwordMinLength: Math.max(6, int(env.GOTRUE_PASSWORD_MIN_LENGTH, 6)),
    bcryptCost: Math.max(10, int(env.GOTRUE_PASSWORD_HASH_COST, 10)),
    maxEnrolledFactors: int(env.GOTRUE_MFA_MAX_ENROLLED_FACTORS, 10),
    updatePasswordRequireReauthentication: bool(env.GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION, false),
    updatePasswordRequireCurrentPassword: bool(env.GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD, false),
    manualLinking: bool(env.GOTRUE_SECURITY_MANUAL_LINKING_ENABLED, false),
    sms: smsConfigFromEnv(env),
    accountLimit: {
      freeFailures: int(env.GOTRUE_RATE_LIMIT_ACCOUNT_FREE_FAILURES, 5),
      backoffSeconds: Math.max(1, int(env.GOTRUE_RATE_LIMIT_ACCOUNT_BACKOFF, 30)),
      maxBackoffSeconds: Math.max(1, int(env.GOTRUE_RATE_LIMIT_ACCOUNT_BACKOFF_MAX, 900)),
      forgetSeconds: Math.max(1, int(env.GOTRUE_RATE_LIMIT_ACCOUNT_FORGET, 86400)),
    },
    rateLimits: {
      signIn: { points: int(env.GOTRUE_RATE_LIMIT_SIGN_IN_SIGN_UPS, 30), seconds: 300 },
      tokenRefresh: { points: int(env.GOTRUE_RATE_LIMIT_TOKEN_REFRESH, 150), seconds: 300 },
      verify: { points: int(env.GOTRUE_RATE_LIMIT_VERIFY, 30), seconds: 300 },
      emailSent: { points: int(env.GOTRUE_RATE_LIMIT_EMAIL_SENT, 10), seconds: 3600 },
      smsSent: { points: int(env.GOTRUE_RATE_LIMIT_SMS_SENT, 30), seconds: 3600 },
    },
  };
}

/** What every auth endpoint receives. */
export interface AuthDeps {
  ctx: GatewayContext;
  config: AuthConfig;
}
