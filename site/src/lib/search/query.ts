// Reads one page of search results through the API as the visitor (row-level security applies),
// with the cities and every city's localities for the filter form.
import type { SupabaseClient } from '@supabase/supabase-js';
import { CARD_COLUMNS, LISTED, READ_TIMEOUT_MS, type City, type ListedProperty } from '../listings.ts';
import { MAX_PAGES, PAGE_SIZE, type SearchFilters, type Sort } from './params.ts';
import { factConditions } from './factFilters.ts';
import { boundsConditions } from './mapArea.ts';
import { loadPlaceChoices, type LocalitiesByCity, type PlaceChoices } from '../places/choices.ts';

interface Choices {
  cities: City[];
  /** Localities of the chosen city. */
  localities: string[];
  localitiesByCity: LocalitiesByCity;
}

export type SearchResult =
  | ({ status: 'ok'; rows: ListedProperty[]; total: number; estimated: boolean; pages: number } & Choices)
  /** The page lies past the last one (results changed since the link was made). */
  | ({ status: 'past-end' } & Choices)
  /** badInput: the API refused the filters themselves (400), not a failure of the service. */
  | ({ status: 'error'; message: string; badInput?: boolean } & Choices);

/**
 * The gateway's count=estimated counts exactly up to its db-max-rows (1,000) and gives the
 * planner's estimate past it. Up to this many rows an exact count is still a short index walk, so
 * the page asks for one; past it the number shown is an estimate and says so.
 */
export const GATEWAY_EXACT_UP_TO = 1000;
export const EXACT_COUNT_UP_TO = 20000;

const ORDER: Record<Sort, { column: string; ascending: boolean }> = {
  newest: { column: 'created_at', ascending: false },
  rent_asc: { column: 'rent', ascending: true },
  rent_desc: { column: 'rent', ascending: false },
  total_asc: { column: 'total_monthly_cost', ascending: true },
  total_desc: { column: 'total_monthly_cost', ascending: false },
};

/** The filters as PostgREST conditions (listed homes only), shared by the page read and its count. */
export function searchConditions(filters: SearchFilters): [column: string, operator: string, value: string][] {
  const conditions: [string, string, string][] = Object.entries(LISTED).map(([column, value]) => [column, 'eq', String(value)]);
  if (filters.city) conditions.push(['city', 'eq', filters.city]);
  if (filters.locality) conditions.push(['locality', 'eq', filters.locality]);
  if (filters.min_rent !== null) conditions.push(['rent', 'gte', String(filters.min_rent)]);
  if (filters.max_rent !== null) conditions.push(['rent', 'lte', String(filters.max_rent)]);
  if (filters.bhk !== null) conditions.push(filters.bhk >= 5 ? ['bedrooms', 'gte', '5'] : ['bedrooms', 'eq', String(filters.bhk)]);
  if (filters.type) conditions.push(['property_type', 'eq', filters.type]);
  if (filters.furnishing) conditions.push(['furnishing', 'eq', filters.furnishing]);
  if (filters.tenant) conditions.push(['tenant_preference', 'in', `(${filters.tenant},any)`]);
  if (filters.available_by) conditions.push(['available_from', 'lte', filters.available_by]);
  conditions.push(...factConditions(filters), ...boundsConditions(filters.bounds));
  return conditions;
}

/** The page of homes the filters select, newest first unless sorted by rent; ties broken by id. */
function resultsQuery(client: SupabaseClient, filters: SearchFilters, signal: AbortSignal) {
  // count=estimated never scans 1,000,000 rows; a large estimate is made exact below when cheap.
  const order = ORDER[filters.sort];
  const offset = (filters.page - 1) * PAGE_SIZE;
  let query = client.from('properties').select(CARD_COLUMNS, { count: 'estimated' });
  for (const [column, operator, value] of searchConditions(filters)) query = query.filter(column, operator, value);
  return query
    .order(order.column, { ascending: order.ascending })
    .order('id', { ascending: order.ascending })
    .range(offset, offset + PAGE_SIZE - 1)
    .retry(false)
    .abortSignal(signal);
}

/** The exact number of homes the filters select, or null when it could not be counted in time. */
async function exactCount(client: SupabaseClient, filters: SearchFilters, signal: AbortSignal): Promise<number | null> {
  let query = client.from('properties').select('id', { count: 'exact', head: true });
  for (const [column, operator, value] of searchConditions(filters)) query = query.filter(column, operator, value);
  const { count, error } = await query.retry(false).abortSignal(signal);
  return error ? null : count;
}

/** One search: results, count and the form's choices, in parallel and bounded in time. */
export async function loadSearch(client: SupabaseClient, filters: SearchFilters): Promise<SearchResult> {
  const signal = AbortSignal.timeout(READ_TIMEOUT_MS);
  let choices: Choices = { cities: [], localities: [], localitiesByCity: {} };
  try {
    // Without the choices the results are still worth showing, with an empty form.
    const noChoices: PlaceChoices = { cities: [], localitiesByCity: {} };
    const [results, loaded] = await Promise.all([resultsQuery(client, filters, signal), loadPlaceChoices(client, signal).catch(() => noChoices)]);
    choices = { ...loaded, localities: (filters.city && loaded.localitiesByCity[filters.city]) || [] };
    // PostgREST answers a range past the end with PGRST103.
    if (results.error?.code === 'PGRST103') return { status: 'past-end', ...choices };
    if (results.error) return { status: 'error', message: results.error.message, badInput: results.status === 400, ...choices };
    let total = results.count ?? 0;
    let estimated = total > GATEWAY_EXACT_UP_TO;
    if (estimated && total <= EXACT_COUNT_UP_TO) {
      const exact = await exactCount(client, filters, signal);
      if (exact !== null) [total, estimated] = [exact, false];
    }
    return {
      status: 'ok',
      rows: (results.data ?? []) as unknown as ListedProperty[],
      total,
      estimated,
      pages: Math.min(MAX_PAGES, Math.max(1, Math.ceil(total / PAGE_SIZE))),
      ...choices,
    };
  } catch (error) {
    return { status: 'error', message: error instanceof Error ? error.message : String(error), ...choices };
  }
}
