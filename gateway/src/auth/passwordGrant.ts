import type { Context } from 'hono';
import { beginSignInAttempt, signInSucceeded } from './accountLimit.ts';
import { str } from './body.ts';
import type { AuthDeps } from './config.ts';
import { inTransaction } from './db.ts';
import { AuthError, authErrors } from './errors.ts';
import { normalisePhone, phoneErrors, requirePhone } from './phone.ts';
import { verifyPassword } from './password.ts';
import { clientIp } from './rateLimit.ts';
import { sessionResponse, startSession } from './session.ts';
import type { UserRow } from './users.ts';

/**
 * grant_type=password with an email or (phone sign-in on) a phone number: one error for an unknown
 * account and a wrong password, as GoTrue does. Failures count per account, the email or the number.
 */
export async function passwordGrant(c: Context, deps: AuthDeps, body: Record<string, unknown>) {
  const email = str(body.email)?.trim().toLowerCase();
  const password = str(body.password) ?? '';
  if (!email && !str(body.phone)) throw authErrors.validation('missing email or phone');
  if (email && str(body.phone)) throw authErrors.validation('Only an email address or phone number should be provided on login.');
  if (!email) requirePhone(deps.config, () => phoneErrors.loginsDisabled(422));
  // GoTrue only strips the number's '+' and spaces here; a number that is not E.164 finds nobody.
  const phone = email ? null : safePhone(str(body.phone)!);
  const account = email ?? phone ?? '';
  // Unknown accounts are limited the same way, so the answer never tells which accounts exist.
  await beginSignInAttempt(c, deps.ctx.adminPool, deps.config, account);
  const { rows } = await deps.ctx.adminPool.query<UserRow>(
    email
      ? `select * from auth.users where lower(email) = $1 and is_sso_user = false and deleted_at is null`
      : `select * from auth.users where phone = $1 and is_sso_user = false and deleted_at is null`,
    [account],
  );
  const user = rows[0];
  const matches = await verifyPassword(password, user?.encrypted_password, deps.config);
  if (!user || !matches) throw authErrors.invalidCredentials();
  await signInSucceeded(deps.ctx.adminPool, account);
  if (user.banned_until && user.banned_until > new Date()) throw authErrors.userBanned();
  if (email && !user.email_confirmed_at) throw authErrors.emailNotConfirmed();
  if (!email && !user.phone_confirmed_at) throw new AuthError(400, 'phone_not_confirmed', 'Phone not confirmed');
  const meta = { userAgent: c.req.header('user-agent'), ip: clientIp(c) };
  return inTransaction(deps.ctx.adminPool, async (client) => {
    const { sessionId, refreshToken } = await startSession(client, user.id, 'password', meta);
    return sessionResponse(client, deps, user.id, sessionId, refreshToken);
  });
}

/** The number as GoTrue looks it up; one that is not E.164 is kept as typed, and matches nobody. */
function safePhone(raw: string): string {
  try {
    return normalisePhone(raw);
  } catch {
    return raw.replace(/^\+/, '').replaceAll(' ', '');
  }
}
