import type { Handler } from 'hono';
import { requireUser } from './caller.ts';
import type { AuthDeps } from './config.ts';
import { authErrors } from './errors.ts';
import { CHALLENGE_EXPIRY_SECONDS } from './totp.ts';

/** POST /factors/:id/challenge: a challenge the next /verify call answers with a TOTP code. */
export function challengeFactor(deps: AuthDeps): Handler {
  return async (c) => {
    const { user } = await requireUser(c, deps);
    const factor = user.factors.find((f) => f.id === c.req.param('id'));
    if (!factor) throw authErrors.factorNotFound();
    const { rows } = await deps.ctx.adminPool.query<{ id: string; expires_at: number }>(
      `insert into auth.mfa_challenges (factor_id) values ($1)
       returning id, (extract(epoch from created_at) + $2)::bigint::int as expires_at`,
      [factor.id, CHALLENGE_EXPIRY_SECONDS],
    );
    await deps.ctx.adminPool.query('update auth.mfa_factors set last_challenged_at = now() where id = $1', [factor.id]);
    return c.json({ id: rows[0]!.id, type: 'totp', expires_at: rows[0]!.expires_at });
  };
}
