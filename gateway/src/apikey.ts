import { LRUCache } from 'lru-cache';
import { errors } from './errors.ts';
import { JwtError, verifyJwt, type JwtClaims } from './jwt.ts';
import type { ProjectKeys } from './keys.ts';

/** Who a request runs as once its token has been checked. */
export interface Identity {
  role: string;
  claims: JwtClaims;
  /** `claims` as request.jwt.claims reads them: serialised once per verified token, not per request. */
  claimsJson: string;
}

function identityOf(role: string, claims: JwtClaims): Identity {
  return { role, claims, claimsJson: JSON.stringify(claims) };
}

/**
 * Reads the API key like Kong's key-auth: the `apikey` header in any case, else the `apikey` query
 * parameter (`query` is the URL's search without its `?`).
 */
export function findApiKey(headers: Headers, query: string): string | null {
  return headers.get('apikey') ?? (query ? new URLSearchParams(query).get('apikey') : null);
}

/**
 * Kong's rule (protocol §1.2): an Authorization header that is not `Bearer sb_…` passes through
 * unchanged; otherwise the API key itself becomes the bearer. Throws 401 when the key is missing or
 * is not one of the project's keys.
 */
export function effectiveAuthorization(headers: Headers, query: string, keys: ProjectKeys): string {
  const apikey = findApiKey(headers, query);
  if (apikey === null || apikey === '') throw errors.noApiKey();
  if (apikey !== keys.anonKey && apikey !== keys.serviceRoleKey) throw errors.invalidApiKey();
  const authorization = headers.get('authorization');
  if (authorization !== null && !/^bearer sb_/i.test(authorization)) return authorization;
  return `Bearer ${apikey}`;
}

/** Verified tokens kept per secret; the least recently used beyond this are verified again. */
export const CACHE_SIZE = 1000;
const SKEW_SECONDS = 30;
/**
 * Verified tokens by secret (like PostgREST's jwt-cache): the signature is checked once, the expiry
 * on every use. Keyed by the token itself, not by a string joining it to the secret, which would be
 * built and hashed anew on every request.
 */
const verified = new Map<string, LRUCache<string, Identity>>();

function stillValid(identity: Identity): boolean {
  const exp = identity.claims.exp;
  return typeof exp !== 'number' || exp + SKEW_SECONDS > Date.now() / 1000;
}

const BEARER = /^bearer\s*(.*)$/i;
const ANON: Identity = Object.freeze(identityOf('anon', Object.freeze({ role: 'anon' })));

/** The bearer token of an Authorization header, or null when there is none (the caller is anon). */
function bearerToken(authorization: string | null): string | null {
  const match = authorization === null ? null : BEARER.exec(authorization);
  return match ? (match[1] ?? '').trim() : null;
}

/**
 * The identity a request's token has already been verified as, while it is still within its
 * expiry; undefined when the token must go through `authenticate`. Synchronous, so the usual
 * request (a token seen before) does not wait a turn of the event loop for it.
 */
export function knownIdentity(authorization: string | null, jwtSecret: string): Identity | undefined {
  const token = bearerToken(authorization);
  if (token === null) return ANON;
  const cache = verified.get(jwtSecret);
  const cached = cache?.get(token);
  if (!cached) return undefined;
  if (stillValid(cached)) return cached;
  cache?.delete(token);
  return undefined;
}

/**
 * PostgREST's authentication: no bearer → anon; otherwise the HS256 signature and the time claims
 * are checked and `role` picks the database role (anon when absent).
 */
export async function authenticate(authorization: string | null, jwtSecret: string): Promise<Identity> {
  const known = knownIdentity(authorization, jwtSecret);
  if (known) return known;
  const token = bearerToken(authorization) ?? '';
  try {
    const claims = await verifyJwt(token, jwtSecret);
    const role = typeof claims.role === 'string' && claims.role !== '' ? claims.role : 'anon';
    const identity = identityOf(role, { ...claims, role });
    let cache = verified.get(jwtSecret);
    if (!cache) verified.set(jwtSecret, cache = new LRUCache({ max: CACHE_SIZE }));
    cache.set(token, identity);
    return identity;
  } catch (error) {
    if (error instanceof JwtError) {
      throw error.failure.kind === 'expired' ? errors.jwtClaims(error.message) : errors.jwtInvalid(error.message);
    }
    throw error;
  }
}
