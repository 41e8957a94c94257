// A signed-in person's session as the site reads it: @supabase/ssr writes it into its cookies
// (sb-<ref>-auth-token, split in chunks when long), exactly as the site's own sign-in does.
import { createServerClient } from '@supabase/ssr';

/** The demo tenant (db/seed/accounts.ts): leases, rent, applications and visits to show. */
export const DEMO_TENANT = { email: 'tenant@demo.rentals.in', password: 'Tenant@Demo2026' };

/** Signs in with a password through the gateway and gives the Cookie header a browser would then send. */
export async function sessionCookie(apiUrl: string, anonKey: string, credentials: { email: string; password: string }): Promise<string> {
  const jar = new Map<string, string>();
  const client = createServerClient(apiUrl, anonKey, {
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
  const { error } = await client.auth.signInWithPassword(credentials);
  if (error) throw new Error(`signing in ${credentials.email}: ${error.message}`);
  if (jar.size === 0) throw new Error('@supabase/ssr wrote no session cookie');
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}
