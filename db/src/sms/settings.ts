// Phone sign-in's settings, read with GoTrue's names: GOTRUE_EXTERNAL_PHONE_ENABLED turns it on,
// GOTRUE_SMS_PROVIDER names the provider that texts the codes (twilio, textlocal or vonage, with
// GoTrue's GOTRUE_SMS_<PROVIDER>_* credentials); unset, codes go to the development mailbox.
import { StartupError } from '../errors.ts';

export type SmsProviderSettings =
  | { name: 'twilio'; accountSid: string; authToken: string; messageServiceSid: string; contentSid: string }
  | { name: 'textlocal'; apiKey: string; sender: string }
  | { name: 'vonage'; apiKey: string; apiSecret: string; from: string };

export interface SmsConfig {
  /** GOTRUE_EXTERNAL_PHONE_ENABLED (off, as in GoTrue): off, every phone route answers as GoTrue's do. */
  enabled: boolean;
  /** GOTRUE_SMS_PROVIDER and its credentials; null: the development mailbox (auth.sms_outbox). */
  provider: SmsProviderSettings | null;
  /** SMS_API_URL: the provider's API address instead of its public one (another region, a test server). */
  apiUrl: string | null;
  /** GOTRUE_SMS_OTP_EXP: seconds a texted code stays valid (GoTrue's 60). */
  otpExp: number;
  /** GOTRUE_SMS_OTP_LENGTH: digits of a code, 6 to 10 (GoTrue's 6). */
  otpLength: number;
  /** GOTRUE_SMS_MAX_FREQUENCY: one code per account and purpose in this many seconds (GoTrue's 1m). */
  maxFrequencySeconds: number;
  /** GOTRUE_SMS_TEMPLATE ("{{ .Code }}" is the code); null: the product's own words, in the account's language. */
  template: string | null;
  /** GOTRUE_INTERNAL_HTTP_TIMEOUT: how long a provider may take to answer (GoTrue's 10s). */
  httpTimeoutMs: number;
}

const DURATION_UNITS: Record<string, number> = { h: 3600, m: 60, s: 1, ms: 0.001, us: 0.000001, µs: 0.000001, ns: 1e-9 };

/** A Go duration ('1m', '90s', '1m30s') or plain seconds ('60'), in seconds. */
export function durationSeconds(name: string, raw: string | undefined, fallback: number): number {
  const text = raw?.trim();
  if (!text) return fallback;
  if (/^\d+(\.\d+)?$/.test(text)) return Number(text);
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(h|ms|us|µs|ns|m|s)/g)];
  if (!parts.length || parts.map((part) => part[0]).join('') !== text) {
    throw new StartupError(`${name} must be a duration such as 60s or 1m, got '${raw}'.`);
  }
  return parts.reduce((sum, [, value, unit]) => sum + Number(value) * DURATION_UNITS[unit!]!, 0);
}

function wholeNumber(name: string, raw: string | undefined, fallback: number): number {
  const text = raw?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new StartupError(`${name} must be a whole number, got '${raw}'.`);
  return value;
}

function required(env: NodeJS.ProcessEnv, name: string, missing: string): string {
  const value = env[name]?.trim();
  if (!value) throw new StartupError(`GOTRUE_SMS_PROVIDER is set: ${missing} (${name}).`);
  return value;
}

/** The provider GOTRUE_SMS_PROVIDER names, with its credentials checked as GoTrue's Validate() does. */
function providerFromEnv(env: NodeJS.ProcessEnv): SmsProviderSettings | null {
  const name = env.GOTRUE_SMS_PROVIDER?.trim().toLowerCase() ?? '';
  if (!name) return null;
  if (name === 'twilio') {
    return {
      name,
      accountSid: required(env, 'GOTRUE_SMS_TWILIO_ACCOUNT_SID', 'missing Twilio account SID'),
      authToken: required(env, 'GOTRUE_SMS_TWILIO_AUTH_TOKEN', 'missing Twilio auth token'),
      messageServiceSid: required(env, 'GOTRUE_SMS_TWILIO_MESSAGE_SERVICE_SID', 'missing Twilio message service SID or Twilio phone number'),
      contentSid: env.GOTRUE_SMS_TWILIO_CONTENT_SID?.trim() ?? '',
    };
  }
  if (name === 'textlocal') {
    return {
      name,
      apiKey: required(env, 'GOTRUE_SMS_TEXTLOCAL_API_KEY', 'missing Textlocal API key'),
      sender: required(env, 'GOTRUE_SMS_TEXTLOCAL_SENDER', 'missing Textlocal sender'),
    };
  }
  if (name === 'vonage') {
    return {
      name,
      apiKey: required(env, 'GOTRUE_SMS_VONAGE_API_KEY', 'missing Vonage API key'),
      apiSecret: required(env, 'GOTRUE_SMS_VONAGE_API_SECRET', 'missing Vonage API secret'),
      from: required(env, 'GOTRUE_SMS_VONAGE_FROM', "missing Vonage 'from' parameter"),
    };
  }
  throw new StartupError(`GOTRUE_SMS_PROVIDER must be twilio, textlocal or vonage (or unset for the development mailbox), got '${name}'.`);
}

function apiUrlFromEnv(raw: string | undefined): string | null {
  const text = raw?.trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new StartupError(`SMS_API_URL must be an address such as https://api.textlocal.in, got '${text}'.`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new StartupError(`SMS_API_URL must start with https://, got '${text}'.`);
  return text.replace(/\/+$/, '');
}

/** GoTrue's defaults: off; a six-digit code valid for 60 s, one a minute. */
export function smsConfigFromEnv(env: NodeJS.ProcessEnv = process.env): SmsConfig {
  const enabled = env.GOTRUE_EXTERNAL_PHONE_ENABLED === 'true' || env.GOTRUE_EXTERNAL_PHONE_ENABLED === '1';
  const length = wholeNumber('GOTRUE_SMS_OTP_LENGTH', env.GOTRUE_SMS_OTP_LENGTH, 6);
  const exp = wholeNumber('GOTRUE_SMS_OTP_EXP', env.GOTRUE_SMS_OTP_EXP, 60);
  const frequency = durationSeconds('GOTRUE_SMS_MAX_FREQUENCY', env.GOTRUE_SMS_MAX_FREQUENCY, 60);
  const timeout = durationSeconds('GOTRUE_INTERNAL_HTTP_TIMEOUT', env.GOTRUE_INTERNAL_HTTP_TIMEOUT, 10);
  return {
    enabled,
    provider: providerFromEnv(env),
    apiUrl: apiUrlFromEnv(env.SMS_API_URL),
    // GoTrue's own corrections: a length outside 6 to 10, and zeros, take the defaults.
    otpLength: length >= 6 && length <= 10 ? length : 6,
    otpExp: exp || 60,
    maxFrequencySeconds: frequency || 60,
    template: env.GOTRUE_SMS_TEMPLATE?.trim() || null,
    httpTimeoutMs: Math.round((timeout || 10) * 1000),
  };
}
