import type { Handler } from 'hono';
import { readBody, str } from './body.ts';
import { requireUser } from './caller.ts';
import type { AuthDeps } from './config.ts';
import { inTransaction } from './db.ts';
import { authErrors } from './errors.ts';
import { addAmrClaim, insertRefreshToken, sessionResponse } from './session.ts';
import { CHALLENGE_EXPIRY_SECONDS, totpMatches } from './totp.ts';

/**
 * POST /factors/:id/verify: checks the code against the challenge, marks the factor verified and
 * upgrades the caller's session to aal2 (amr gains totp), answering a new session.
 */
export function verifyFactor(deps: AuthDeps): Handler {
  return async (c) => {
    const caller = await requireUser(c, deps);
    const factor = caller.user.factors.find((f) => f.id === c.req.param('id'));
    if (!factor) throw authErrors.factorNotFound();
    const body = await readBody(c);
    const challengeId = str(body.challenge_id) ?? '';
    const code = str(body.code) ?? '';
    const session = await inTransaction(deps.ctx.adminPool, async (client) => {
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
      if (!totpMatches(factor.secret, code)) return 'failed' as const;
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
