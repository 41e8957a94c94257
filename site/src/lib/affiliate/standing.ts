// Where a person stands in the affiliate programme (spec 4): their code, status and sponsor, read
// through their own client (row-level security: own rows only).
import type { SupabaseClient } from '@supabase/supabase-js';
import { affiliateStatus, type AffiliateStatus } from '@rentals/core/rules/affiliate';
import { load, PORTAL_READ_TIMEOUT_MS, type Loaded } from '../portal/loaded.ts';

export interface Standing {
  affiliate_id: string;
  full_name: string;
  status: AffiliateStatus;
  sponsor_id: string | null;
}

/** The person's standing, or null when they have not joined. */
export async function loadStanding(client: SupabaseClient, userId: string): Promise<Loaded<Standing | null>> {
  const signal = () => AbortSignal.timeout(PORTAL_READ_TIMEOUT_MS);
  const [profiles, registrations] = await Promise.all([
    load('affiliate.error.load', () =>
      client.from('affiliate_profiles').select('affiliate_id, full_name, status').eq('user_id', userId).abortSignal(signal())
        .returns<{ affiliate_id: string; full_name: string; status: string | null }[]>()),
    load('affiliate.error.load', () =>
      client.from('affiliate_registrations').select('affiliate_id, sponsor_id').eq('user_id', userId).abortSignal(signal())
        .returns<{ affiliate_id: string; sponsor_id: string | null }[]>()),
  ]);
  if (profiles.status === 'error') return profiles;
  if (registrations.status === 'error') return registrations;
  const profile = profiles.data[0] ?? null;
  const registration = registrations.data[0] ?? null;
  const status = affiliateStatus(profile, registration);
  const code = profile?.affiliate_id ?? registration?.affiliate_id;
  if (!status || !code) return { status: 'ok', data: null };
  return {
    status: 'ok',
    data: { affiliate_id: code, full_name: profile?.full_name ?? '', status, sponsor_id: registration?.sponsor_id ?? null },
  };
}
