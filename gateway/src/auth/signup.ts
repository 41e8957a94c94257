import type { Handler } from 'hono';
import type { Limiter } from './rateLimit.ts';
import { createUser, normaliseEmail } from './accounts.ts';
import { obj, readBody, str } from './body.ts';
import type { AuthDeps } from './config.ts';
import { inTransaction } from './db.ts';
import { authErrors } from './errors.ts';
import { emailLink } from './emailLink.ts';
import { checkPassword, hashPassword } from './password.ts';
import { clientIp } from './rateLimit.ts';
import { allowedRedirect } from './redirect.ts';
import { sessionResponse, startSession } from './session.ts';
import { findUserIdByEmail, loadUser, userJson } from './users.ts';
import { readCodeChallenge } from './pkce.ts';

/** POST /signup: email + password (or anonymous). Autoconfirm gives a session, else a confirmation mail. */
export function signup(deps: AuthDeps, emailLimiter: Limiter): Handler {
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
        // Anti-enumeration: a confirmed account answers like a fresh sign-up, without a mail.
        if (loaded?.row.email_confirmed_at) return null;
      }
      const id =
        existing ?? (await createUser(client, { email, passwordHash, userMetadata: data, confirmed: false }));
      await emailLink(client, ctx, { userId: id, email, type: 'confirmation', redirectTo, send: true, pkce });
      return loadUser(client, id);
    });
    if (!user) return c.json(fakeUser(email, data));
    return c.json(userJson(user));
  };
}

function fakeUser(email: string, data: Record<string, unknown>) {
  const now = new Date().toISOString();
  return {
    id: crypto.randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
