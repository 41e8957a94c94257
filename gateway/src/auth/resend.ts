import type { Handler } from 'hono';
import { normaliseEmail } from './accounts.ts';
import { readBody, str } from './body.ts';
import type { AuthDeps } from './config.ts';
import { inTransaction } from './db.ts';
import { requestEmailChange } from './emailChange.ts';
import { emailLink } from './emailLink.ts';
import { authErrors } from './errors.ts';
import { indianPhone, phoneErrors, requirePhone } from './phone.ts';
import { resendPhoneCode } from './phoneChange.ts';
import { readCodeChallenge } from './pkce.ts';
import type { Limiter } from './rateLimit.ts';
import { allowedRedirect } from './redirect.ts';
import { findUserIdByEmail, findUserIdByPhone, loadUser } from './users.ts';

const TYPES = new Set(['signup', 'email_change', 'sms', 'phone_change']);

/**
 * POST /resend {type, email}: mails the pending link again, in GoTrue's order of checks; {} whether
 * or not there was one. `email_change` names the account by its current address (or number) and
 * sends the change's links again, both of them with secure email change. `sms` and `phone_change`
 * text the waiting code again (phoneChange.ts).
 */
export function resend(deps: AuthDeps, emailLimiter: Limiter, smsLimiter: Limiter): Handler {
  const { ctx } = deps;
  return async (c) => {
    const body = await readBody(c);
    const type = str(body.type) ?? '';
    const email = str(body.email) ?? '';
    const phone = str(body.phone) ?? '';
    if (!TYPES.has(type)) throw authErrors.validation('Missing one of these types: signup, email_change, sms, phone_change');
    const pkce = type === 'signup' || type === 'email_change' ? readCodeChallenge(body) : null;
    if (!email && type === 'signup') throw authErrors.validation('Type provided requires an email address');
    if (!phone && type === 'sms') throw authErrors.validation('Type provided requires a phone number');
    if (email && phone) throw authErrors.validation('Only an email address or phone number should be provided.');
    if (phone) requirePhone(deps.config, () => phoneErrors.loginsDisabled(400));
    if (!email && !phone) throw authErrors.validation('Missing email address or phone number');
    const address = email ? normaliseEmail(email) : null;
    if (type === 'sms' || type === 'phone_change') {
      return c.json(await resendPhoneCode(c, deps, { type, phone, email: address }, smsLimiter));
    }
    const number = phone ? indianPhone(phone) : null;
    await emailLimiter.consume(c, address ?? undefined);
    const redirectTo = allowedRedirect(ctx, c.req.query('redirect_to'));
    await inTransaction(ctx.adminPool, async (client) => {
      const userId = address ? await findUserIdByEmail(client, address) : await findUserIdByPhone(client, number!);
      const user = userId ? await loadUser(client, userId) : null;
      if (!user) return;
      if (type === 'signup' && address && !user.row.email_confirmed_at) {
        await emailLink(client, ctx, { userId: user.row.id, email: address, type: 'confirmation', redirectTo, send: true, pkce });
      }
      if (type === 'email_change' && user.row.email_change) {
        await emailLimiter.consume(c, user.row.email_change);
        await requestEmailChange(client, deps, { user: user.row, newEmail: user.row.email_change, redirectTo, pkce });
      }
    });
    return c.json({});
  };
}
