import type { Handler } from 'hono';
import { audit } from './audit.ts';
import { requireAdmin } from './caller.ts';
import type { AuthDeps } from './config.ts';
import { inTransaction } from './db.ts';
import { authErrors } from './errors.ts';
import { deleteFactor } from './factorRemoval.ts';
import { factorJson, type FactorRow } from './users.ts';

async function factorsOf(deps: AuthDeps, userId: string): Promise<FactorRow[]> {
  const { rows } = await deps.ctx.adminPool.query<FactorRow>(
    'select * from auth.mfa_factors where user_id::text = $1 order by created_at',
    [userId],
  );
  return rows;
}

/** GET /admin/users/:id/factors */
export function listFactorsAsAdmin(deps: AuthDeps): Handler {
  return async (c) => {
    await requireAdmin(c, deps);
    return c.json((await factorsOf(deps, c.req.param('id') ?? '')).map(factorJson));
  };
}

/** DELETE /admin/users/:id/factors/:factorId */
export function deleteFactorAsAdmin(deps: AuthDeps): Handler {
  return async (c) => {
    const claims = await requireAdmin(c, deps);
    const factor = (await factorsOf(deps, c.req.param('id') ?? '')).find((f) => f.id === c.req.param('factorId'));
    if (!factor) throw authErrors.factorNotFound();
    await inTransaction(deps.ctx.adminPool, async (client) => {
      await deleteFactor(client, factor.id);
      // The actor is the admin key's holder, not a user: GoTrue records the service role the same way.
      await audit(client, c, {
        actorId: typeof claims.sub === 'string' ? claims.sub : '', actorUsername: String(claims.role ?? 'service_role'),
        action: 'factor_deleted', logType: 'factor', traits: { factor_id: factor.id, user_id: factor.user_id },
      });
    });
    return c.json(factorJson(factor));
  };
}
