// My Properties (spec 2.12, 7): the person's own listings and the leads on them (applications and
// visit requests), read through their own client: row-level security shows owners the leads on
// their listings only.
import type { SupabaseClient } from '@supabase/supabase-js';
import { PORTAL_READ_TIMEOUT_MS, type Loaded } from './loaded.ts';

export interface OwnProperty {
  id: string;
  title: string;
  city: string;
  locality: string | null;
  rent: number | string;
  bedrooms: number;
  property_type: string;
  availability: string;
  verified: boolean;
  image_urls: string[];
  created_at: string;
  /** Why the team took the listing off the site (rejected, or unlisted after reports); null otherwise. */
  rejection_reason?: string | null;
}

export interface Lead {
  kind: 'application' | 'visit';
  id: string;
  property_id: string;
  user_id: string;
  /** Who asked (lead_contacts); null when their profile is missing. */
  contact?: LeadContact | null;
  status: string;
  created_at: string;
  notes: string | null;
  owner_reply: string | null;
  /** Applications: the wished move-in date. */
  move_in_date?: string | null;
  /** Visits: physical or virtual, and when. */
  visit_type?: string;
  scheduled_date?: string | null;
}

export interface LeadContact {
  full_name: string | null;
  phone: string | null;
  email: string | null;
}

export interface MyProperties {
  properties: OwnProperty[];
  leads: Lead[];
}

const PROPERTY_COLUMNS = 'id,title,city,locality,rent,bedrooms,property_type,availability,verified,image_urls,created_at,rejection_reason';

/** Every column the listing form edits, with the id and whether the listing is verified now. */
export const EDIT_COLUMNS =
  'id,verified,title,description,property_type,furnishing,tenant_preference,city,locality,address,rent,deposit,bedrooms,bathrooms,area_sqft,available_from,amenities,image_urls,' +
  'maintenance_charges,floor,total_floors,parking,water_supply,pets_allowed,food_preference,gated_society,facing,year_built';

export async function loadMyProperties(client: SupabaseClient, userId: string): Promise<Loaded<MyProperties>> {
  const failed = { status: 'error', message: 'portal.error.fetchProperties' } as const;
  try {
    const signal = AbortSignal.timeout(PORTAL_READ_TIMEOUT_MS);
    const own = await client
      .from('properties')
      .select(PROPERTY_COLUMNS)
      .eq('listed_by', userId)
      .order('created_at', { ascending: false })
      .abortSignal(signal)
      .returns<OwnProperty[]>();
    if (own.error || !own.data) return failed;
    const ids = own.data.map((p) => p.id);
    if (ids.length === 0) return { status: 'ok', data: { properties: [], leads: [] } };
    const [applications, visits, contacts] = await Promise.all([
      client
        .from('property_applications')
        .select('id,property_id,user_id,status,created_at,notes,owner_reply,move_in_date')
        .in('property_id', ids)
        .order('created_at', { ascending: false })
        .abortSignal(signal)
        .returns<Omit<Lead, 'kind'>[]>(),
      client
        .from('property_visits')
        .select('id,property_id,user_id,status,created_at,notes,owner_reply,visit_type,scheduled_date')
        .in('property_id', ids)
        .order('created_at', { ascending: false })
        .abortSignal(signal)
        .returns<Omit<Lead, 'kind'>[]>(),
      client.rpc('lead_contacts').abortSignal(signal),
    ]);
    if (applications.error || visits.error) return failed;
    // Without contacts the leads still show; only the names are missing.
    const rows = (contacts.error ? [] : (contacts.data ?? [])) as (LeadContact & { user_id: string })[];
    const byUser = new Map<string, LeadContact>(rows.map((contact) => [contact.user_id, contact]));
    const leads: Lead[] = [
      ...(applications.data ?? []).map((lead) => ({ ...lead, kind: 'application' as const, contact: byUser.get(lead.user_id) ?? null })),
      ...(visits.data ?? []).map((lead) => ({ ...lead, kind: 'visit' as const, contact: byUser.get(lead.user_id) ?? null })),
    ].sort((a, b) => b.created_at.localeCompare(a.created_at));
    return { status: 'ok', data: { properties: own.data, leads } };
  } catch {
    return failed;
  }
}

/** The summary cards of spec 2.12: total, available, applications, leads (applications and visits). */
export function summarise({ properties, leads }: MyProperties) {
  return {
    total: properties.length,
    available: properties.filter((p) => p.availability === 'available').length,
    applications: leads.filter((lead) => lead.kind === 'application').length,
    leads: leads.length,
  };
}

/** Whether the owner can still answer a lead. */
export function isOpenLead(lead: Pick<Lead, 'status'>): boolean {
  return lead.status === 'pending' || lead.status === 'requested';
}
