import { errors } from './errors.ts';
import { JwtError, verifyJwt, type JwtClaims } from './jwt.ts';
import type { ProjectKeys } from './keys.ts';

/** Who a request runs as once its token has been checked. */
export interface Identity {
  role: string;
  claims: JwtClaims;
}

/** Reads the API key like Kong's key-auth: the `apikey` header in any case, else the `apikey` query parameter. */
export function findApiKey(headers: Headers, url: URL): string | null {
  return headers.get('apikey') ?? url.searchParams.get('apikey');
}

/**
 * Kong's rule (protocol §1.2): an Authorization header that is not `Bearer sb_…` passes through
 * unchanged; otherwise the API key itself becomes the bearer. Throws 401 when the key is missing or
 * is not one of the project's keys.
 */
export function effectiveAuthorization(headers: Headers, url: URL, keys: ProjectKeys): string {
  const apikey = findApiKey(headers, url);
  if (apikey === null || apikey === '') throw errors.noApiKey();
  if (apikey !== keys.anonKey && apikey !== keys.serviceRoleKey) throw errors.invalidApiKey();
  const authorization = headers.get('authorization');
  if (authorization !== null && !/^bearer sb_/i.test(authorization)) return authorization;
  return `Bearer ${apikey}`;
}

const CACHE_SIZE = 1000;
const SKEW_SECONDS = 30;
/** Verified tokens (like PostgREST's jwt-cache): the signature is checked once, the expiry on every use. */
const verified = new Map<string, Identity>();

function stillValid(identity: Identity): boolean {
  const exp = identity.claims.exp;
  return typeof exp !== 'number' || exp + SKEW_SECONDS > Date.now() / 1000;
}

/**
 * PostgREST's authentication: no bearer → anon; otherwise the HS256 signature and the time claims
 * are checked and `role` picks the database role (anon when absent).
 */
export async function authenticate(authorization: string | null, jwtSecret: string): Promise<Identity> {
  const match = authorization === null ? null : /^bearer\s*(.*)$/i.exec(authorization);
  if (!match) return { role: 'anon', claims: { role: 'anon' } };
  const token = (match[1] ?? '').trim();
  const key = `${jwtSecret}\0${token}`;
  const cached = verified.get(key);
  if (cached) {
    if (stillValid(cached)) return cached;
    verified.delete(key);
  }
  try {
    const claims = await verifyJwt(token, jwtSecret);
    const role = typeof claims.role === 'string' && claims.role !== '' ? claims.role : 'anon';
    const identity = { role, claims: { ...claims, role } };
    if (verified.size >= CACHE_SIZE) verified.delete(verified.keys().next().value as string);
    verified.set(key, identity);
    return identity;
  } catch (error) {
    if (error instanceof JwtError) {
      throw error.failure.kind === 'expired' ? errors.jwtClaims(error.message) : errors.jwtInvalid(error.message);
    }
    throw error;
  }
}
