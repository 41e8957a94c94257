import type { ConsoleClient } from './supabase.ts';

/** Thrown by login when the password was right but the account also needs its TOTP code. */
export class SecondFactorRequired extends Error {
  override name = 'SecondFactorRequired';
  constructor() {
    super('Enter the code from your authenticator app.');
  }
}

/** Thrown by login when an admin has no authenticator app yet: admin powers need one. */
export class EnrolmentRequired extends Error {
  override name = 'EnrolmentRequired';
  constructor() {
    super('Set up an authenticator app to continue.');
  }
}

/** A TOTP factor being set up: the QR code (an image URL) and the same secret as text. */
export interface TotpEnrolment {
  factor_id: string;
  qr_code: string;
  secret: string;
}

/** True when the session is signed in with a password only and the account has a verified TOTP factor. */
export async function needsSecondFactor(client: ConsoleClient): Promise<boolean> {
  const { data, error } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
  if (error || !data) return false;
  return data.currentLevel === 'aal1' && data.nextLevel === 'aal2';
}

/**
 * True for an admin signed in with a password who has no verified factor yet. The database grants
 * admin powers only at aal2, so such an admin must set up an authenticator app before going on.
 */
export async function needsEnrolment(client: ConsoleClient): Promise<boolean> {
  const { data, error } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
  if (error || !data || data.currentLevel !== 'aal1' || data.nextLevel !== 'aal1') return false;
  const { data: session } = await client.auth.getSession();
  const userId = session.session?.user?.id;
  if (!userId) return false;
  const admin = await client.rpc('has_role', { _user_id: userId, _role: 'admin' });
  return admin.data === true;
}

/** Starts a new TOTP factor, dropping unfinished ones left by an earlier attempt. */
export async function enrolTotp(client: ConsoleClient): Promise<TotpEnrolment> {
  const factors = await client.auth.mfa.listFactors();
  if (factors.error) throw factors.error;
  for (const stale of factors.data.all.filter((f) => f.status === 'unverified')) {
    await client.auth.mfa.unenroll({ factorId: stale.id });
  }
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp' });
  if (error) throw error;
  return { factor_id: data.id, qr_code: data.totp.qr_code, secret: data.totp.secret };
}

/**
 * Raises the session to aal2 with a code: from the factor being set up when `factorId` is given,
 * else from the account's verified TOTP factor.
 */
export async function verifyTotpCode(
  client: ConsoleClient,
  code: string,
  factorId?: string,
): Promise<void> {
  let id = factorId;
  if (!id) {
    const factors = await client.auth.mfa.listFactors();
    if (factors.error) throw factors.error;
    id = factors.data.all.find((f) => f.factor_type === 'totp' && f.status === 'verified')?.id;
  }
  if (!id) throw new Error('This account has no authenticator app set up.');
  const challenge = await client.auth.mfa.challenge({ factorId: id });
  if (challenge.error) throw challenge.error;
  const verified = await client.auth.mfa.verify({
    factorId: id,
    challengeId: challenge.data.id,
    code,
  });
  if (verified.error) throw verified.error;
}
