// The one factory for the Supabase client (spec 7): session in local storage, auto refresh,
// session from the URL, PKCE, and the request policy as its fetch.
import { createClient } from '@supabase/supabase-js';
import type { SupabaseClient, SupportedStorage } from '@supabase/supabase-js';
import type { Database as GeneratedDatabase } from '../generated/database.ts';
import { ApiKeyMissingError } from './errors.ts';
import type { LimiterOptions } from './limiter.ts';
import { createPolicyFetch } from './policyFetch.ts';

/** Client-info header of the product's requests. */
export const CLIENT_INFO = 'rentals-web/1.0';

export interface ApiClientOptions {
  url: string;
  anonKey: string;
  /** Where the session persists; browsers default to localStorage, tests pass a memory store. */
  storage?: SupportedStorage;
  /** The underlying fetch (tests pass a fake). */
  fetch?: typeof fetch;
  timeoutMs?: number;
  limiter?: LimiterOptions;
}

/** Creates the client, typed by the generated Database: createApiClient({ url: 'http://localhost:54321', anonKey }). */
export function createApiClient<Database = GeneratedDatabase>(options: ApiClientOptions): SupabaseClient<Database> {
  if (!options.anonKey || !options.anonKey.trim()) throw new ApiKeyMissingError();
  const policyFetch = createPolicyFetch({
    fetch: options.fetch,
    timeoutMs: options.timeoutMs,
    limiter: options.limiter,
    clientInfo: CLIENT_INFO,
  });
  const storage = options.storage ?? (typeof localStorage === 'undefined' ? undefined : localStorage);
  return createClient<Database>(options.url, options.anonKey, {
    auth: {
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: true,
      flowType: 'pkce',
      ...(storage ? { storage } : {}),
    },
    global: {
      headers: { 'X-Client-Info': CLIENT_INFO },
      fetch: policyFetch,
    },
  }) as SupabaseClient<Database>;
}
