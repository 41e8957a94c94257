import type { SupabaseClient } from '@supabase/supabase-js';
import { loadPlaceChoices, type LocalitiesByCity } from './places/choices.ts';

/** The columns of a listed property that the cards show. */
export interface ListedProperty {
  id: string;
  title: string;
  city: string | null;
  locality: string | null;
  rent: number | string;
  bedrooms: number | null;
  property_type: string | null;
  area_sqft: number | null;
  image_urls: string[] | null;
  verified: boolean;
  created_at: string;
}

export const CARD_COLUMNS =
  'id,title,city,locality,rent,bedrooms,property_type,area_sqft,image_urls,verified,created_at';
export const NEWEST_COUNT = 6;
export const FEATURED_COUNT = 3;
/** A listing is featured when visitors rated it at least this well. */
export const FEATURED_MIN_RATING = 4.5;
// A server-rendered page should rather show its error state than hang: one attempt, bounded in time
// (postgrest-js would otherwise retry a failed read three times over about seven seconds).
export const READ_TIMEOUT_MS = 10_000;

/** A city the search form offers, from the cities table. */
export interface City {
  id: string;
  name: string;
}

export type HomeListings =
  | { status: 'ok'; total: number; newest: ListedProperty[]; featured: ListedProperty[]; cities: City[]; localitiesByCity: LocalitiesByCity }
  | { status: 'error'; message: string };

// Listed = available and verified. Row-level security already limits anon to those rows; saying it
// again lets PostgreSQL use the partial "listed" indexes (properties_listed_newest_idx).
export const LISTED = { availability: 'available', verified: true } as const;

/**
 * The home page's data: how many properties are listed, the newest few, a few featured ones (the
 * newest rated at least FEATURED_MIN_RATING, not already among the newest: an index walk on
 * created_at, where ordering by rating would sort every listing) and the catalogue's cities and
 * localities for the search form's type-ahead.
 */
export async function loadHomeListings(client: SupabaseClient): Promise<HomeListings> {
  try {
    const signal = AbortSignal.timeout(READ_TIMEOUT_MS);
    const [count, newest, rated, places] = await Promise.all([
      client
        .from('properties')
        .select('id', { count: 'exact', head: true })
        .match(LISTED)
        .retry(false)
        .abortSignal(signal),
      client
        .from('properties')
        .select(CARD_COLUMNS)
        .match(LISTED)
        .order('created_at', { ascending: false })
        .limit(NEWEST_COUNT)
        .retry(false)
        .abortSignal(signal),
      client
        .from('properties')
        .select(CARD_COLUMNS)
        .match(LISTED)
        .gte('rating', FEATURED_MIN_RATING)
        .order('created_at', { ascending: false })
        .limit(NEWEST_COUNT + FEATURED_COUNT)
        .retry(false)
        .abortSignal(signal),
      loadPlaceChoices(client, signal),
    ]);
    const error = count.error ?? newest.error ?? rated.error;
    if (error)
      return {
        status: 'error',
        message: error.message || 'The listings service answered with an error.',
      };
    const newestRows = (newest.data ?? []) as unknown as ListedProperty[];
    const shown = new Set(newestRows.map((property) => property.id));
    const featured = ((rated.data ?? []) as unknown as ListedProperty[])
      .filter((property) => !shown.has(property.id))
      .slice(0, FEATURED_COUNT);
    return {
      status: 'ok',
      total: count.count ?? 0,
      newest: newestRows,
      featured,
      ...places,
    };
  } catch (error) {
    return { status: 'error', message: error instanceof Error ? error.message : String(error) };
  }
}
