import bcrypt from 'bcryptjs';
import type { Context } from 'hono';
import { beginSignInAttempt, signInSucceeded } from './accountLimit.ts';
import type { SignedInCaller } from './caller.ts';
import type { AuthDeps } from './config.ts';
import { AuthError, authErrors } from './errors.ts';
import { spendNonce } from './reauthenticate.ts';

/** GoTrue's "recently signed in": a session younger than this may set a new password without a nonce. */
export const RECENT_SESSION_HOURS = 24;

/**
 * GoTrue's checks before a new password is set, in its order. With secure password change on
 * (GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION), a session older than 24 hours must
 * bring a nonce from GET /reauthenticate; a fresh one needs nothing more. With the current-password
 * setting on, `current_password` is required, except in a recovery session. A `current_password`
 * that is sent is always checked, even when not required: a client that asks for the check gets it.
 * Runs after the new password passed its own rules and before the same-password check.
 */
export async function authorisePasswordChange(
  c: Context,
  deps: AuthDeps,
  caller: SignedInCaller,
  proof: { currentPassword?: string | undefined; nonce?: string | undefined },
): Promise<void> {
  const pool = deps.ctx.adminPool;
  const { config } = deps;
  const { rows } = await pool.query<{ recent: boolean; recovery: boolean }>(
    `select s.created_at > now() - make_interval(hours => $2) as recent,
            exists (select 1 from auth.mfa_amr_claims m
                    where m.session_id = s.id and m.authentication_method = 'recovery') as recovery
     from auth.sessions s where s.id = $1`,
    [caller.sessionId, RECENT_SESSION_HOURS],
  );
  const session = rows[0];
  if (!session) throw authErrors.sessionNotFound();
  const { row } = caller.user;
  if (config.updatePasswordRequireReauthentication && !session.recent) {
    if (proof.nonce === undefined) throw authErrors.reauthenticationNeeded();
    await spendNonce(pool, row, proof.nonce, row.email ? config.otpExp : config.sms.otpExp);
  }
  if (!row.encrypted_password || session.recovery) return;
  if (proof.currentPassword === undefined || proof.currentPassword === '') {
    if (config.updatePasswordRequireCurrentPassword) {
      throw new AuthError(400, 'current_password_required', 'Current password required when setting new password.');
    }
    return;
  }
  // Guesses of the current password spend the account's sign-in budget, as sign-ins do.
  const account = row.email?.toLowerCase() || row.phone;
  if (account) await beginSignInAttempt(c, pool, config, account);
  if (!(await bcrypt.compare(proof.currentPassword, row.encrypted_password))) throw authErrors.currentPasswordInvalid();
  if (account) await signInSucceeded(pool, account);
}
