import type { Context } from 'hono';
import { str } from './body.ts';
import type { AuthDeps } from './config.ts';
import { inTransaction } from './db.ts';
import { authErrors } from './errors.ts';
import { redeemAuthCode } from './pkce.ts';
import { clientIp } from './rateLimit.ts';
import { sessionResponse, startSession } from './session.ts';

/** grant_type=pkce: the auth code from an emailed link's redirect plus the verifier open the session. */
export async function pkceGrant(c: Context, deps: AuthDeps, body: Record<string, unknown>) {
  const authCode = str(body.auth_code) ?? '';
  const verifier = str(body.code_verifier) ?? '';
  if (!authCode || !verifier) {
    throw authErrors.validation('invalid request: both auth code and code verifier should be non-empty');
  }
  const meta = { userAgent: c.req.header('user-agent'), ip: clientIp(c) };
  return inTransaction(deps.ctx.adminPool, async (client) => {
    const { userId, method } = await redeemAuthCode(client, authCode, verifier);
    const { sessionId, refreshToken } = await startSession(client, userId, method, meta);
    return sessionResponse(client, deps, userId, sessionId, refreshToken);
  });
}
