import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { gatewayFetch } from './gatewayFetch.ts';
import { readPublicEnv } from './publicEnv.ts';

/**
 * A per-request anon client for server-side reads. No session is stored or refreshed: the server
 * renders public data only, and one client must never carry one visitor's session to another.
 */
export function createServerClient(fetchImpl?: typeof fetch): SupabaseClient {
  const env = readPublicEnv();
  if (!env.PUBLIC_SUPABASE_URL || !env.PUBLIC_SUPABASE_ANON_KEY) {
    throw new Error('PUBLIC_SUPABASE_URL and PUBLIC_SUPABASE_ANON_KEY must be set');
  }
  return createClient(env.PUBLIC_SUPABASE_URL, env.PUBLIC_SUPABASE_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: gatewayFetch(fetchImpl) },
  });
}
