// The reads behind the landlord and property manager screens: the portfolio's listings, their
// tenancies (with both parties' contacts through lease_parties), rent, maintenance requests with
// their history, and managed rental applications.
import type { SupabaseClient } from '@supabase/supabase-js';
import { monthStart, todayIso } from '@rentals/core/dates';
import { PORTAL_READ_TIMEOUT_MS } from '../loaded.ts';
import type { OwnerScope } from './scope.ts';

const LIMIT = 500;

export interface PortfolioProperty {
  id: string;
  title: string;
  city: string;
  locality: string | null;
  rent: number;
  bedrooms: number;
  property_type: string;
  availability: string;
  verified: boolean;
  listed_by: string;
}

export interface Lease {
  id: string;
  property_id: string;
  tenant_id: string;
  start_date: string;
  end_date: string | null;
  monthly_rent: number;
  security_deposit: number;
  rent_due_day: number;
  notice_period_days: number;
  terms: string | null;
}

export interface LeaseParty {
  lease_id: string;
  tenant_id: string;
  tenant_name: string | null;
  tenant_email: string | null;
  tenant_phone: string | null;
  owner_id: string;
  owner_name: string | null;
  owner_phone: string | null;
}

export interface RentPayment {
  id: string;
  lease_id: string;
  month: string;
  amount: number;
  due_date: string;
  status: 'due' | 'paid';
  paid_on: string | null;
  payment_mode: string | null;
  reference: string | null;
  note: string | null;
  /** When the tenant marked the month paid (and on which day they paid); null when they have not. */
  reported_at: string | null;
  reported_paid_on: string | null;
}

export interface MaintenanceEvent {
  action: 'raised' | 'assigned' | 'closed';
  status: string;
  note: string | null;
  created_at: string;
}

export interface MaintenanceRequest {
  id: string;
  property_id: string;
  raised_by: string;
  title: string;
  description: string | null;
  status: string;
  assigned_to: string | null;
  assigned_at: string | null;
  closed_at: string | null;
  resolution: string | null;
  created_at: string;
  events: MaintenanceEvent[];
}

export const LEASE_COLUMNS =
  'id, property_id, tenant_id, start_date, end_date, monthly_rent, security_deposit, rent_due_day, notice_period_days, terms';
export const RENT_COLUMNS =
  'id, lease_id, month, amount, due_date, status, paid_on, payment_mode, reference, note, reported_at, reported_paid_on';
export const MAINTENANCE_COLUMNS =
  'id, property_id, raised_by, title, description, status, assigned_to, assigned_at, closed_at, resolution, created_at, events:maintenance_request_events(action, status, note, created_at)';

export function readSignal(): AbortSignal {
  return AbortSignal.timeout(PORTAL_READ_TIMEOUT_MS);
}

export function rowsOf<T>(result: { data: T[] | null; error: unknown }): T[] {
  if (result.error) throw result.error;
  return result.data ?? [];
}

export async function readProperties(
  client: SupabaseClient,
  scope: OwnerScope,
): Promise<PortfolioProperty[]> {
  if (scope.ownerIds.length === 0) return [];
  return rowsOf(
    await client
      .from('properties')
      .select(
        'id, title, city, locality, rent, bedrooms, property_type, availability, verified, listed_by',
      )
      .in('listed_by', scope.ownerIds)
      .order('created_at', { ascending: false })
      .limit(LIMIT)
      .abortSignal(readSignal())
      .returns<PortfolioProperty[]>(),
  );
}

export async function readLeases(
  client: SupabaseClient,
  propertyIds: readonly string[],
): Promise<Lease[]> {
  if (propertyIds.length === 0) return [];
  return rowsOf(
    await client
      .from('leases')
      .select(LEASE_COLUMNS)
      .in('property_id', [...propertyIds])
      .order('start_date', { ascending: false })
      .limit(LIMIT)
      .abortSignal(readSignal())
      .returns<Lease[]>(),
  );
}

export async function readParties(client: SupabaseClient): Promise<Map<string, LeaseParty>> {
  const { data, error } = await client.rpc('lease_parties').abortSignal(readSignal());
  if (error) throw error;
  const rows = (data ?? []) as LeaseParty[];
  return new Map(rows.map((row) => [row.lease_id, row]));
}

export async function readRent(
  client: SupabaseClient,
  leaseIds: readonly string[],
): Promise<RentPayment[]> {
  if (leaseIds.length === 0) return [];
  return rowsOf(
    await client
      .from('rent_payments')
      .select(RENT_COLUMNS)
      .in('lease_id', [...leaseIds])
      // A tenancy recorded by its owner holds a row for every month of the lease; months to come are not shown yet.
      .lte('month', monthStart(todayIso()))
      .order('month', { ascending: false })
      .limit(LIMIT)
      .abortSignal(readSignal())
      .returns<RentPayment[]>(),
  );
}

export async function readMaintenance(
  client: SupabaseClient,
  propertyIds: readonly string[],
): Promise<MaintenanceRequest[]> {
  if (propertyIds.length === 0) return [];
  return rowsOf(
    await client
      .from('maintenance_requests')
      .select(MAINTENANCE_COLUMNS)
      .in('property_id', [...propertyIds])
      .order('created_at', { ascending: false })
      .limit(LIMIT)
      .abortSignal(readSignal())
      .returns<MaintenanceRequest[]>(),
  );
}
