// One loader per landlord and property manager screen, each a Loaded<T> for its component. The same
// loaders serve both portals; the scope says whose portfolio it is.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { MessageKey } from '../../../i18n/catalogue.ts';
import {
  readConfigured,
  type ConfiguredProperty,
  type ManagedApplication,
} from '../broker/brokerLists.ts';
import type { Loaded } from '../loaded.ts';
import type { Lead } from '../myProperties.ts';
import { readAppointments, type Appointment } from './assignees.ts';
import { readOpenLeads } from './leads.ts';
import {
  readLeases,
  readMaintenance,
  readParties,
  readProperties,
  readRent,
  readSignal,
  rowsOf,
  type Lease,
  type LeaseParty,
  type MaintenanceRequest,
  type PortfolioProperty,
  type RentPayment,
} from './portfolio.ts';
import { ownerScope, type OwnerRole, type OwnerScope } from './scope.ts';

export interface Tenancy {
  lease: Lease;
  property_title: string;
  party: LeaseParty | null;
  rent: RentPayment[];
}

export interface PortfolioData {
  scope: OwnerScope;
  properties: PortfolioProperty[];
  tenancies: Tenancy[];
  requests: MaintenanceRequest[];
  /** Who manages whose properties, for handing maintenance requests on (read with maintenance). */
  appointments?: Appointment[];
  /** Visit requests and applications waiting for an answer (read for the overview's to-do list). */
  leads?: Lead[];
}

export interface OwnerManagedData {
  applications: ManagedApplication[];
  properties: ConfiguredProperty[];
}

/** Everything of the portfolio the owner screens show: listings, tenancies with rent, maintenance. */
export async function loadPortfolio(
  client: SupabaseClient,
  userId: string,
  role: OwnerRole,
  parts: { rent?: boolean; maintenance?: boolean; leads?: boolean } = {},
): Promise<Loaded<PortfolioData>> {
  const failure: MessageKey = 'owner.error.portfolio';
  try {
    const scope = await ownerScope(client, userId, role, readSignal());
    const properties = await readProperties(client, scope);
    const ids = properties.map((p) => p.id);
    const [leases, parties, requests, appointments, leads] = await Promise.all([
      readLeases(client, ids),
      readParties(client),
      parts.maintenance ? readMaintenance(client, ids) : Promise.resolve([]),
      parts.maintenance ? readAppointments(client) : Promise.resolve([]),
      parts.leads ? readOpenLeads(client, ids) : Promise.resolve([]),
    ]);
    const rent = parts.rent
      ? await readRent(
          client,
          leases.map((l) => l.id),
        )
      : [];
    const titles = new Map(properties.map((p) => [p.id, p.title]));
    const tenancies = leases.map((lease) => ({
      lease,
      property_title: titles.get(lease.property_id) ?? '',
      party: parties.get(lease.id) ?? null,
      rent: rent.filter((r) => r.lease_id === lease.id),
    }));
    return { status: 'ok', data: { scope, properties, tenancies, requests, appointments, leads } };
  } catch {
    return { status: 'error', message: failure };
  }
}

/** The managed rental applications of the portfolio's landlords and their configured properties. */
export async function loadOwnerManaged(
  client: SupabaseClient,
  userId: string,
  role: OwnerRole,
): Promise<Loaded<OwnerManagedData>> {
  try {
    const scope = await ownerScope(client, userId, role, readSignal());
    if (scope.ownerIds.length === 0)
      return { status: 'ok', data: { applications: [], properties: [] } };
    const applications = rowsOf(
      await client
        .from('managed_rental_applications')
        .select(
          'id, status, property_location, locality, property_type, bedrooms, monthly_rent, rental_value_locked, created_at, reviewed_at',
        )
        .in('landlord_id', scope.ownerIds)
        .order('created_at', { ascending: false })
        .limit(200)
        .abortSignal(readSignal())
        .returns<ManagedApplication[]>(),
    );
    return {
      status: 'ok',
      data: {
        applications,
        properties: await readConfigured(
          client,
          applications.map((a) => a.id),
        ),
      },
    };
  } catch {
    return { status: 'error', message: 'portal.error.managedRentals' };
  }
}
