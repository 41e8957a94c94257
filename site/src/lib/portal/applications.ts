// The person's applications (spec 2.1 managed-rentals, track-applications, application-history):
// managed rental applications they submitted as landlord or broker, and their own rental
// applications and visit requests for listings. Row-level security keeps each list to them.
import type { SupabaseClient } from '@supabase/supabase-js';
import { PENDING_APPLICATION_STATUSES } from '@rentals/core/rules/status';
import { PORTAL_READ_TIMEOUT_MS, type Loaded } from './loaded.ts';

export interface ManagedApplication {
  id: string;
  status: string;
  property_location: string;
  locality: string | null;
  property_type: string;
  bedrooms: number | null;
  monthly_rent: number | string;
  created_at: string;
  reviewed_at: string | null;
}

export interface ManagedDetails {
  id: string;
  application_id: string;
  property_name: string;
  monthly_rent: number | string;
  rvl_amount: number | string;
  lease_start_date: string | null;
  lease_end_date: string | null;
  monthly_rent_payment_date: number;
  status: string;
}

/** A rental application or visit request the person made for a listing. */
export interface OwnRequest {
  kind: 'application' | 'visit';
  id: string;
  status: string;
  created_at: string;
  property: { id: string; title: string; city: string; locality: string | null } | null;
  move_in_date?: string | null;
  scheduled_date?: string | null;
  visit_type?: string;
  owner_reply: string | null;
}

export interface Applications {
  managed: ManagedApplication[];
  requests: OwnRequest[];
}

const MANAGED_COLUMNS = 'id,status,property_location,locality,property_type,bedrooms,monthly_rent,created_at,reviewed_at';
const PROPERTY = 'property:properties(id,title,city,locality)';

export async function loadApplications(client: SupabaseClient, userId: string): Promise<Loaded<Applications>> {
  const failed = { status: 'error', message: 'portal.error.applications' } as const;
  try {
    const signal = AbortSignal.timeout(PORTAL_READ_TIMEOUT_MS);
    const [managed, applications, visits] = await Promise.all([
      // Row-level security returns those where the person is landlord or submitting broker (spec 6).
      client.from('managed_rental_applications').select(MANAGED_COLUMNS).order('created_at', { ascending: false }).limit(100).abortSignal(signal),
      client.from('property_applications').select(`id,status,created_at,move_in_date,owner_reply,${PROPERTY}`).eq('user_id', userId).order('created_at', { ascending: false }).limit(100).abortSignal(signal).returns<Omit<OwnRequest, 'kind'>[]>(),
      client.from('property_visits').select(`id,status,created_at,scheduled_date,visit_type,owner_reply,${PROPERTY}`).eq('user_id', userId).order('created_at', { ascending: false }).limit(100).abortSignal(signal).returns<Omit<OwnRequest, 'kind'>[]>(),
    ]);
    if (managed.error || applications.error || visits.error) return failed;
    const requests: OwnRequest[] = [
      ...(applications.data ?? []).map((row) => ({ ...row, kind: 'application' as const })),
      ...(visits.data ?? []).map((row) => ({ ...row, kind: 'visit' as const })),
    ].sort((a, b) => b.created_at.localeCompare(a.created_at));
    return { status: 'ok', data: { managed: (managed.data ?? []) as ManagedApplication[], requests } };
  } catch {
    return failed;
  }
}

/** Still being decided: managed applications submitted or under review, requests pending, requested or scheduled. */
export function inProgress({ managed, requests }: Applications): Applications {
  return {
    managed: managed.filter((a) => (PENDING_APPLICATION_STATUSES as readonly string[]).includes(a.status)),
    requests: requests.filter((r) => ['pending', 'requested', 'scheduled'].includes(r.status)),
  };
}

export async function loadManagedRentals(
  client: SupabaseClient,
): Promise<Loaded<{ applications: ManagedApplication[]; details: ManagedDetails[] }>> {
  const failed = { status: 'error', message: 'portal.error.managedRentals' } as const;
  try {
    const signal = AbortSignal.timeout(PORTAL_READ_TIMEOUT_MS);
    const [applications, details] = await Promise.all([
      client.from('managed_rental_applications').select(MANAGED_COLUMNS).order('created_at', { ascending: false }).limit(100).abortSignal(signal),
      client
        .from('managed_property_details')
        .select('id,application_id,property_name,monthly_rent,rvl_amount,lease_start_date,lease_end_date,monthly_rent_payment_date,status')
        .order('created_at', { ascending: false })
        .limit(100)
        .abortSignal(signal),
    ]);
    if (applications.error || details.error) return failed;
    return {
      status: 'ok',
      data: { applications: (applications.data ?? []) as ManagedApplication[], details: (details.data ?? []) as ManagedDetails[] },
    };
  } catch {
    return failed;
  }
}
