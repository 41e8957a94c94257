import { SignJWT, jwtVerify, errors, type JWTPayload } from 'jose';

/** Clock skew PostgREST allows on exp, nbf and iat. */
const CLOCK_TOLERANCE_SECONDS = 30;

export type JwtClaims = JWTPayload & Record<string, unknown>;

export type JwtFailure =
  | { kind: 'expired'; message: 'JWT expired' }
  | { kind: 'invalid'; message: string };

export class JwtError extends Error {
  readonly failure: JwtFailure;
  constructor(failure: JwtFailure) {
    super(failure.message);
    this.name = 'JwtError';
    this.failure = failure;
  }
}

const encoder = new TextEncoder();

/**
 * Signs HS256 claims with the project secret; iat is `issuedAt` (default now, in seconds) and exp
 * `expiresInSeconds` after it.
 */
export async function signJwt(
  claims: JwtClaims, secret: string, expiresInSeconds: number, issuedAt = Math.floor(Date.now() / 1000),
): Promise<string> {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + expiresInSeconds)
    .sign(encoder.encode(secret));
}

/**
 * Verifies an HS256 token signed with the project secret and returns its claims.
 * Throws JwtError with PostgREST's wording: 'JWT expired' or why the token is invalid.
 */
export async function verifyJwt(token: string, secret: string): Promise<JwtClaims> {
  if (!token) throw new JwtError({ kind: 'invalid', message: 'Empty JWT is sent in Authorization header' });
  const parts = token.split('.').length;
  if (parts !== 3) throw new JwtError({ kind: 'invalid', message: `Expected 3 parts in JWT; got ${parts}` });
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), {
      algorithms: ['HS256', 'HS384', 'HS512'],
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
    });
    return payload as JwtClaims;
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new JwtError({ kind: 'expired', message: 'JWT expired' });
    if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'nbf') {
      throw new JwtError({ kind: 'invalid', message: 'JWT not yet valid' });
    }
    throw new JwtError({ kind: 'invalid', message: 'JWT cryptographic operation failed' });
  }
}
