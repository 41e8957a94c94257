import { AuthClient } from '@supabase/auth-js';
import { PostgrestClient } from '@supabase/postgrest-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import { readBrowserEnv } from './publicEnv.ts';
import { sessionStorageKey } from './sessionKey.ts';

/**
 * What the console uses of a Supabase client: the session (auth), tables and SQL functions.
 * Realtime, storage and edge functions are never used here, and supabase-js brings them all into
 * the sign-in page's first load (about a third of its 55 KB gzipped).
 */
export type ConsoleClient = Pick<SupabaseClient, 'auth' | 'from' | 'rpc' | 'schema'>;

let client: ConsoleClient | undefined;

/** The one browser client of the back office (one session, one auto-refresh timer per tab). */
export function getSupabaseClient(): ConsoleClient {
  if (!client) {
    const env = readBrowserEnv();
    client = createConsoleClient(env.PUBLIC_SUPABASE_URL, env.PUBLIC_SUPABASE_ANON_KEY);
  }
  return client;
}

/**
 * The parts supabase-js's createClient would build, built the same way: the session kept under the
 * same storage key (so a session signed in before stays signed in), and every API call sent with
 * the key and the session's token, or the key alone when signed out.
 */
export function createConsoleClient(url: string, key: string, fetchImpl: typeof fetch = (...args) => fetch(...args)): ConsoleClient {
  const base = new URL(url.endsWith('/') ? url : `${url}/`);
  const auth = new AuthClient({
    url: new URL('auth/v1', base).href,
    headers: { Authorization: `Bearer ${key}`, apikey: key },
    storageKey: sessionStorageKey(base.href),
    autoRefreshToken: true,
    persistSession: true,
    detectSessionInUrl: true,
    flowType: 'implicit',
    fetch: fetchImpl,
  });
  const withSession: typeof fetch = async (input, init) => {
    const { data } = await auth.getSession();
    const headers = new Headers(init?.headers);
    if (!headers.has('apikey')) headers.set('apikey', key);
    if (!headers.has('Authorization')) headers.set('Authorization', `Bearer ${data.session?.access_token ?? key}`);
    return fetchImpl(input, { ...init, headers });
  };
  const rest = new PostgrestClient(new URL('rest/v1', base).href, { fetch: withSession });
  // supabase-js's own client types auth as its subclass of AuthClient, which adds nothing.
  return {
    auth: auth as ConsoleClient['auth'],
    from: rest.from.bind(rest) as ConsoleClient['from'],
    rpc: rest.rpc.bind(rest) as ConsoleClient['rpc'],
    schema: rest.schema.bind(rest) as ConsoleClient['schema'],
  };
}

/**
 * The client as ra-supabase's providers type it. They read only its `auth` (ra-supabase-core 3.5:
 * sessions, sign-in and sign-out, password updates), which the console client has.
 */
export function forRaSupabase(client: ConsoleClient): SupabaseClient {
  return client as SupabaseClient;
}
