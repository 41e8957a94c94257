import type { Handler } from 'hono';
import { factorAttempted, lockFactorAttempts } from './accountLimit.ts';
import { audit } from './audit.ts';
import { readBody, str } from './body.ts';
import { requireUser } from './caller.ts';
import type { AuthDeps } from './config.ts';
import { inTransaction } from './db.ts';
import { authErrors } from './errors.ts';
import { addAmrClaim, insertRefreshToken, sessionResponse } from './session.ts';
import { CHALLENGE_EXPIRY_SECONDS, totpStep } from './totp.ts';

/**
 * POST /factors/:id/verify: checks the code against the challenge, marks the factor verified and
 * upgrades the caller's session to aal2 (amr gains totp), answering a new session. A code is
 * accepted once per factor: its time step must be newer than the last accepted one, checked under
 * the factor's row lock so two verifies of one code cannot both pass. Wrong codes count per account
 * in the database (accountLimit.ts), shared by every gateway process and kept across restarts.
 */
export function verifyFactor(deps: AuthDeps): Handler {
  return async (c) => {
    const caller = await requireUser(c, deps);
    const factor = caller.user.factors.find((f) => f.id === c.req.param('id'));
    if (!factor) throw authErrors.factorNotFound();
    const others = caller.user.factors.some((f) => f.id !== factor.id && f.status === 'verified');
    if (factor.status === 'unverified' && others && caller.aal !== 'aal2') {
      throw authErrors.insufficientAal('AAL2 required to verify an additional factor', 422);
    }
    const body = await readBody(c);
    const challengeId = str(body.challenge_id) ?? '';
    const code = str(body.code) ?? '';
    const session = await inTransaction(deps.ctx.adminPool, async (client) => {
      await lockFactorAttempts(c, client, deps.config, caller.user.row.id);
      const { rows } = await client.query<{ expired: boolean; verified: boolean }>(
        `select created_at < now() - make_interval(secs => $3) as expired, verified_at is not null as verified
         from auth.mfa_challenges where id::text = $1 and factor_id = $2 for update`,
        [challengeId, factor.id, CHALLENGE_EXPIRY_SECONDS],
      );
      const challenge = rows[0];
      if (!challenge || challenge.verified) throw authErrors.challengeNotFound();
      if (challenge.expired) {
        await client.query('delete from auth.mfa_challenges where id = $1', [challengeId]);
        return null;
      }
      const locked = await client.query<{ last_used_time_step: string | null }>(
        'select last_used_time_step from auth.mfa_factors where id = $1 for update',
        [factor.id],
      );
      const step = totpStep(factor.secret, code);
      const lastUsed = locked.rows[0]?.last_used_time_step;
      const accepted = step !== null && (lastUsed == null || step > Number(lastUsed));
      await factorAttempted(client, deps.config, caller.user.row.id, accepted ? 'accepted' : step === null ? 'wrong' : 'replayed');
      await audit(client, c, {
        actorId: caller.user.row.id, actorUsername: caller.user.row.email, action: 'verification_attempted',
        logType: 'factor', traits: { factor_id: factor.id, success: accepted },
      });
      if (!accepted) return 'failed' as const;
      await client.query('update auth.mfa_factors set last_used_time_step = $2 where id = $1', [factor.id, step]);
      await client.query('update auth.mfa_challenges set verified_at = now() where id = $1', [challengeId]);
      await client.query(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`, [factor.id]);
      await client.query(`update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`, [
        caller.sessionId,
        factor.id,
      ]);
      await addAmrClaim(client, caller.sessionId, 'totp');
      const active = await client.query<{ token: string }>(
        `update auth.refresh_tokens set revoked = true, updated_at = now()
         where session_id = $1 and not revoked returning token`,
        [caller.sessionId],
      );
      const token = await insertRefreshToken(client, caller.user.row.id, caller.sessionId, active.rows.at(-1)?.token ?? null);
      return sessionResponse(client, deps, caller.user.row.id, caller.sessionId, token);
    });
    if (session === null) throw authErrors.challengeExpired(challengeId);
    if (session === 'failed') throw authErrors.verificationFailed();
    return c.json(session);
  };
}
