import type { SupabaseClient } from '@supabase/supabase-js';
import type { LocalitiesByCity } from './places/choices.ts';

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
  /** Maintenance a month: 0 when the rent includes it, null when not stated. */
  maintenance_charges?: number | null;
  /** Rent plus maintenance a month (the database's total_monthly_cost). */
  total_monthly_cost?: number | string;
  /** Where the map shows it (every listing has a point). */
  /** Listed by its owner directly (the database keeps it from the lister). */
  no_brokerage?: boolean;
  latitude?: number | string | null;
  longitude?: number | string | null;
}

export const CARD_COLUMNS =
  'id,title,city,locality,rent,bedrooms,property_type,area_sqft,image_urls,verified,created_at,maintenance_charges,total_monthly_cost,no_brokerage,latitude,longitude';
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
 * The home page's data in one call (home_listings): how many properties are listed, the newest
 * few, a few featured ones (the newest rated at least FEATURED_MIN_RATING that are not already
 * among the newest), and the catalogue's cities and approved localities for the search fields'
 * type-ahead.
 */
export async function loadHomeListings(client: SupabaseClient): Promise<HomeListings> {
  try {
    const { data, error } = await client
      .rpc('home_listings', { _newest: NEWEST_COUNT, _featured: FEATURED_COUNT, _min_rating: FEATURED_MIN_RATING }, { get: true })
      .retry(false)
      .abortSignal(AbortSignal.timeout(READ_TIMEOUT_MS));
    if (error) return { status: 'error', message: error.message || 'The listings service answered with an error.' };
    const home = data as { total: number; newest: ListedProperty[]; featured: ListedProperty[]; cities: City[]; localities_by_city: LocalitiesByCity };
    return { status: 'ok', total: home.total, newest: home.newest, featured: home.featured, cities: home.cities, localitiesByCity: home.localities_by_city };
  } catch (error) {
    return { status: 'error', message: error instanceof Error ? error.message : String(error) };
  }
}
