import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { readBrowserEnv } from './publicEnv.ts';

let client: SupabaseClient | undefined;

/** The one browser client of the back office (one session, one auto-refresh timer per tab). */
export function getSupabaseClient(): SupabaseClient {
  if (!client) {
    const env = readBrowserEnv();
    client = createClient(env.PUBLIC_SUPABASE_URL, env.PUBLIC_SUPABASE_ANON_KEY);
  }
  return client;
}
