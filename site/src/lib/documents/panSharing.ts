// Which of a landlord's property managers see the landlord's PAN on receipts: the appointments
// (property_manager_landlords, which the landlord reads under row-level security) with the names
// portfolio_contacts() gives for appointments the caller is part of.
import type { SupabaseClient } from '@supabase/supabase-js';
import { readAppointments } from '../portal/owner/assignees.ts';
import { readSignal, rowsOf } from '../portal/owner/portfolio.ts';

export interface PanManager {
  manager_id: string;
  name: string;
  /** When the landlord shared their PAN with this manager; null while they do not. */
  pan_shared_at: string | null;
}

/** The landlord's property managers, by name, and whether each sees the PAN. */
export async function readPanManagers(client: SupabaseClient, landlordId: string): Promise<PanManager[]> {
  const [links, appointments] = await Promise.all([
    client
      .from('property_manager_landlords')
      .select('manager_id, pan_shared_at')
      .eq('landlord_id', landlordId)
      .abortSignal(readSignal())
      .returns<{ manager_id: string; pan_shared_at: string | null }[]>()
      .then(rowsOf),
    readAppointments(client),
  ]);
  const names = new Map(appointments.filter((a) => a.landlord_id === landlordId).map((a) => [a.manager_id, a.manager_name]));
  return links
    .map((link) => ({ ...link, name: names.get(link.manager_id) ?? '—' }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en-IN'));
}
