// The islands' client: @supabase/ssr's browser client shares the session cookies the server reads,
// and core's request policy (timeout, limiter, circuit breaker) is its fetch.
import { createBrowserClient } from '@supabase/ssr';
import type { SupabaseClient } from '@supabase/supabase-js';
import { CLIENT_INFO } from '@rentals/core/api/client';
import { createPolicyFetch } from '@rentals/core/api/policyFetch';
import type { PublicEnv } from '../publicEnv.ts';

declare global {
  interface Window {
    __ENV?: PublicEnv;
  }
}

let client: SupabaseClient | undefined;

export function publicEnv(): PublicEnv {
  const env = window.__ENV;
  if (!env?.PUBLIC_SUPABASE_URL || !env.PUBLIC_SUPABASE_ANON_KEY) throw new Error('The page carries no API settings');
  return env;
}

/** One client per page. */
export function browserClient(): SupabaseClient {
  if (client) return client;
  const env = publicEnv();
  client = createBrowserClient(env.PUBLIC_SUPABASE_URL, env.PUBLIC_SUPABASE_ANON_KEY, {
    global: { headers: { 'X-Client-Info': CLIENT_INFO }, fetch: createPolicyFetch({ clientInfo: CLIENT_INFO }) },
  });
  return client;
}
