import type { Handler } from 'hono';
import { normaliseEmail } from './accounts.ts';
import { readBody } from './body.ts';
import type { AuthDeps } from './config.ts';
import { inTransaction } from './db.ts';
import { authErrors } from './errors.ts';
import { emailLink } from './emailLink.ts';
import type { Limiter } from './rateLimit.ts';
import { allowedRedirect } from './redirect.ts';
import { findUserIdByEmail } from './users.ts';
import { readCodeChallenge } from './pkce.ts';

/** POST /recover: mails a recovery link; answers {} whether or not the account exists. */
export function recover(deps: AuthDeps, emailLimiter: Limiter): Handler {
  const { ctx } = deps;
  return async (c) => {
    const body = await readBody(c);
    if (typeof body.email !== 'string' || !body.email.trim()) {
      throw authErrors.validation('Password recovery requires an email');
    }
    const email = normaliseEmail(body.email);
    const pkce = readCodeChallenge(body);
    await emailLimiter.consume(c, email);
    const redirectTo = allowedRedirect(ctx, c.req.query('redirect_to'));
    await inTransaction(ctx.adminPool, async (client) => {
      const userId = await findUserIdByEmail(client, email);
      if (!userId) return;
      await emailLink(client, ctx, { userId, email, type: 'recovery', redirectTo, send: true, pkce });
    });
    return c.json({});
  };
}
