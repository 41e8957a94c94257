// The islands' API client: @supabase/ssr's browser client, which reads and refreshes the session in
// the same cookies the server reads, with core's request policy (timeout, per-domain limiter,
// circuit breaker) as its fetch. One per page.
import { createBrowserClient, parseCookieHeader, serializeCookieHeader } from '@supabase/ssr';
import type { SupabaseClient } from '@supabase/supabase-js';
import { CLIENT_INFO } from '@rentals/core/api/client';
import { createPolicyFetch } from '@rentals/core/api/policyFetch';
import type { PublicEnv } from './publicEnv.ts';
import { sessionCookieOptions } from './sessionCookie.ts';

declare global {
  interface Window {
    __ENV?: Partial<PublicEnv>;
  }
}

let client: SupabaseClient | undefined;

/** The API settings the page was served with (window.__ENV). */
export function publicEnv(): PublicEnv {
  const env = window.__ENV;
  if (!env?.PUBLIC_SUPABASE_URL || !env.PUBLIC_SUPABASE_ANON_KEY) {
    throw new Error('The page was served without the API settings (window.__ENV).');
  }
  return env as PublicEnv;
}

export function browserClient(): SupabaseClient {
  if (client) return client;
  const env = publicEnv();
  client = createBrowserClient(env.PUBLIC_SUPABASE_URL, env.PUBLIC_SUPABASE_ANON_KEY, {
    global: { fetch: createPolicyFetch({ clientInfo: CLIENT_INFO }), headers: { 'X-Client-Info': CLIENT_INFO } },
    // The same lifetime and flags as the server writes (src/lib/sessionCookie.ts), not 400 days.
    cookies: {
      getAll: () => parseCookieHeader(document.cookie).map(({ name, value }) => ({ name, value: value ?? '' })),
      setAll: (list) => {
        const https = window.location.protocol === 'https:';
        for (const { name, value, options } of list) document.cookie = serializeCookieHeader(name, value, sessionCookieOptions(options, https));
      },
    },
  });
  return client;
}
