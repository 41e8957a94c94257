import { forRaSupabase, type ConsoleClient } from '../supabase.ts';
import type { DataProvider } from 'react-admin';
import { supabaseDataProvider } from 'ra-supabase';
import type { PublicEnv } from '../publicEnv.ts';
import { withSearch } from './listSearch.ts';
import { RPC_LISTS } from './rpcLists.ts';

type Named = Parameters<(typeof RPC_LISTS)[string]>[0];

/**
 * ra-supabase's PostgREST CRUD (requests carry the signed-in user's token from the client), with
 * each list's search box read as PostgREST filters, and the lists a database function serves
 * answered by the named method that calls it.
 */
export function createCrudProvider(env: PublicEnv, client: ConsoleClient, named: Named): DataProvider {
  const postgrest = supabaseDataProvider({
    instanceUrl: env.PUBLIC_SUPABASE_URL,
    apiKey: env.PUBLIC_SUPABASE_ANON_KEY,
    supabaseClient: forRaSupabase(client),
  });
  return {
    ...postgrest,
    getList: (resource, params) => {
      const own = RPC_LISTS[resource];
      return own ? own(named, params) : postgrest.getList(resource, withSearch(resource, params));
    },
  };
}
