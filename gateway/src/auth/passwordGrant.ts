import type { Context } from 'hono';
import { beginSignInAttempt, signInSucceeded } from './accountLimit.ts';
import { str } from './body.ts';
import type { AuthDeps } from './config.ts';
import { inTransaction } from './db.ts';
import { authErrors } from './errors.ts';
import { phoneErrors } from './phone.ts';
import { verifyPassword } from './password.ts';
import { clientIp } from './rateLimit.ts';
import { sessionResponse, startSession } from './session.ts';
import type { UserRow } from './users.ts';

/** grant_type=password: one error for an unknown email and a wrong password, as GoTrue does. */
export async function passwordGrant(c: Context, deps: AuthDeps, body: Record<string, unknown>) {
  const email = str(body.email)?.trim().toLowerCase();
  const password = str(body.password) ?? '';
  if (!email && !str(body.phone)) throw authErrors.validation('missing email or phone');
  if (!email) throw phoneErrors.loginsDisabled(422);
  // Unknown emails are limited the same way, so the answer never tells which accounts exist.
  if (email) await beginSignInAttempt(c, deps.ctx.adminPool, deps.config, email);
  const { rows } = await deps.ctx.adminPool.query<UserRow>(
    `select * from auth.users where lower(email) = $1 and is_sso_user = false and deleted_at is null`,
    [email ?? ''],
  );
  const user = rows[0];
  const matches = await verifyPassword(password, user?.encrypted_password);
  if (!user || !matches) throw authErrors.invalidCredentials();
  await signInSucceeded(deps.ctx.adminPool, email ?? '');
  if (user.banned_until && user.banned_until > new Date()) throw authErrors.userBanned();
  if (!user.email_confirmed_at) throw authErrors.emailNotConfirmed();
  const meta = { userAgent: c.req.header('user-agent'), ip: clientIp(c) };
  return inTransaction(deps.ctx.adminPool, async (client) => {
    const { sessionId, refreshToken } = await startSession(client, user.id, 'password', meta);
    return sessionResponse(client, deps, user.id, sessionId, refreshToken);
  });
}
