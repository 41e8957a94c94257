// The tenant portal's reads, all through the tenant's own client: their applications and visits,
// their leases with the landlord's contact, rent, and the maintenance requests they raised. A
// page's data is one call of an SQL page function (tenant_tenancy, tenant_overview:
// db/migrations/…_create_the_tenant_portal_page_functions.sql and …_overview_page_function.sql).
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Loaded } from '../loaded.ts';
import { monthStart, todayIso } from '@rentals/core/dates';
import { readSignal, type Lease, type LeaseParty, type MaintenanceRequest, type RentPayment } from '../owner/portfolio.ts';

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

/** One page function's answer (tenant_tenancy, tenant_activity): an error is thrown. */
function answerOf<T>(result: { data: unknown; error: unknown }): T {
  if (result.error) throw result.error;
  return result.data as T;
}

/**
 * The tenant's leases, newest first, each with its property, parties and rent (when asked: the
 * months up to this one; months to come of a tenancy its owner recorded are not shown yet), and
 * the requests they raised (when asked), in one call (tenant_tenancy).
 */
export async function loadTenancy(
  client: SupabaseClient,
  parts: { rent?: boolean; maintenance?: boolean } = {},
): Promise<Loaded<TenancyData>> {
  try {
    // A GET call's arguments are its query string: one not given is left out, not sent as "null".
    const args = { ...(parts.rent ? { _rent_until: monthStart(todayIso()) } : {}), _maintenance: Boolean(parts.maintenance) };
    const data = answerOf<TenancyData>(await client.rpc('tenant_tenancy', args, { get: true }).retry(false).abortSignal(readSignal()));
    return { status: 'ok', data };
  } catch {
    return { status: 'error', message: 'tenant.error.lease' };
  }
}

export interface TenantOverviewData {
  tenancy: Loaded<TenancyData>;
  activity: Loaded<TenantActivity>;
}

/** The overview's tenancy (with the rent to this month) and activity in one call (tenant_overview). */
export async function loadTenantOverview(client: SupabaseClient): Promise<TenantOverviewData> {
  try {
    const data = answerOf<{ tenancy: TenancyData; activity: TenantActivity }>(
      await client.rpc('tenant_overview', { _rent_until: monthStart(todayIso()) }, { get: true }).retry(false).abortSignal(readSignal()),
    );
    return { tenancy: { status: 'ok', data: data.tenancy }, activity: { status: 'ok', data: data.activity } };
  } catch {
    return { tenancy: { status: 'error', message: 'tenant.error.lease' }, activity: { status: 'error', message: 'portal.error.applications' } };
  }
}
