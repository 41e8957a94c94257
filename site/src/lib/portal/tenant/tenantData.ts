// The tenant portal's reads, all through the tenant's own client: their applications and visits,
// their leases with the landlord's contact, rent, and the maintenance requests they raised.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Loaded } from '../loaded.ts';
import {
  LEASE_COLUMNS,
  MAINTENANCE_COLUMNS,
  readParties,
  readRent,
  readSignal,
  rowsOf,
  type Lease,
  type LeaseParty,
  type MaintenanceRequest,
  type RentPayment,
} from '../owner/portfolio.ts';

const LIMIT = 100;

interface PropertyRef {
  id: string;
  title: string;
  city: string;
  locality: string | null;
}

export interface TenantApplication {
  id: string;
  status: string;
  move_in_date: string | null;
  created_at: string;
  property: PropertyRef | null;
}

export interface TenantVisit {
  id: string;
  status: string;
  visit_type: string;
  scheduled_date: string | null;
  created_at: string;
  property: PropertyRef | null;
}

export interface TenantActivity {
  applications: TenantApplication[];
  visits: TenantVisit[];
}

export interface TenantLease {
  lease: Lease;
  property: PropertyRef | null;
  party: LeaseParty | null;
  rent: RentPayment[];
}

export interface TenancyData {
  leases: TenantLease[];
  requests: MaintenanceRequest[];
}

const PROPERTY = 'property:properties(id, title, city, locality)';

export async function loadTenantActivity(
  client: SupabaseClient,
  userId: string,
): Promise<Loaded<TenantActivity>> {
  try {
    const [applications, visits] = await Promise.all([
      client
        .from('property_applications')
        .select(`id, status, move_in_date, created_at, ${PROPERTY}`)
        .eq('user_id', userId)
        .order('created_at', { ascending: false })
        .limit(LIMIT)
        .abortSignal(readSignal())
        .returns<TenantApplication[]>(),
      client
        .from('property_visits')
        .select(`id, status, visit_type, scheduled_date, created_at, ${PROPERTY}`)
        .eq('user_id', userId)
        .order('created_at', { ascending: false })
        .limit(LIMIT)
        .abortSignal(readSignal())
        .returns<TenantVisit[]>(),
    ]);
    return { status: 'ok', data: { applications: rowsOf(applications), visits: rowsOf(visits) } };
  } catch {
    return { status: 'error', message: 'portal.error.applications' };
  }
}

/** The tenant's leases, newest first, with rent and (when asked) the requests they raised. */
export async function loadTenancy(
  client: SupabaseClient,
  userId: string,
  parts: { rent?: boolean; maintenance?: boolean } = {},
): Promise<Loaded<TenancyData>> {
  try {
    const leases = rowsOf(
      await client
        .from('leases')
        .select(`${LEASE_COLUMNS}, ${PROPERTY}`)
        .eq('tenant_id', userId)
        .order('start_date', { ascending: false })
        .limit(LIMIT)
        .abortSignal(readSignal())
        .returns<(Lease & { property: PropertyRef | null })[]>(),
    );
    const [parties, rent, requests] = await Promise.all([
      readParties(client),
      parts.rent
        ? readRent(
            client,
            leases.map((l) => l.id),
          )
        : Promise.resolve([]),
      parts.maintenance
        ? client
            .from('maintenance_requests')
            .select(MAINTENANCE_COLUMNS)
            .eq('raised_by', userId)
            .order('created_at', { ascending: false })
            .limit(LIMIT)
            .abortSignal(readSignal())
            .returns<MaintenanceRequest[]>()
            .then(rowsOf)
        : Promise.resolve([]),
    ]);
    return {
      status: 'ok',
      data: {
        leases: leases.map(({ property, ...lease }) => ({
          lease,
          property,
          party: parties.get(lease.id) ?? null,
          rent: rent.filter((r) => r.lease_id === lease.id),
        })),
        requests,
      },
    };
  } catch {
    return { status: 'error', message: 'tenant.error.lease' };
  }
}
