import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { gatewayFetch } from './gatewayFetch.ts';
import { readPublicEnv } from './publicEnv.ts';

let shared: { url: string; key: string; client: SupabaseClient } | undefined;

/**
 * The anon client for server-side reads of public data, one per process. It holds no session and
 * has no auth client at all (the anon key is every call's bearer), so nothing of one visitor can
 * reach another; the visitor's address is added to each call as it is made (gatewayFetch). Built
 * once: a client per request cost a fresh auth, realtime and storage client each time.
 */
export function publicClient(): SupabaseClient {
  const env = readPublicEnv();
  if (!env.PUBLIC_SUPABASE_URL || !env.PUBLIC_SUPABASE_ANON_KEY) {
    throw new Error('PUBLIC_SUPABASE_URL and PUBLIC_SUPABASE_ANON_KEY must be set');
  }
  if (shared?.url !== env.PUBLIC_SUPABASE_URL || shared.key !== env.PUBLIC_SUPABASE_ANON_KEY) {
    const client = createClient(env.PUBLIC_SUPABASE_URL, env.PUBLIC_SUPABASE_ANON_KEY, {
      // No session: the anon key is the bearer of every call.
      accessToken: async () => null,
      global: { fetch: gatewayFetch() },
    });
    shared = { url: env.PUBLIC_SUPABASE_URL, key: env.PUBLIC_SUPABASE_ANON_KEY, client };
  }
  return shared.client;
}
