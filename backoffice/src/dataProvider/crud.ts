import { forRaSupabase, type ConsoleClient } from '../supabase.ts';
import type { DataProvider } from 'react-admin';
import { supabaseDataProvider } from 'ra-supabase';
import type { PublicEnv } from '../publicEnv.ts';

/** ra-supabase's PostgREST CRUD; requests carry the signed-in user's token from the client. */
export function createCrudProvider(env: PublicEnv, client: ConsoleClient): DataProvider {
  return supabaseDataProvider({
    instanceUrl: env.PUBLIC_SUPABASE_URL,
    apiKey: env.PUBLIC_SUPABASE_ANON_KEY,
    supabaseClient: forRaSupabase(client),
  });
}
