// The leads waiting for an answer on a portfolio's listings, for the landlord's and manager's
// to-do list: visit requests to confirm and applications to answer, with who asked (lead_contacts,
// which names them to the listing's owner only; a manager sees the leads without the contacts).
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Lead, LeadContact } from '../myProperties.ts';
import { readSignal, rowsOf } from './portfolio.ts';

/** At most this many of each kind: a to-do list, not the ledger. */
const LIMIT = 50;

export async function readOpenLeads(client: SupabaseClient, propertyIds: readonly string[]): Promise<Lead[]> {
  if (propertyIds.length === 0) return [];
  const ids = [...propertyIds];
  const [applications, visits, contacts] = await Promise.all([
    client
      .from('property_applications')
      .select('id,property_id,user_id,status,created_at,notes,owner_reply,move_in_date')
      .in('property_id', ids)
      .eq('status', 'pending')
      .order('created_at', { ascending: true })
      .limit(LIMIT)
      .abortSignal(readSignal())
      .returns<Omit<Lead, 'kind'>[]>(),
    client
      .from('property_visits')
      .select('id,property_id,user_id,status,created_at,notes,owner_reply,visit_type,scheduled_date')
      .in('property_id', ids)
      .eq('status', 'requested')
      .order('scheduled_date', { ascending: true })
      .limit(LIMIT)
      .abortSignal(readSignal())
      .returns<Omit<Lead, 'kind'>[]>(),
    client.rpc('lead_contacts').abortSignal(readSignal()),
  ]);
  // Without contacts the leads still show; only the names are missing.
  const rows = (contacts.error ? [] : (contacts.data ?? [])) as (LeadContact & { user_id: string })[];
  const byUser = new Map<string, LeadContact>(rows.map((contact) => [contact.user_id, contact]));
  return [
    ...rowsOf(visits).map((lead) => ({ ...lead, kind: 'visit' as const, contact: byUser.get(lead.user_id) ?? null })),
    ...rowsOf(applications).map((lead) => ({ ...lead, kind: 'application' as const, contact: byUser.get(lead.user_id) ?? null })),
  ];
}
