// Who a maintenance request can be handed to (assign_maintenance_request): the property's owner or one
// of the property managers they appointed. The names come from portfolio_contacts(), which returns
// only the appointments the caller is part of.
import type { SupabaseClient } from '@supabase/supabase-js';
import { readSignal } from './portfolio.ts';

export interface Appointment {
  manager_id: string;
  manager_name: string | null;
  landlord_id: string;
  landlord_name: string | null;
}

export interface Assignee {
  id: string;
  name: string;
  kind: 'owner' | 'manager';
}

export async function readAppointments(client: SupabaseClient): Promise<Appointment[]> {
  const { data, error } = await client.rpc('portfolio_contacts').abortSignal(readSignal());
  if (error) throw error;
  return (data ?? []) as Appointment[];
}

/**
 * The people other than `userId` who can take on a request on `ownerId`'s property: the owner, then
 * their managers. ('landlord-1', [manager-1 for landlord-1], 'landlord-1') → [manager-1].
 */
export function assigneesFor(ownerId: string, appointments: readonly Appointment[], userId: string): Assignee[] {
  const mine = appointments.filter((a) => a.landlord_id === ownerId);
  const people: Assignee[] = [];
  if (ownerId !== userId && mine[0]) people.push({ id: ownerId, name: mine[0].landlord_name ?? '—', kind: 'owner' });
  for (const a of mine)
    if (a.manager_id !== userId && !people.some((p) => p.id === a.manager_id))
      people.push({ id: a.manager_id, name: a.manager_name ?? '—', kind: 'manager' });
  return people;
}
