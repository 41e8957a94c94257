import type { Handler } from 'hono';
import { requireUser } from './caller.ts';
import type { AuthDeps } from './config.ts';
import { authErrors } from './errors.ts';

/** POST /logout?scope=global|local|others: deletes sessions (and with them their refresh tokens). */
export function logout(deps: AuthDeps): Handler {
  return async (c) => {
    const scope = c.req.query('scope') || 'global';
    if (!['global', 'local', 'others'].includes(scope)) {
      throw authErrors.validation('Unsupported logout scope');
    }
    const { user, sessionId } = await requireUser(c, deps);
    const pool = deps.ctx.adminPool;
    if (scope === 'local') await pool.query('delete from auth.sessions where id = $1', [sessionId]);
    if (scope === 'others') {
      await pool.query('delete from auth.sessions where user_id = $1 and id <> $2', [user.row.id, sessionId]);
    }
    if (scope === 'global') await pool.query('delete from auth.sessions where user_id = $1', [user.row.id]);
    return c.body(null, 204);
  };
}
