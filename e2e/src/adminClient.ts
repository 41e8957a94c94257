// The demo admin through the API, as the back office signs in: password, then a TOTP code, so admin
// powers (aal2) apply. Journeys use it for the admin's side of a story (verifying a listing).
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { Secret, TOTP } from 'otpauth';
import { DEMO_ACCOUNTS } from '../../db/seed/accounts.ts';
import type { ProductEnv } from './productEnv.ts';

/** The code of the current time step, or of one ahead (which the server's drift window accepts). */
export function totpCode(secret: string, ahead = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + ahead * 30_000,
  });
}

export async function signInDemoAdmin(product: ProductEnv): Promise<SupabaseClient> {
  const admin = DEMO_ACCOUNTS.find((account) => account.role === 'admin');
  if (!admin?.totp_secret) throw new Error('The seed has no demo admin with a TOTP secret');
  const client = createClient(product.apiUrl, product.anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const signIn = await client.auth.signInWithPassword({ email: admin.email, password: admin.password });
  if (signIn.error) throw signIn.error;
  const factors = await client.auth.mfa.listFactors();
  const factor = factors.data?.all.find((f) => f.factor_type === 'totp' && f.status === 'verified');
  if (!factor) throw new Error('The demo admin has no verified TOTP factor');
  // A code is accepted once: when another journey spent this time step, the next step's code works.
  for (const ahead of [0, 1, 2]) {
    const verified = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: totpCode(admin.totp_secret, ahead) });
    if (!verified.error) return client;
  }
  throw new Error('The demo admin could not pass the second factor');
}
