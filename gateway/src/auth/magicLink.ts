import type { Handler } from 'hono';
import { createUser, normaliseEmail } from './accounts.ts';
import { obj, readBody, str } from './body.ts';
import type { AuthDeps } from './config.ts';
import { inTransaction } from './db.ts';
import { emailLink } from './emailLink.ts';
import { AuthError, authErrors } from './errors.ts';
import { phoneOtp } from './phoneSignIn.ts';
import type { Limiter } from './rateLimit.ts';
import { allowedRedirect } from './redirect.ts';
import { findUserIdByEmail, loadUser } from './users.ts';
import { readCodeChallenge } from './pkce.ts';

/**
 * POST /otp (signInWithOtp): mails a magic link and code; an unknown email is signed up first
 * (unless create_user is false), and then gets a confirmation link instead, as GoTrue does. A phone
 * number is texted a code instead (phoneSignIn.ts).
 */
export function magicLink(deps: AuthDeps, emailLimiter: Limiter, smsLimiter: Limiter): Handler {
  const { ctx, config } = deps;
  return async (c) => {
    const body = await readBody(c);
    // GoTrue's checks: one of email or phone; a phone is texted a code (phoneSignIn.ts).
    if (body.email !== undefined && body.phone !== undefined && body.email !== '' && body.phone !== '') {
      throw authErrors.validation('Only an email address or phone number should be provided');
    }
    if (str(body.email) && body.channel !== undefined && body.channel !== null && body.channel !== '') {
      throw authErrors.validation('Channel should only be specified with Phone OTP');
    }
    if (!str(body.email) && str(body.phone)) return c.json(await phoneOtp(c, deps, body, smsLimiter));
    if (body.email === undefined || body.email === '') throw authErrors.validation('One of email or phone must be set');
    const email = normaliseEmail(body.email);
    const pkce = readCodeChallenge(body);
    await emailLimiter.consume(c, email);
    const redirectTo = allowedRedirect(ctx, c.req.query('redirect_to'));
    await inTransaction(ctx.adminPool, async (client) => {
      let userId = await findUserIdByEmail(client, email);
      if (!userId) {
        if (body.create_user === false || config.disableSignup) {
          throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
        }
        userId = await createUser(client, { email, passwordHash: null, userMetadata: obj(body.data) ?? {}, confirmed: false });
      }
      const user = await loadUser(client, userId);
      const type = user?.row.email_confirmed_at ? 'magiclink' : 'confirmation';
      await emailLink(client, ctx, { userId, email, type, redirectTo, send: true, pkce });
    });
    return c.json({});
  };
}
