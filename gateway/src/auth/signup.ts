import type { Handler } from 'hono';
import type { Limiter } from './rateLimit.ts';
import { createUser, normaliseEmail } from './accounts.ts';
import { obj, readBody, str } from './body.ts';
import type { AuthDeps } from './config.ts';
import { inTransaction } from './db.ts';
import { authErrors } from './errors.ts';
import { phoneSignup } from './phoneSignIn.ts';
import { emailLink } from './emailLink.ts';
import { checkPassword, hashPassword } from './password.ts';
import { clientIp } from './rateLimit.ts';
import { allowedRedirect } from './redirect.ts';
import { sessionResponse, startSession } from './session.ts';
import { sendMail } from './mailer.ts';
import { EXISTING_ACCOUNT_MAIL, mailLanguage } from './mailText.ts';
import { findUserIdByEmail, loadUser, userJson, type LoadedUser } from './users.ts';
import { readCodeChallenge } from './pkce.ts';

/**
 * POST /signup: email + password (or anonymous). Autoconfirm gives a session, else a confirmation
 * mail; phone + password waits for a texted code (phoneSignIn.ts).
 */
export function signup(deps: AuthDeps, emailLimiter: Limiter, smsLimiter: Limiter): Handler {
  const { ctx, config } = deps;
  return async (c) => {
    const body = await readBody(c);
    const data = obj(body.data) ?? {};
    const meta = { userAgent: c.req.header('user-agent'), ip: clientIp(c) };
    if (body.email === undefined && body.phone === undefined) {
      if (!config.anonymousUsers) throw authErrors.anonymousDisabled();
      const session = await inTransaction(ctx.adminPool, async (client) => {
        const id = await createUser(client, { email: null, passwordHash: null, userMetadata: data, confirmed: false, isAnonymous: true });
        const started = await startSession(client, id, 'anonymous', meta);
        return sessionResponse(client, deps, id, started.sessionId, started.refreshToken);
      });
      return c.json(session);
    }
    if (config.disableSignup) throw authErrors.signupDisabled();
    if (body.email === undefined && str(body.phone)) return c.json(await phoneSignup(c, deps, body, smsLimiter));
    const email = normaliseEmail(body.email);
    const password = str(body.password);
    if (!password) throw authErrors.validation('Signup requires a valid password');
    checkPassword(password, config);
    const pkce = readCodeChallenge(body);
    const passwordHash = await hashPassword(password, config);

    if (config.mailerAutoconfirm) {
      const session = await inTransaction(ctx.adminPool, async (client) => {
        const id = await createUser(
          client,
          { email, passwordHash, userMetadata: data, confirmed: true },
          authErrors.userAlreadyExists,
        );
        const started = await startSession(client, id, 'password', meta);
        return sessionResponse(client, deps, id, started.sessionId, started.refreshToken);
      });
      return c.json(session);
    }

    await emailLimiter.consume(c, email);
    const redirectTo = allowedRedirect(ctx, c.req.query('redirect_to'));
    const user = await inTransaction(ctx.adminPool, async (client) => {
      const existing = await findUserIdByEmail(client, email);
      if (existing) {
        const loaded = await loadUser(client, existing);
        // The address has an account: the answer looks like a fresh sign-up's, so it tells nobody
        // that the account exists, and the owner hears of the attempt instead.
        if (loaded?.row.email_confirmed_at) {
          const mail = EXISTING_ACCOUNT_MAIL[await mailLanguage(client, loaded.row.id)];
          await sendMail(client, { to: loaded.row.email ?? email, subject: mail.subject, body: mail.body });
          return null;
        }
      }
      const id =
        existing ?? (await createUser(client, { email, passwordHash, userMetadata: data, confirmed: false }));
      await emailLink(client, ctx, { userId: id, email, type: 'confirmation', redirectTo, send: true, pkce });
      return loadUser(client, id);
    });
    return c.json(userJson(user ?? newUserLookalike(email, data)));
  };
}

/**
 * What a fresh, unconfirmed sign-up of `email` looks like (its own ids, now as its times), for an
 * address that already has an account: field for field what `createUser` and the confirmation
 * link would have written, so the two answers cannot be told apart.
 */
function newUserLookalike(email: string, data: Record<string, unknown>): LoadedUser {
  const id = crypto.randomUUID();
  const now = new Date();
  return {
    row: {
      id, aud: 'authenticated', role: 'authenticated', email, phone: null, encrypted_password: null,
      email_confirmed_at: null, phone_confirmed_at: null, confirmed_at: null, confirmation_sent_at: now,
      recovery_sent_at: null, invited_at: null, email_change: '', email_change_sent_at: null, phone_change: '', phone_change_sent_at: null, last_sign_in_at: null,
      raw_app_meta_data: { provider: 'email', providers: ['email'] }, raw_user_meta_data: data,
      created_at: now, updated_at: now, banned_until: null, deleted_at: null, is_anonymous: false,
    },
    identities: [{
      id: crypto.randomUUID(), provider_id: id, user_id: id, provider: 'email', last_sign_in_at: null,
      identity_data: { sub: id, email, email_verified: false, phone_verified: false },
      created_at: now, updated_at: now, email: email.toLowerCase(),
    }],
    factors: [],
  };
}
