// Counts for the user portal's overview: saved, viewed, own properties, applications in progress.
import type { SupabaseClient } from '@supabase/supabase-js';
import { PENDING_APPLICATION_STATUSES } from '@rentals/core/rules/status';
import { PORTAL_READ_TIMEOUT_MS, type Loaded } from './loaded.ts';

export interface OverviewCounts {
  saved: number;
  viewed: number;
  properties: number;
  applications: number;
  profileCompletion: number | null;
}

export async function loadOverview(client: SupabaseClient, userId: string): Promise<Loaded<OverviewCounts>> {
  const signal = AbortSignal.timeout(PORTAL_READ_TIMEOUT_MS);
  const count = (table: string, column: string) =>
    client.from(table).select('*', { count: 'exact', head: true }).eq(column, userId).abortSignal(signal);
  try {
    const [saved, viewed, properties, managed, direct, profile] = await Promise.all([
      count('shortlisted_properties', 'user_id'),
      count('recently_viewed_properties', 'user_id'),
      count('properties', 'listed_by'),
      count('managed_rental_applications', 'landlord_id').in('status', [...PENDING_APPLICATION_STATUSES]),
      count('property_applications', 'user_id').eq('status', 'pending'),
      client.from('profiles').select('profile_completion_percentage').eq('user_id', userId).abortSignal(signal).maybeSingle(),
    ]);
    if ([saved, viewed, properties, managed, direct, profile].some((result) => result.error)) {
      return { status: 'error', message: 'portal.error.userData' };
    }
    return {
      status: 'ok',
      data: {
        saved: saved.count ?? 0,
        viewed: viewed.count ?? 0,
        properties: properties.count ?? 0,
        applications: (managed.count ?? 0) + (direct.count ?? 0),
        profileCompletion: (profile.data?.profile_completion_percentage as number | undefined) ?? null,
      },
    };
  } catch {
    return { status: 'error', message: 'portal.error.userData' };
  }
}
