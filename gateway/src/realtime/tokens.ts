// Who a channel runs as: the access token of the join (or of a later access_token message), else
// the API key the socket connected with, checked as Supabase's Realtime checks it: a valid
// signature, `role` and `exp` present, not expired.
import { decodeJwt } from 'jose';
import { JwtError, verifyJwt, type JwtClaims } from '../jwt.ts';

export interface ChannelIdentity {
  token: string;
  role: string;
  claims: JwtClaims;
  /** When the token expires, in seconds since the epoch. */
  exp: number;
}

export class TokenError extends Error {
  /** The code Realtime puts before the message in a join's error reply. */
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

/** Realtime's words for a token past its time: 'Token has expired 12 seconds ago'. */
export function expiredMessage(exp: number, now = Date.now() / 1000): string {
  return `Token has expired ${Math.max(0, Math.floor(now - exp))} seconds ago`;
}

export async function channelIdentity(token: string, jwtSecret: string): Promise<ChannelIdentity> {
  let claims: JwtClaims;
  try {
    claims = await verifyJwt(token, jwtSecret);
  } catch (error) {
    if (error instanceof JwtError && error.failure.kind === 'expired') {
      const exp = Number(decodeJwt(token).exp ?? 0);
      throw new TokenError('InvalidJWTToken', expiredMessage(exp));
    }
    if (token.split('.').length !== 3) throw new TokenError('MalformedJWT', 'The token provided is not a valid JWT');
    throw new TokenError('JwtSignatureError', 'Failed to validate JWT signature');
  }
  if (typeof claims.role !== 'string' || typeof claims.exp !== 'number') {
    throw new TokenError('InvalidJWTToken', 'Fields `role` and `exp` are required in JWT');
  }
  if (claims.exp <= Date.now() / 1000) throw new TokenError('InvalidJWTToken', expiredMessage(claims.exp));
  return { token, role: claims.role, claims, exp: claims.exp };
}
