// Whose portfolio an owner screen shows: a landlord's own, or every landlord a property manager
// looks after. Row-level security allows exactly that; the explicit owner filter keeps public
// listings of others (which anyone may read) out of the screens.
import type { SupabaseClient } from '@supabase/supabase-js';

export type OwnerRole = 'landlord' | 'manager';

export interface OwnerScope {
  role: OwnerRole;
  /** '/portal/landlord' or '/portal/manager'. */
  basePath: string;
  ownerIds: string[];
}

export async function ownerScope(
  client: SupabaseClient,
  userId: string,
  role: OwnerRole,
  signal: AbortSignal,
): Promise<OwnerScope> {
  const basePath = `/portal/${role}`;
  if (role === 'landlord') return { role, basePath, ownerIds: [userId] };
  const { data, error } = await client
    .from('property_manager_landlords')
    .select('landlord_id')
    .eq('manager_id', userId)
    .abortSignal(signal);
  if (error) throw error;
  return { role, basePath, ownerIds: (data ?? []).map((row) => row.landlord_id as string) };
}
