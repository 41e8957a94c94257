// Signs a person in the way the site's own server client keeps a session: @supabase/ssr writes the
// session into cookies, which the browser context then carries to the site.
import { createServerClient } from '@supabase/ssr';
import type { BrowserContext } from '@playwright/test';
import type { User } from '@supabase/supabase-js';
import type { ProductEnv } from './productEnv.ts';

export async function signInBrowser(
  context: BrowserContext,
  product: ProductEnv,
  credentials: { email: string; password: string },
): Promise<User> {
  const jar = new Map<string, string>();
  const client = createServerClient(product.apiUrl, product.anonKey, {
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (list) => {
        for (const { name, value } of list) {
          if (value) jar.set(name, value);
          else jar.delete(name);
        }
      },
    },
  });
  const { data, error } = await client.auth.signInWithPassword(credentials);
  if (error || !data.user) throw new Error(`Sign-in of ${credentials.email} failed: ${error?.message ?? 'no user'}`);
  if (jar.size === 0) throw new Error('@supabase/ssr wrote no session cookie');
  await context.addCookies([...jar].map(([name, value]) => ({ name, value, url: product.siteUrl })));
  return data.user;
}
