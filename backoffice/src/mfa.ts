import type { SupabaseClient } from '@supabase/supabase-js';

/** Thrown by login when the password was right but the account also needs its TOTP code. */
export class SecondFactorRequired extends Error {
  override name = 'SecondFactorRequired';
  constructor() {
    super('Enter the code from your authenticator app.');
  }
}

/** True when the session is signed in with a password only and the account has a verified TOTP factor. */
export async function needsSecondFactor(client: SupabaseClient): Promise<boolean> {
  const { data, error } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
  if (error || !data) return false;
  return data.currentLevel === 'aal1' && data.nextLevel === 'aal2';
}

/** Raises the session to aal2 with a code from the account's verified TOTP factor. */
export async function verifyTotpCode(client: SupabaseClient, code: string): Promise<void> {
  const factors = await client.auth.mfa.listFactors();
  if (factors.error) throw factors.error;
  const factor = factors.data.all.find((f) => f.factor_type === 'totp' && f.status === 'verified');
  if (!factor) throw new Error('This account has no authenticator app set up.');
  const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
  if (challenge.error) throw challenge.error;
  const verified = await client.auth.mfa.verify({
    factorId: factor.id,
    challengeId: challenge.data.id,
    code,
  });
  if (verified.error) throw verified.error;
}
