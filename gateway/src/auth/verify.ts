import type { Handler } from 'hono';
import { readBody, str } from './body.ts';
import type { AuthDeps } from './config.ts';
import { inTransaction } from './db.ts';
import { AuthError, authErrors } from './errors.ts';
import { tokenHash } from './otp.ts';
import { clientIp } from './rateLimit.ts';
import { allowedRedirect } from './redirect.ts';
import { isVerificationType, redeemEmailToken } from './verifyToken.ts';

/**
 * GET /verify (the emailed link; an open route, no apikey): 303 to redirect_to with the session in
 * the URL hash, or with error keys in the hash when the link is invalid or expired.
 */
export function verifyLinkGet(deps: AuthDeps): Handler {
  return async (c) => {
    const redirectTo = allowedRedirect(deps.ctx, c.req.query('redirect_to'));
    const hash = c.req.query('token') ?? '';
    const type = c.req.query('type');
    const meta = { userAgent: c.req.header('user-agent'), ip: clientIp(c, deps.config.rateLimitHeader) };
    try {
      if (!isVerificationType(type)) throw authErrors.validation('Verify requires a verification type');
      const session = await inTransaction(deps.ctx.adminPool, (client) =>
        redeemEmailToken(client, deps, hash, type, meta),
      );
      const params = new URLSearchParams({
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: 'bearer',
        type,
        sb: '',
      });
      return c.redirect(`${redirectTo}#${params.toString()}`, 303);
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      const params = new URLSearchParams({
        error: 'access_denied',
        error_code: error.code,
        error_description: error.code === 'otp_expired' ? 'Email link is invalid or has expired' : error.message,
        sb: '',
      });
      return c.redirect(`${redirectTo}#${params.toString()}`, 303);
    }
  };
}

/** POST /verify (verifyOtp): {type, token_hash} or {type, email, token}; answers the session. */
export function verifyOtpPost(deps: AuthDeps): Handler {
  return async (c) => {
    const body = await readBody(c);
    const type = str(body.type);
    if (!isVerificationType(type)) throw authErrors.validation('Verify requires a verification type');
    const email = str(body.email)?.trim().toLowerCase();
    const token = str(body.token);
    const hash = str(body.token_hash) ?? (email && token ? tokenHash(email, token) : undefined);
    if (!hash) throw authErrors.validation('Verify requires either a token or a token hash');
    const meta = { userAgent: c.req.header('user-agent'), ip: clientIp(c, deps.config.rateLimitHeader) };
    return c.json(await inTransaction(deps.ctx.adminPool, (client) => redeemEmailToken(client, deps, hash, type, meta)));
  };
}
