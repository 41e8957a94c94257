import type { Context } from 'hono';
import { scopeHeaders } from '../clientAddress.ts';
import type { GatewayContext } from '../context.ts';
import { JwtError, verifyJwt } from '../jwt.ts';
import type { RequestScope } from '../scope.ts';
import { storageErrors } from './errors.ts';

const ROLES = new Set(['anon', 'authenticated', 'service_role']);

/**
 * The caller's database scope, from `Authorization: Bearer` or else the apikey (§1.2): storage runs
 * its catalogue queries as this role so that RLS on storage.objects decides.
 */
export async function callerScope(c: Context, ctx: GatewayContext, readOnly: boolean): Promise<RequestScope> {
  const bearer = /^bearer\s+(.+)$/i.exec(c.req.header('authorization')?.trim() ?? '')?.[1];
  const token = bearer ?? c.req.header('apikey') ?? c.req.query('apikey');
  if (!token) throw storageErrors.invalidRequest("headers must have required property 'authorization'");
  let claims: Record<string, unknown>;
  try {
    claims = await verifyJwt(token, ctx.keys.jwtSecret);
  } catch (error) {
    if (error instanceof JwtError) {
      throw storageErrors.invalidJwt(error.failure.kind === 'expired' ? 'jwt expired' : error.message);
    }
    throw error;
  }
  const role = typeof claims.role === 'string' && ROLES.has(claims.role) ? claims.role : null;
  if (!role) throw storageErrors.invalidJwt('jwt role is not allowed');
  const headers = scopeHeaders(c);
  return {
    role: role as RequestScope['role'],
    claims,
    headers,
    method: c.req.method,
    path: c.req.path,
    readOnly,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The owner recorded on objects and buckets: the JWT's subject when it is a user id. */
export function ownerOf(scope: RequestScope): string | null {
  const sub = scope.claims.sub;
  return typeof sub === 'string' && UUID.test(sub) ? sub : null;
}
