// A place typed in the search form (or in an old link) is read against the catalogue, so that
// 'pune', 'Bangalore' and 'koregaon park' find what 'Pune', 'Bengaluru' and 'Koregaon Park' do.
// The search page answers such an address with a redirect to the catalogue's spelling: one
// address per search, for caches, recent searches and saved searches alike.
import { catalogueName } from '../places/matching.ts';
import type { LocalitiesByCity } from '../places/choices.ts';
import type { SearchFilters } from './params.ts';

/** The catalogue city an old or other name means ('Bangalore' → 'Bengaluru'), or null: the database's catalogue_city. */
export type CityAlias = (typed: string) => Promise<string | null>;

/**
 * The filters with the city and locality as the catalogue spells them, or null when they already
 * are (or name nothing the catalogue knows, which then simply finds no homes).
 */
export async function cataloguePlaces(
  filters: SearchFilters,
  cities: readonly string[],
  localitiesByCity: LocalitiesByCity,
  alias: CityAlias,
): Promise<SearchFilters | null> {
  if (!filters.city || cities.length === 0) return null;
  const city = catalogueName(cities, filters.city) ?? (await alias(filters.city));
  if (!city) return null;
  const locality = filters.locality ? (catalogueName(localitiesByCity[city] ?? [], filters.locality) ?? filters.locality) : null;
  if (city === filters.city && locality === filters.locality) return null;
  return { ...filters, city, locality, page: 1 };
}
