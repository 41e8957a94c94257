import type { Handler } from 'hono';
import { createUser, normaliseEmail } from './accounts.ts';
import { obj, readBody } from './body.ts';
import { requireAdmin } from './caller.ts';
import type { AuthDeps } from './config.ts';
import { inTransaction } from './db.ts';
import { emailLink } from './emailLink.ts';
import { authErrors } from './errors.ts';
import { allowedRedirect } from './redirect.ts';
import { findUserIdByEmail, loadUser, userJson } from './users.ts';

/** POST /invite (admin): creates the user if needed and mails an invite link (/verify?type=invite). */
export function invite(deps: AuthDeps): Handler {
  const { ctx } = deps;
  return async (c) => {
    await requireAdmin(c, deps);
    const body = await readBody(c);
    const email = normaliseEmail(body.email);
    const redirectTo = allowedRedirect(ctx, c.req.query('redirect_to'));
    const user = await inTransaction(ctx.adminPool, async (client) => {
      const existing = await findUserIdByEmail(client, email);
      if (existing && (await loadUser(client, existing))?.row.email_confirmed_at) throw authErrors.emailExists();
      const userId =
        existing ??
        (await createUser(client, { email, passwordHash: null, userMetadata: obj(body.data) ?? {}, confirmed: false, invited: true }));
      await client.query('update auth.users set invited_at = coalesce(invited_at, now()) where id = $1', [userId]);
      await emailLink(client, ctx, { userId, email, type: 'invite', redirectTo, send: true });
      return loadUser(client, userId);
    });
    if (!user) throw authErrors.userNotFound(404);
    return c.json(userJson(user));
  };
}
