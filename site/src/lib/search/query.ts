// Reads one page of search results through the API as the visitor (row-level security applies),
// with the cities and the chosen city's localities for the filter form.
import type { SupabaseClient } from '@supabase/supabase-js';
import { CARD_COLUMNS, LISTED, READ_TIMEOUT_MS, type City, type ListedProperty } from '../listings.ts';
import { MAX_PAGES, PAGE_SIZE, type SearchFilters, type Sort } from './params.ts';

export type SearchResult =
  | { status: 'ok'; rows: ListedProperty[]; total: number; pages: number; cities: City[]; localities: string[] }
  /** The page lies past the last one (results changed since the link was made). */
  | { status: 'past-end'; cities: City[]; localities: string[] }
  /** badInput: the API refused the filters themselves (400), not a failure of the service. */
  | { status: 'error'; message: string; badInput?: boolean; cities: City[]; localities: string[] };

const ORDER: Record<Sort, { column: string; ascending: boolean }> = {
  newest: { column: 'created_at', ascending: false },
  rent_asc: { column: 'rent', ascending: true },
  rent_desc: { column: 'rent', ascending: false },
};

/** The page of homes the filters select, newest first unless sorted by rent; ties broken by id. */
function resultsQuery(client: SupabaseClient, filters: SearchFilters, signal: AbortSignal) {
  // count=estimated: exact for small results, the planner's estimate past a threshold, so a
  // count never scans 1,000,000 rows.
  let query = client.from('properties').select(CARD_COLUMNS, { count: 'estimated' }).match(LISTED);
  if (filters.city) query = query.eq('city', filters.city);
  if (filters.locality) query = query.eq('locality', filters.locality);
  if (filters.min_rent !== null) query = query.gte('rent', filters.min_rent);
  if (filters.max_rent !== null) query = query.lte('rent', filters.max_rent);
  if (filters.bhk !== null) query = filters.bhk >= 5 ? query.gte('bedrooms', 5) : query.eq('bedrooms', filters.bhk);
  if (filters.type) query = query.eq('property_type', filters.type);
  if (filters.furnishing) query = query.eq('furnishing', filters.furnishing);
  if (filters.tenant) query = query.in('tenant_preference', [filters.tenant, 'any']);
  if (filters.available_by) query = query.lte('available_from', filters.available_by);
  const order = ORDER[filters.sort];
  const offset = (filters.page - 1) * PAGE_SIZE;
  return query
    .order(order.column, { ascending: order.ascending })
    .order('id', { ascending: order.ascending })
    .range(offset, offset + PAGE_SIZE - 1)
    .retry(false)
    .abortSignal(signal);
}

/** One search: results, count and the form's choices, in parallel and bounded in time. */
export async function loadSearch(client: SupabaseClient, filters: SearchFilters): Promise<SearchResult> {
  const signal = AbortSignal.timeout(READ_TIMEOUT_MS);
  let cities: City[] = [];
  let localities: string[] = [];
  try {
    const [results, cityRows, localityRows] = await Promise.all([
      resultsQuery(client, filters, signal),
      client.from('cities').select('id,name').order('name').retry(false).abortSignal(signal),
      filters.city
        ? client
            .from('localities')
            .select('name,cities!inner(name)')
            .eq('cities.name', filters.city)
            .order('name')
            .retry(false)
            .abortSignal(signal)
        : Promise.resolve({ data: [], error: null }),
    ]);
    cities = (cityRows.data ?? []) as City[];
    localities = ((localityRows.data ?? []) as { name: string }[]).map((row) => row.name);
    // PostgREST answers a range past the end with PGRST103.
    if (results.error?.code === 'PGRST103') return { status: 'past-end', cities, localities };
    if (results.error) return { status: 'error', message: results.error.message, badInput: results.status === 400, cities, localities };
    const total = results.count ?? 0;
    return {
      status: 'ok',
      rows: (results.data ?? []) as unknown as ListedProperty[],
      total,
      pages: Math.min(MAX_PAGES, Math.max(1, Math.ceil(total / PAGE_SIZE))),
      cities,
      localities,
    };
  } catch (error) {
    return { status: 'error', message: error instanceof Error ? error.message : String(error), cities, localities };
  }
}
