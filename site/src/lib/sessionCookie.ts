// The session cookies (sb-<ref>-auth-token, written by @supabase/ssr on the server and in the
// islands): how long they live and their flags. @supabase/ssr always asks for 400 days; every
// write goes through here instead. Not HttpOnly: the islands read the session from them.

/**
 * 30 days. Each refresh of the session (at least hourly while the person uses the site) writes
 * the cookies again with a fresh 30 days, so only a month without a visit signs a person out.
 */
export const SESSION_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

export interface SessionCookieOptions {
  path?: string;
  domain?: string;
  maxAge?: number;
  expires?: Date;
  sameSite?: 'lax' | 'strict' | 'none' | boolean;
  secure?: boolean;
  httpOnly?: boolean;
}

/**
 * The options one session cookie is written with: at most 30 days (0 still removes it), SameSite
 * Lax, Secure when the visitor came over https.
 */
export function sessionCookieOptions<T extends SessionCookieOptions>(options: T, https: boolean): T {
  const { expires: _expires, ...rest } = options;
  const maxAge = options.maxAge === undefined ? SESSION_COOKIE_MAX_AGE_S : Math.min(Math.max(options.maxAge, 0), SESSION_COOKIE_MAX_AGE_S);
  return { ...rest, path: options.path ?? '/', sameSite: 'lax', httpOnly: false, secure: https, maxAge } as T;
}
