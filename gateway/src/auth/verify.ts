import type { Handler } from 'hono';
import { readBody, str } from './body.ts';
import type { AuthDeps } from './config.ts';
import { inTransaction } from './db.ts';
import { AuthError, authErrors } from './errors.ts';
import { tokenHash } from './otp.ts';
import { clientIp } from './rateLimit.ts';
import { allowedRedirect } from './redirect.ts';
import { PKCE_PREFIX } from './pkce.ts';
import { isVerificationType, redeemEmailToken, redeemEmailTokenForCode } from './verifyToken.ts';

/**
 * GET /verify (the emailed link; an open route, no apikey): 303 to redirect_to with the session in
 * the URL hash, or, for a PKCE link, with a one-time `code` in the query; errors go in both.
 */
export function verifyLinkGet(deps: AuthDeps): Handler {
  return async (c) => {
    const redirectTo = allowedRedirect(deps.ctx, c.req.query('redirect_to'));
    const token = c.req.query('token') ?? '';
    const pkce = token.startsWith(PKCE_PREFIX);
    const hash = pkce ? token.slice(PKCE_PREFIX.length) : token;
    const type = c.req.query('type');
    const meta = { userAgent: c.req.header('user-agent'), ip: clientIp(c) };
    try {
      if (!isVerificationType(type)) throw authErrors.validation('Verify requires a verification type');
      if (pkce) {
        const code = await inTransaction(deps.ctx.adminPool, (client) => redeemEmailTokenForCode(client, deps, hash, type));
        return c.redirect(withQuery(redirectTo, new URLSearchParams({ code })), 303);
      }
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
      return c.redirect(`${withQuery(redirectTo, params)}#${params.toString()}`, 303);
    }
  };
}

/** The URL with `params` added to its query, before any fragment. */
function withQuery(url: string, params: URLSearchParams): string {
  const hashAt = url.indexOf('#');
  const base = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const fragment = hashAt >= 0 ? url.slice(hashAt) : '';
  return `${base}${base.includes('?') ? '&' : '?'}${params.toString()}${fragment}`;
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
    const meta = { userAgent: c.req.header('user-agent'), ip: clientIp(c) };
    return c.json(await inTransaction(deps.ctx.adminPool, (client) => redeemEmailToken(client, deps, hash, type, meta)));
  };
}
