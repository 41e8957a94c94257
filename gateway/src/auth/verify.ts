import type { Handler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { normaliseEmail } from './accounts.ts';
import { readBody, str } from './body.ts';
import type { AuthDeps } from './config.ts';
import { inTransaction } from './db.ts';
import { SINGLE_CONFIRMATION_ACCEPTED } from './emailChange.ts';
import { AuthError, authErrors } from './errors.ts';
import { tokenHash } from './otp.ts';
import { verifyPhoneOtp } from './phoneVerify.ts';
import { PKCE_PREFIX } from './pkce.ts';
import { clientIp } from './rateLimit.ts';
import { allowedRedirect } from './redirect.ts';
import { isEmailVerificationType, redeemEmailToken, redeemEmailTokenForCode } from './verifyToken.ts';

/** The OAuth error name GoTrue puts beside a failed link's error code, by HTTP status. */
const OAUTH_ERRORS: Partial<Record<ContentfulStatusCode, string>> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

const invalidEmailType = () => authErrors.validation('Invalid email verification type');

/**
 * GET /verify (the emailed link; an open route, no apikey): 303 to redirect_to with the session in
 * the URL hash, or, for a PKCE link, with a one-time `code` in the query; errors go in both, named
 * by status as GoTrue names them. The first of an email change's two links answers with GoTrue's
 * `message` instead.
 */
export function verifyLinkGet(deps: AuthDeps): Handler {
  return async (c) => {
    const type = c.req.query('type') ?? '';
    const token = c.req.query('token') ?? '';
    if (!type) throw authErrors.validation('Verify requires a verification type');
    if (!token) throw authErrors.validation('Verify requires a token or a token hash');
    const redirectTo = allowedRedirect(deps.ctx, c.req.query('redirect_to'));
    const pkce = token.startsWith(PKCE_PREFIX);
    const hash = pkce ? token.slice(PKCE_PREFIX.length) : token;
    const meta = { userAgent: c.req.header('user-agent'), ip: clientIp(c) };
    try {
      if (!isEmailVerificationType(type)) throw invalidEmailType();
      if (pkce) {
        const code = await inTransaction(deps.ctx.adminPool, (client) => redeemEmailTokenForCode(client, deps, hash, type));
        if (code === 'awaiting_other') return c.redirect(withMessage(redirectTo, true), 303);
        return c.redirect(withQuery(redirectTo, new URLSearchParams({ code })), 303);
      }
      const session = await inTransaction(deps.ctx.adminPool, (client) =>
        redeemEmailToken(client, deps, hash, type, meta, authErrors.emailLinkExpired),
      );
      if (session === 'awaiting_other') return c.redirect(withMessage(redirectTo, false), 303);
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
        ...(OAUTH_ERRORS[error.status] ? { error: OAUTH_ERRORS[error.status]! } : {}),
        error_code: error.code,
        error_description: error.message,
      });
      const hashParams = new URLSearchParams(params);
      hashParams.set('sb', '');
      return c.redirect(`${withQuery(redirectTo, params).split('#')[0]}#${hashParams.toString()}`, 303);
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

/** GoTrue's redirect after the first of two email-change links: the message in the hash (and query, for PKCE). */
function withMessage(redirectTo: string, pkce: boolean): string {
  const message = new URLSearchParams({ message: SINGLE_CONFIRMATION_ACCEPTED });
  const base = pkce ? withQuery(redirectTo, message) : redirectTo.split('#')[0]!;
  return `${base.split('#')[0]}#${message.toString()}&sb=`;
}

/**
 * POST /verify (verifyOtp): {type, token_hash} or {type, email, token} (or {type, phone, token}:
 * phoneVerify.ts), checked in GoTrue's order; answers the session, or GoTrue's `msg` for the first
 * of an email change's two links.
 */
export function verifyOtpPost(deps: AuthDeps): Handler {
  return async (c) => {
    const body = await readBody(c);
    const type = str(body.type) ?? '';
    const token = str(body.token) ?? '';
    const givenHash = str(body.token_hash) ?? '';
    const email = str(body.email) ?? '';
    const phone = str(body.phone) ?? '';
    if (!type) throw authErrors.validation('Verify requires a verification type');
    if (!token === !givenHash) throw authErrors.validation('Verify requires either a token or a token hash');
    let hash = givenHash;
    let expired = authErrors.emailLinkExpired;
    if (token) {
      if (phone && !email) return c.json(await verifyPhoneOtp(c, deps, { type, phone, token }));
      if (!email || phone) throw authErrors.validation('Only an email address or phone number should be provided on verify');
      try {
        hash = tokenHash(normaliseEmail(email), token);
      } catch {
        throw authErrors.validation422('Invalid email format');
      }
      // A type no emailed code has (sms or phone_change given an email, or one GoTrue does not know)
      // finds no code for that address, as in GoTrue.
      if (!isEmailVerificationType(type)) throw authErrors.otpExpired();
      expired = authErrors.otpExpired;
    } else {
      if (email || phone || body.redirect_to !== undefined) throw authErrors.validation('Only the token_hash and type should be provided');
      if (!isEmailVerificationType(type)) throw invalidEmailType();
    }
    const meta = { userAgent: c.req.header('user-agent'), ip: clientIp(c) };
    const session = await inTransaction(deps.ctx.adminPool, (client) => redeemEmailToken(client, deps, hash, type, meta, expired));
    if (session === 'awaiting_other') return c.json({ msg: SINGLE_CONFIRMATION_ACCEPTED, code: '200' });
    return c.json(session);
  };
}
