import type { Context } from 'hono';
import { JwtError, verifyJwt, type JwtClaims } from '../jwt.ts';
import type { AuthDeps } from './config.ts';
import { authErrors } from './errors.ts';
import { loadUser, type LoadedUser } from './users.ts';

/** The token of `Authorization: Bearer <token>`, if any. */
export function bearerToken(c: Context): string | null {
  const header = c.req.header('authorization');
  const match = header ? /^bearer\s+(.+)$/i.exec(header.trim()) : null;
  return match?.[1] ?? null;
}

async function verified(token: string, deps: AuthDeps): Promise<JwtClaims> {
  try {
    return await verifyJwt(token, deps.ctx.keys.jwtSecret);
  } catch (error) {
    if (error instanceof JwtError) {
      throw authErrors.badJwt(error.failure.kind === 'expired' ? 'token is expired' : error.message);
    }
    throw error;
  }
}

export interface SignedInCaller {
  claims: JwtClaims;
  user: LoadedUser;
  sessionId: string;
  aal: string;
}

/** The signed-in user behind the bearer token, whose session must still exist (GoTrue's requireAuthentication). */
export async function requireUser(c: Context, deps: AuthDeps): Promise<SignedInCaller> {
  const token = bearerToken(c);
  if (!token) throw authErrors.noAuthorization();
  const claims = await verified(token, deps);
  if (typeof claims.sub !== 'string' || !claims.sub) throw authErrors.missingSub();
  const user = await loadUser(deps.ctx.adminPool, claims.sub);
  if (!user || user.row.deleted_at) throw authErrors.userNotFound();
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : '';
  const { rows } = await deps.ctx.adminPool.query<{ aal: string }>(
    'select aal from auth.sessions where id = $1::uuid and user_id = $2',
    [/^[0-9a-f-]{36}$/i.test(sessionId) ? sessionId : '00000000-0000-0000-0000-000000000000', claims.sub],
  );
  if (!rows[0]) throw authErrors.sessionNotFound();
  return { claims, user, sessionId, aal: rows[0].aal };
}

const ADMIN_ROLES = new Set(['service_role', 'supabase_admin']);

/** Admin endpoints accept the service-role key (or any token with an admin role) as bearer or apikey. */
export async function requireAdmin(c: Context, deps: AuthDeps): Promise<JwtClaims> {
  const token = bearerToken(c) ?? c.req.header('apikey') ?? c.req.query('apikey');
  if (!token) throw authErrors.noAuthorization();
  const claims = await verified(token, deps);
  if (typeof claims.role !== 'string' || !ADMIN_ROLES.has(claims.role)) throw authErrors.notAdmin();
  return claims;
}
