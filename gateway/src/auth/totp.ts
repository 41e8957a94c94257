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

/** Accepts the current code and its neighbours, allowing for clock drift between phone and server. */
export function totpMatches(secret: string, code: string): boolean {
  return totpFor(secret, '', 'x').validate({ token: code, window: 1 }) !== null;
}

/** Seconds a challenge stays valid (GOTRUE_MFA_CHALLENGE_EXPIRY_DURATION). */
export const CHALLENGE_EXPIRY_SECONDS = 300;
