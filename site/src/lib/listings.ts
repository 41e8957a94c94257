import type { SupabaseClient } from '@supabase/supabase-js';

/** The columns of a listed property that the cards show. */
export interface ListedProperty {
  id: string;
  title: string;
  city: string | null;
  locality: string | null;
  rent: number | string;
  bedrooms: number | null;
  property_type: string | null;
  image_urls: string[] | null;
  verified: boolean;
  created_at: string;
}

export const CARD_COLUMNS =
  'id,title,city,locality,rent,bedrooms,property_type,image_urls,verified,created_at';
export const NEWEST_COUNT = 6;
// A server-rendered page should rather show its error state than hang: one attempt, bounded in time
// (postgrest-js would otherwise retry a failed read three times over about seven seconds).
const READ_TIMEOUT_MS = 10_000;

export type HomeListings =
  { status: 'ok'; total: number; newest: ListedProperty[] } | { status: 'error'; message: string };

/**
 * The home page's data: how many properties are listed and the newest few. Row-level security
 * decides what "listed" means for the anon role (available and verified), so no filter here
 * would be a second source of truth.
 */
export async function loadHomeListings(client: SupabaseClient): Promise<HomeListings> {
  try {
    const signal = AbortSignal.timeout(READ_TIMEOUT_MS);
    const [count, newest] = await Promise.all([
      client
        .from('properties')
        .select('id', { count: 'exact', head: true })
        .retry(false)
        .abortSignal(signal),
      client
        .from('properties')
        .select(CARD_COLUMNS)
        .order('created_at', { ascending: false })
        .limit(NEWEST_COUNT)
        .retry(false)
        .abortSignal(signal),
    ]);
    const error = count.error ?? newest.error;
    if (error)
      return {
        status: 'error',
        message: error.message || 'The listings service answered with an error.',
      };
    return {
      status: 'ok',
      total: count.count ?? 0,
      newest: (newest.data ?? []) as unknown as ListedProperty[],
    };
  } catch (error) {
    return { status: 'error', message: error instanceof Error ? error.message : String(error) };
  }
}
