import bcrypt from 'bcryptjs';
import type { Context } from 'hono';
import { beginSignInAttempt, signInSucceeded } from './accountLimit.ts';
import type { SignedInCaller } from './caller.ts';
import type { AuthDeps } from './config.ts';
import { authErrors } from './errors.ts';
import { spendNonce } from './reauthenticate.ts';

/** Sessions opened from an emailed link or code: the mailbox already proved who is asking. */
const LINK_METHODS = ['recovery', 'otp', 'invite'];

/**
 * GoTrue's secure password change: a token alone may not set a new password. The caller proves it
 * with the current password or a nonce from GET /reauthenticate, unless the session itself came
 * from an emailed link (a password recovery). Runs after the new password passed its own checks.
 */
export async function authorisePasswordChange(
  c: Context,
  deps: AuthDeps,
  caller: SignedInCaller,
  proof: { currentPassword?: string | undefined; nonce?: string | undefined },
): Promise<void> {
  const pool = deps.ctx.adminPool;
  const { rows } = await pool.query<{ method: string }>(
    'select authentication_method as method from auth.mfa_amr_claims where session_id = $1',
    [caller.sessionId],
  );
  if (rows.some((row) => LINK_METHODS.includes(row.method))) return;
  const { row } = caller.user;
  if (proof.currentPassword !== undefined) {
    // Guesses of the current password spend the account's sign-in budget, as sign-ins do.
    if (row.email) await beginSignInAttempt(c, pool, deps.config, row.email.toLowerCase());
    const matches = row.encrypted_password ? await bcrypt.compare(proof.currentPassword, row.encrypted_password) : false;
    if (!matches) throw authErrors.currentPasswordInvalid();
    if (row.email) await signInSucceeded(pool, row.email.toLowerCase());
    return;
  }
  if (proof.nonce !== undefined) return spendNonce(pool, row, proof.nonce, deps.config.otpExp);
  throw authErrors.reauthenticationNeeded();
}
