import { createServerClient, parseCookieHeader } from '@supabase/ssr';
import type { AstroCookies } from 'astro';
import type { SupabaseClient } from '@supabase/supabase-js';
import { CLIENT_INFO } from '@rentals/core/api/client';
import { gatewayFetch, visitorUsesHttps } from './gatewayFetch.ts';
import { readPublicEnv } from './publicEnv.ts';
import { sessionCookieOptions } from './sessionCookie.ts';

/**
 * The visitor's client for one request: @supabase/ssr reads the session from the request's cookies
 * and writes refreshed tokens back through Astro's cookies, so the next response carries them.
 */
export function createRequestClient(request: Request, cookies: AstroCookies): SupabaseClient {
  const env = readPublicEnv();
  if (!env.PUBLIC_SUPABASE_URL || !env.PUBLIC_SUPABASE_ANON_KEY) {
    throw new Error('PUBLIC_SUPABASE_URL and PUBLIC_SUPABASE_ANON_KEY must be set');
  }
  // The auth client reads the cookies before every call it makes; the request's header is parsed once.
  let parsed: { name: string; value: string }[] | undefined;
  return createServerClient(env.PUBLIC_SUPABASE_URL, env.PUBLIC_SUPABASE_ANON_KEY, {
    global: { headers: { 'X-Client-Info': CLIENT_INFO }, fetch: gatewayFetch() },
    cookies: {
      getAll: () =>
        (parsed ??= parseCookieHeader(request.headers.get('cookie') ?? '').map(({ name, value }) => ({ name, value: value ?? '' }))),
      setAll: (list) => {
        const https = visitorUsesHttps();
        for (const { name, value, options } of list)
          cookies.set(name, value, sessionCookieOptions(options, https) as Parameters<AstroCookies['set']>[2]);
      },
    },
  });
}

/** Whether the request carries a session cookie at all, so visitors cost no auth round trip. */
export function hasSessionCookie(request: Request): boolean {
  return parseCookieHeader(request.headers.get('cookie') ?? '').some(({ name }) => /^sb-.+-auth-token(\.\d+)?$/.test(name));
}
