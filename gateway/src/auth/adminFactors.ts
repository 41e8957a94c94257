import type { Context, Handler } from 'hono';
import { audit } from './audit.ts';
import { namedUser, targetUser, UUID } from './adminUser.ts';
import { requireAdmin } from './caller.ts';
import type { AuthDeps } from './config.ts';
import { inTransaction } from './db.ts';
import { authErrors } from './errors.ts';
import { deleteFactor } from './factorRemoval.ts';
import { factorJson } from './users.ts';

/** GET /admin/users/:id/factors: the user's factors; a user that does not exist is a 404, as in GoTrue. */
export function listFactorsAsAdmin(deps: AuthDeps): Handler {
  return async (c) => c.json((await targetUser(c, deps)).factors.map(factorJson));
}

/** The factor `:factorId` of the user `:id` (GoTrue's loadUser, then loadFactor). */
async function namedFactor(c: Context, deps: AuthDeps) {
  const user = await namedUser(c, deps);
  const factorId = c.req.param('factorId') ?? '';
  if (!UUID.test(factorId)) throw authErrors.notAUuid('factor_id');
  const factor = user.factors.find((f) => f.id === factorId.toLowerCase());
  if (!factor) throw authErrors.factorNotFound();
  return factor;
}

/** DELETE /admin/users/:id/factors/:factorId */
export function deleteFactorAsAdmin(deps: AuthDeps): Handler {
  return async (c) => {
    const claims = await requireAdmin(c, deps);
    const factor = await namedFactor(c, deps);
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
