// The tenant portal's reads, all through the tenant's own client: their applications and visits,
// their leases with the landlord's contact, rent, and the maintenance requests they raised. Each
// is one SQL page function (db/migrations/…_create_the_tenant_portal_page_functions.sql).
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

/** The tenant's applications and visits, newest first, in one call (tenant_activity). */
export async function loadTenantActivity(client: SupabaseClient): Promise<Loaded<TenantActivity>> {
  try {
    const data = answerOf<TenantActivity>(await client.rpc('tenant_activity', {}, { get: true }).abortSignal(readSignal()));
    return { status: 'ok', data };
  } catch {
    return { status: 'error', message: 'portal.error.applications' };
  }
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
    const data = answerOf<TenancyData>(await client.rpc('tenant_tenancy', args, { get: true }).abortSignal(readSignal()));
    return { status: 'ok', data };
  } catch {
    return { status: 'error', message: 'tenant.error.lease' };
  }
}
