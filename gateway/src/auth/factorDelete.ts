import type { Handler } from 'hono';
import { audit } from './audit.ts';
import { requireUser } from './caller.ts';
import type { AuthDeps } from './config.ts';
import { inTransaction } from './db.ts';
import { authErrors } from './errors.ts';
import { deleteFactor } from './factorRemoval.ts';

/** DELETE /factors/:id: a verified factor can only be removed from an aal2 session. */
export function unenrollFactor(deps: AuthDeps): Handler {
  return async (c) => {
    const caller = await requireUser(c, deps);
    const factor = caller.user.factors.find((f) => f.id === c.req.param('id'));
    if (!factor) throw authErrors.factorNotFound();
    if (factor.status === 'verified' && caller.aal !== 'aal2') {
      throw authErrors.insufficientAal('AAL2 required to unenroll verified factor');
    }
    await inTransaction(deps.ctx.adminPool, async (client) => {
      await deleteFactor(client, factor.id);
      await audit(client, c, {
        actorId: caller.user.row.id, actorUsername: caller.user.row.email, action: 'factor_unenrolled', logType: 'factor',
        traits: { factor_id: factor.id, factor_status: factor.status },
      });
    });
    return c.json({ id: factor.id });
  };
}
