import * as OTPAuth from 'otpauth';

/** GoTrue's TOTP parameters: SHA-1, 6 digits, 30 s period. */
export function totpFor(secret: string, issuer: string, label: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

export function newTotpSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

const PERIOD_SECONDS = 30;

/**
 * The time step of `code` when it matches the current step or a neighbour (clock drift between phone
 * and server), else null. Steps are unix seconds / 30, e.g. 59_000_000 in 2026.
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totpFor(secret, '', 'x').validate({ token: code, window: 1, timestamp: now });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** Seconds a challenge stays valid (GOTRUE_MFA_CHALLENGE_EXPIRY_DURATION). */
export const CHALLENGE_EXPIRY_SECONDS = 300;
