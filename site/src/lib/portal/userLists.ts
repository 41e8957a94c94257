// The user portal's lists: shortlisted (saved) properties, recently viewed ones and recent searches,
// read through the person's own client, so row-level security keeps them to their own rows.
import type { SupabaseClient } from '@supabase/supabase-js';
import { CARD_COLUMNS, type ListedProperty } from '../listings.ts';
import { load, PORTAL_READ_TIMEOUT_MS, type Loaded } from './loaded.ts';

export const LIST_LIMIT = 50;

export interface SavedEntry {
  property_id: string;
  /** When it was saved or last viewed. */
  at: string;
  /** Null when the listing is no longer visible (booked, or taken down). */
  property: ListedProperty | null;
}

export interface RecentSearch {
  id: string;
  label: string;
  filters: Record<string, unknown>;
  created_at: string;
}

type Row = { property_id: string; at: string; property: ListedProperty | null };

export function loadShortlist(client: SupabaseClient, userId: string): Promise<Loaded<SavedEntry[]>> {
  return load('portal.error.fetchProperties', () =>
    client
      .from('shortlisted_properties')
      .select(`property_id, at:created_at, property:properties(${CARD_COLUMNS})`)
      .eq('user_id', userId)
      .order('created_at', { ascending: false })
      .limit(LIST_LIMIT)
      .abortSignal(AbortSignal.timeout(PORTAL_READ_TIMEOUT_MS))
      .returns<Row[]>(),
  );
}

export function loadRecentlyViewed(client: SupabaseClient, userId: string): Promise<Loaded<SavedEntry[]>> {
  return load('portal.error.fetchProperties', () =>
    client
      .from('recently_viewed_properties')
      .select(`property_id, at:viewed_at, property:properties(${CARD_COLUMNS})`)
      .eq('user_id', userId)
      .order('viewed_at', { ascending: false })
      .limit(LIST_LIMIT)
      .abortSignal(AbortSignal.timeout(PORTAL_READ_TIMEOUT_MS))
      .returns<Row[]>(),
  );
}

export function loadRecentSearches(client: SupabaseClient, userId: string): Promise<Loaded<RecentSearch[]>> {
  return load('portal.error.recentSearches', () =>
    client
      .from('recent_searches')
      .select('id, label, filters, created_at')
      .eq('user_id', userId)
      .order('created_at', { ascending: false })
      .limit(LIST_LIMIT)
      .abortSignal(AbortSignal.timeout(PORTAL_READ_TIMEOUT_MS))
      .returns<RecentSearch[]>(),
  );
}

/** The search page address of saved filters: { city: 'Pune', amenities: ['Gym'] } → '/properties?city=Pune&amenities=Gym'. */
export function searchHref(filters: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== null && item !== undefined && item !== '') params.append(key, String(item));
    }
  }
  const query = params.toString();
  return query ? `/properties?${query}` : '/properties';
}
