import { test as base } from '@playwright/test';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { readProductEnv, type ProductEnv } from './productEnv.ts';

function client(url: string, key: string): SupabaseClient {
  return createClient(url, key, { auth: { persistSession: false, autoRefreshToken: false } });
}

export interface Fixtures {
  product: ProductEnv;
  /** Reads as a visitor sees them (anon key, row-level security applies). */
  anon: SupabaseClient;
  /** Creates what a journey needs, past row-level security. Server-side only, never in a page. */
  service: SupabaseClient;
}

export const test = base.extend<Fixtures>({
  // Playwright reads fixture dependencies from the destructuring pattern; this one has none.
  // eslint-disable-next-line no-empty-pattern
  product: async ({}, use) => use(readProductEnv()),
  baseURL: async ({ product }, use) => use(product.siteUrl),
  anon: async ({ product }, use) => use(client(product.apiUrl, product.anonKey)),
  service: async ({ product }, use) => use(client(product.apiUrl, product.serviceRoleKey)),
});

export { expect } from '@playwright/test';
