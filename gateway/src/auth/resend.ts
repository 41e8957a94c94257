import type { Handler } from 'hono';
import { normaliseEmail } from './accounts.ts';
import { readBody, str } from './body.ts';
import type { AuthDeps } from './config.ts';
import { inTransaction } from './db.ts';
import { emailLink } from './emailLink.ts';
import { authErrors } from './errors.ts';
import { providerErrors } from './providers.ts';
import type { Limiter } from './rateLimit.ts';
import { allowedRedirect } from './redirect.ts';
import { findUserIdByEmail, loadUser } from './users.ts';

/** POST /resend {type: signup|email_change, email}: mails the pending link again; {} either way. */
export function resend(deps: AuthDeps, emailLimiter: Limiter): Handler {
  const { ctx } = deps;
  return async (c) => {
    const body = await readBody(c);
    const type = str(body.type);
    if (type === 'sms' || type === 'phone_change') {
      if (!str(body.phone)) throw authErrors.validation('Type provided requires a phone number');
    } else if (type !== 'signup' && type !== 'email_change') {
      throw authErrors.validation('Unsupported resend type');
    }
    if (str(body.email) && str(body.phone)) throw authErrors.validation('Only an email address or phone number should be provided.');
    if (!str(body.email) && str(body.phone)) throw providerErrors.phoneLoginsDisabled(400);
    const email = normaliseEmail(body.email);
    await emailLimiter.consume(c, email);
    const redirectTo = allowedRedirect(ctx, c.req.query('redirect_to'));
    await inTransaction(ctx.adminPool, async (client) => {
      if (type === 'signup') {
        const userId = await findUserIdByEmail(client, email);
        const user = userId ? await loadUser(client, userId) : null;
        if (user && !user.row.email_confirmed_at) {
          await emailLink(client, ctx, { userId: user.row.id, email, type: 'confirmation', redirectTo, send: true });
        }
        return;
      }
      const { rows } = await client.query<{ id: string }>(
        `select id from auth.users where lower(email_change) = $1 and email_change_sent_at is not null`,
        [email],
      );
      if (rows[0]) await emailLink(client, ctx, { userId: rows[0].id, email, type: 'email_change', redirectTo, send: true });
    });
    return c.json({});
  };
}
