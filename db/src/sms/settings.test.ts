import { describe, expect, it } from 'vitest';
import { durationSeconds, smsConfigFromEnv } from './settings.ts';

describe('smsConfigFromEnv', () => {
  it('has GoTrue\'s defaults: off, the development mailbox, six digits valid 60 s, one a minute', () => {
    expect(smsConfigFromEnv({})).toEqual({
      enabled: false, provider: null, apiUrl: null, otpLength: 6, otpExp: 60, maxFrequencySeconds: 60, template: null, httpTimeoutMs: 10_000,
    });
  });

  it('reads GoTrue\'s names for a provider and its credentials', () => {
    const config = smsConfigFromEnv({
      GOTRUE_EXTERNAL_PHONE_ENABLED: 'true', GOTRUE_SMS_PROVIDER: 'textlocal', GOTRUE_SMS_TEXTLOCAL_API_KEY: 'k',
      GOTRUE_SMS_TEXTLOCAL_SENDER: 'RNTLS', GOTRUE_SMS_OTP_EXP: '300', GOTRUE_SMS_OTP_LENGTH: '8', GOTRUE_SMS_MAX_FREQUENCY: '1m30s',
      GOTRUE_SMS_TEMPLATE: 'Your code is {{ .Code }}', SMS_API_URL: 'https://api.txtlocal.com/',
    });
    expect(config).toMatchObject({
      enabled: true, provider: { name: 'textlocal', apiKey: 'k', sender: 'RNTLS' }, apiUrl: 'https://api.txtlocal.com',
      otpExp: 300, otpLength: 8, maxFrequencySeconds: 90, template: 'Your code is {{ .Code }}',
    });
  });

  it('corrects a code length outside 6 to 10 as GoTrue does', () => {
    expect(smsConfigFromEnv({ GOTRUE_SMS_OTP_LENGTH: '4' }).otpLength).toBe(6);
    expect(smsConfigFromEnv({ GOTRUE_SMS_OTP_LENGTH: '11' }).otpLength).toBe(6);
  });

  it('stops the start in one line for missing credentials, an unknown provider or a bad address', () => {
    expect(() => smsConfigFromEnv({ GOTRUE_SMS_PROVIDER: 'twilio', GOTRUE_SMS_TWILIO_ACCOUNT_SID: 'AC1' }))
      .toThrow('GOTRUE_SMS_PROVIDER is set: missing Twilio auth token (GOTRUE_SMS_TWILIO_AUTH_TOKEN).');
    expect(() => smsConfigFromEnv({ GOTRUE_SMS_PROVIDER: 'messagebird' })).toThrow(/must be twilio, textlocal or vonage/);
    expect(() => smsConfigFromEnv({ SMS_API_URL: 'ftp://x' })).toThrow(/SMS_API_URL must start with https/);
    expect(() => smsConfigFromEnv({ GOTRUE_SMS_MAX_FREQUENCY: 'soon' })).toThrow(/GOTRUE_SMS_MAX_FREQUENCY must be a duration/);
  });
});

describe('durationSeconds', () => {
  it('reads Go durations and plain seconds', () => {
    expect(durationSeconds('X', '60s', 1)).toBe(60);
    expect(durationSeconds('X', '2m', 1)).toBe(120);
    expect(durationSeconds('X', '1h0m30s', 1)).toBe(3630);
    expect(durationSeconds('X', '45', 1)).toBe(45);
    expect(durationSeconds('X', '', 7)).toBe(7);
  });
});
