import crypto from 'node:crypto';
import type pg from 'pg';
import { signJwt } from '../jwt.ts';
import type { AuthDeps } from './config.ts';
import { authErrors } from './errors.ts';
import { loadUser, userJson } from './users.ts';

/** amr methods GoTrue records: password, otp, totp, recovery, invite, email/signup, anonymous, ... */
export type AuthMethod = 'password' | 'otp' | 'totp' | 'recovery' | 'invite' | 'email/signup' | 'email_change' | 'anonymous';

export function newRefreshToken(): string {
  return crypto.randomBytes(24).toString('base64url');
}

export async function insertRefreshToken(
  client: pg.ClientBase,
  userId: string,
  sessionId: string,
  parent: string | null,
): Promise<string> {
  const token = newRefreshToken();
  await client.query(
    'insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)',
    [token, userId, sessionId, parent],
  );
  return token;
}

export async function addAmrClaim(client: pg.ClientBase, sessionId: string, method: AuthMethod): Promise<void> {
  await client.query(
    `insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2)
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [sessionId, method],
  );
}

/** Records a sign-in: last_sign_in_at on the user, and on public.profiles when the app schema has it. */
async function recordSignIn(client: pg.ClientBase, userId: string): Promise<void> {
  await client.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [userId]);
  await client.query(
    `update auth.identities set last_sign_in_at = now() where user_id = $1 and provider = 'email'`,
    [userId],
  );
  // The auth server must also run against a database without the app's schema.
  const { rows } = await client.query<{ present: boolean }>(
    `select to_regclass('public.profiles') is not null and exists (
       select 1 from pg_attribute
       where attrelid = to_regclass('public.profiles') and attname = 'last_login_at' and not attisdropped
     ) as present`,
  );
  if (rows[0]?.present) {
    // The profile belongs to the app's schema: a failure there must not stop the sign-in.
    await client.query('savepoint profile_login');
    try {
      await client.query('update public.profiles set last_login_at = now() where user_id = $1', [userId]);
      await client.query('release savepoint profile_login');
    } catch (error) {
      await client.query('rollback to savepoint profile_login');
      console.warn('could not record last_login_at on public.profiles', error);
    }
  }
}

/** Opens a new aal1 session for `userId` signed in by `method`; returns its id and first refresh token. */
export async function startSession(
  client: pg.ClientBase,
  userId: string,
  method: AuthMethod,
  meta: { userAgent?: string | undefined; ip?: string | undefined } = {},
): Promise<{ sessionId: string; refreshToken: string }> {
  const { rows } = await client.query<{ id: string }>(
    'insert into auth.sessions (user_id, user_agent, ip) values ($1, $2, $3) returning id',
    [userId, meta.userAgent ?? null, meta.ip && meta.ip !== 'unknown' ? meta.ip : null],
  );
  const sessionId = rows[0]!.id;
  await addAmrClaim(client, sessionId, method);
  await recordSignIn(client, userId);
  return { sessionId, refreshToken: await insertRefreshToken(client, userId, sessionId, null) };
}

/** The session object of a token response, with a freshly signed access token. */
export async function sessionResponse(
  client: pg.ClientBase,
  deps: AuthDeps,
  userId: string,
  sessionId: string,
  refreshToken: string,
) {
  const user = await loadUser(client, userId);
  if (!user) throw authErrors.userNotFound();
  const session = await client.query<{ aal: string }>('select aal from auth.sessions where id = $1', [sessionId]);
  if (!session.rows[0]) throw authErrors.sessionNotFound();
  const amr = await client.query<{ method: string; timestamp: number }>(
    `select authentication_method as method, extract(epoch from updated_at)::bigint::int as timestamp
     from auth.mfa_amr_claims where session_id = $1 order by updated_at desc`,
    [sessionId],
  );
  const { row } = user;
  const claims = {
    iss: `${deps.ctx.apiUrl}/auth/v1`,
    sub: row.id,
    aud: row.aud,
    email: row.email ?? '',
    phone: row.phone ?? '',
    app_metadata: row.raw_app_meta_data,
    user_metadata: row.raw_user_meta_data,
    role: row.role,
    aal: session.rows[0].aal,
    amr: amr.rows,
    session_id: sessionId,
    is_anonymous: row.is_anonymous,
  };
  const accessToken = await signJwt(claims, deps.ctx.keys.jwtSecret, deps.config.jwtExp);
  // expires_at is the token's own exp, read back so the two never differ across a second boundary.
  const { exp } = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString('utf8')) as { exp: number };
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: deps.config.jwtExp,
    expires_at: exp,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

export type SessionJson = Awaited<ReturnType<typeof sessionResponse>>;
