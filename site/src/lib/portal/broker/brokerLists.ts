// The broker portal's lists: leads on the broker's own listings, commissions, monthly volumes and
// the managed rentals they brought in. Each read goes through the broker's own client.
import type { SupabaseClient } from '@supabase/supabase-js';
import { PORTAL_READ_TIMEOUT_MS, type Loaded } from '../loaded.ts';
import {
  readOwnBroker,
  VOLUME_COLUMNS,
  type BrokerVolume,
  type OwnBroker,
} from './brokerOverview.ts';

export interface Lead {
  id: string;
  kind: 'visit' | 'application';
  property_id: string;
  property_title: string;
  status: string;
  /** Who asked, from lead_contacts; null when their profile has no name. */
  contact: { full_name: string | null; phone: string | null } | null;
  /** Visit: when it is scheduled; application: the move-in date. */
  date: string | null;
  visit_type: string | null;
  notes: string | null;
  created_at: string;
}

export interface CommissionRow {
  id: string;
  amount: number;
  month_year: string;
  status: 'pending' | 'paid';
  commission_type: 'personal' | 'differential';
  level: number;
  percentage: number;
  paid_at: string | null;
  affiliate_id: string | null;
}

export interface ManagedApplication {
  id: string;
  status: string;
  property_location: string;
  locality: string | null;
  property_type: string;
  bedrooms: number | null;
  monthly_rent: number;
  rental_value_locked: number | null;
  created_at: string;
  reviewed_at: string | null;
}

export interface RvlPayment {
  payment_month: string;
  rvl_amount: number;
  payment_status: 'paid' | 'pending';
  payment_date: string | null;
}

export interface ConfiguredProperty {
  id: string;
  application_id: string;
  property_name: string | null;
  owner_name: string | null;
  monthly_rent: number | null;
  rvl_amount: number | null;
  payment_mode: string;
  monthly_rent_payment_date: number;
  lease_start_date: string | null;
  lease_end_date: string | null;
  status: string;
  payments: RvlPayment[];
}

const LIMIT = 200;
const signal = () => AbortSignal.timeout(PORTAL_READ_TIMEOUT_MS);

async function withBroker<T>(
  client: SupabaseClient,
  userId: string,
  failure: Parameters<typeof fail>[0],
  read: (broker: OwnBroker) => Promise<T>,
): Promise<Loaded<T>> {
  try {
    const broker = await readOwnBroker(client, userId, signal());
    if (!broker) return fail('broker.error.noBroker');
    return { status: 'ok', data: await read(broker) };
  } catch {
    return fail(failure);
  }
}

function fail(
  message:
    | 'broker.error.noBroker'
    | 'broker.error.leads'
    | 'broker.error.commissions'
    | 'broker.error.performance'
    | 'portal.error.managedRentals',
): Loaded<never> {
  return { status: 'error', message };
}

function rows<T>(result: { data: T[] | null; error: unknown }): T[] {
  if (result.error) throw result.error;
  return result.data ?? [];
}

export function loadLeads(client: SupabaseClient, userId: string): Promise<Loaded<Lead[]>> {
  return withBroker(client, userId, 'broker.error.leads', async () => {
    const properties = rows(
      await client
        .from('properties')
        .select('id, title')
        .eq('listed_by', userId)
        .limit(LIMIT)
        .abortSignal(signal()),
    );
    const ids = properties.map((p) => p.id as string);
    if (ids.length === 0) return [];
    const titles = new Map(properties.map((p) => [p.id as string, p.title as string]));
    const [visits, applications, contacts] = await Promise.all([
      client
        .from('property_visits')
        .select('id, property_id, user_id, status, visit_type, scheduled_date, notes, created_at')
        .in('property_id', ids)
        .order('created_at', { ascending: false })
        .limit(LIMIT)
        .abortSignal(signal()),
      client
        .from('property_applications')
        .select('id, property_id, user_id, status, move_in_date, notes, created_at')
        .in('property_id', ids)
        .order('created_at', { ascending: false })
        .limit(LIMIT)
        .abortSignal(signal()),
      client.rpc('lead_contacts').abortSignal(signal()),
    ]);
    if (contacts.error) throw contacts.error;
    const who = new Map(
      (
        (contacts.data ?? []) as {
          user_id: string;
          full_name: string | null;
          phone: string | null;
        }[]
      ).map((c) => [c.user_id, c]),
    );
    const contact = (userId: string) => who.get(userId) ?? null;
    const leads: Lead[] = [
      ...rows(visits).map((v) => ({
        id: v.id,
        kind: 'visit' as const,
        property_id: v.property_id,
        property_title: titles.get(v.property_id) ?? '',
        status: v.status,
        contact: contact(v.user_id),
        date: v.scheduled_date,
        visit_type: v.visit_type,
        notes: v.notes,
        created_at: v.created_at,
      })),
      ...rows(applications).map((a) => ({
        id: a.id,
        kind: 'application' as const,
        property_id: a.property_id,
        property_title: titles.get(a.property_id) ?? '',
        status: a.status,
        contact: contact(a.user_id),
        date: a.move_in_date,
        visit_type: null,
        notes: a.notes,
        created_at: a.created_at,
      })),
    ];
    return leads.sort((a, b) => b.created_at.localeCompare(a.created_at));
  });
}

export function loadCommissions(
  client: SupabaseClient,
  userId: string,
): Promise<Loaded<CommissionRow[]>> {
  return withBroker(client, userId, 'broker.error.commissions', async () =>
    rows(
      await client
        .from('managed_rental_commissions')
        .select(
          'id, amount, month_year, status, commission_type, level, percentage, paid_at, affiliate_id',
        )
        .eq('beneficiary_user_id', userId)
        .order('month_year', { ascending: false })
        .order('level')
        .limit(LIMIT)
        .abortSignal(signal())
        .returns<CommissionRow[]>(),
    ),
  );
}

export function loadVolumes(
  client: SupabaseClient,
  userId: string,
): Promise<Loaded<BrokerVolume[]>> {
  return withBroker(client, userId, 'broker.error.performance', async (broker) =>
    rows(
      await client
        .from('broker_volumes')
        .select(VOLUME_COLUMNS)
        .eq('broker_id', broker.id)
        .order('month', { ascending: false })
        .limit(12)
        .abortSignal(signal())
        .returns<BrokerVolume[]>(),
    ).reverse(),
  );
}

export function loadBrokerManagedRentals(
  client: SupabaseClient,
  userId: string,
): Promise<Loaded<{ applications: ManagedApplication[]; properties: ConfiguredProperty[] }>> {
  return withBroker(client, userId, 'portal.error.managedRentals', async (broker) => {
    const applications = rows(
      await client
        .from('managed_rental_applications')
        .select(
          'id, status, property_location, locality, property_type, bedrooms, monthly_rent, rental_value_locked, created_at, reviewed_at',
        )
        .eq('submitted_by_broker_id', broker.id)
        .order('created_at', { ascending: false })
        .limit(LIMIT)
        .abortSignal(signal())
        .returns<ManagedApplication[]>(),
    );
    const properties = await readConfigured(
      client,
      applications.map((a) => a.id),
    );
    return { applications, properties };
  });
}

/** Configured properties of these applications with their RVL payments, newest month first. */
export async function readConfigured(
  client: SupabaseClient,
  applicationIds: readonly string[],
): Promise<ConfiguredProperty[]> {
  if (applicationIds.length === 0) return [];
  return rows(
    await client
      .from('managed_property_details')
      .select(
        'id, application_id, property_name, owner_name, monthly_rent, rvl_amount, payment_mode, monthly_rent_payment_date, lease_start_date, lease_end_date, status, payments:managed_property_rvl_payments(payment_month, rvl_amount, payment_status, payment_date)',
      )
      .in('application_id', [...applicationIds])
      .order('created_at', { ascending: false })
      .limit(LIMIT)
      .abortSignal(signal())
      .returns<ConfiguredProperty[]>(),
  );
}

export interface AffiliateStanding {
  profile: { affiliate_id: string; full_name: string; status: string; created_at: string } | null;
  sponsor_id: string | null;
}

/** The broker's affiliate profile and who sponsored them, if they joined the affiliate programme. */
export async function loadAffiliateStanding(
  client: SupabaseClient,
  userId: string,
): Promise<Loaded<AffiliateStanding>> {
  try {
    const [profile, registration] = await Promise.all([
      client
        .from('affiliate_profiles')
        .select('affiliate_id, full_name, status, created_at')
        .eq('user_id', userId)
        .abortSignal(signal())
        .maybeSingle<NonNullable<AffiliateStanding['profile']>>(),
      client
        .from('affiliate_registrations')
        .select('sponsor_id')
        .eq('user_id', userId)
        .abortSignal(signal())
        .maybeSingle<{ sponsor_id: string | null }>(),
    ]);
    if (profile.error || registration.error)
      return { status: 'error', message: 'broker.error.affiliate' };
    return {
      status: 'ok',
      data: { profile: profile.data, sponsor_id: registration.data?.sponsor_id ?? null },
    };
  } catch {
    return { status: 'error', message: 'broker.error.affiliate' };
  }
}
