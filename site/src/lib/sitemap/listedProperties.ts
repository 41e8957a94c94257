import type { SupabaseClient } from '@supabase/supabase-js';
import { idRange, MAX_URLS_PER_SITEMAP, type IdRange } from './idRanges.ts';

export interface ListedProperty {
  id: string;
  updated_at: string;
}

// The API answers at most its max-rows per request (1000 by default); a slice is read in batches.
const BATCH = 1000;
const READ_TIMEOUT_MS = 10_000;

// Ids are uniformly random, so the listings in 1/256 of the id space, times 256, estimate them all
// (within a few percent at 1,000,000) for the price of counting a few thousand rows.
const SAMPLE_SLICES = 256;

// Filters written out (not only left to the policy) so the planner can use the partial "listed"
// indexes; the policy still decides what anon may see.
function listed(client: SupabaseClient, columns: string, options?: { count: 'exact'; head: true }) {
  return client
    .from('properties')
    .select(columns, options)
    .eq('availability', 'available')
    .eq('verified', true);
}

/**
 * About how many properties are listed, from an exact count of one id slice. (An exact count of
 * everything takes most of a second at 1,000,000 listings; the sitemap index needs only the order
 * of magnitude.)
 */
export async function estimateListed(client: SupabaseClient): Promise<number> {
  const sample = idRange(1, SAMPLE_SLICES);
  const { count, error } = await listed(client, 'id', { count: 'exact', head: true })
    .gte('id', sample.from)
    .lt('id', sample.to!)
    .retry(false)
    .abortSignal(AbortSignal.timeout(READ_TIMEOUT_MS));
  if (error) throw new Error(error.message || 'The listings service answered with an error.');
  return (count ?? 0) * SAMPLE_SLICES;
}

/**
 * The listed properties whose id falls in `range`, in id order: keyset batches along the primary
 * key (`id > last`), each an index range walk, so the cost is the slice's size, not its position.
 */
export async function listedInRange(
  client: SupabaseClient,
  range: IdRange,
): Promise<ListedProperty[]> {
  const rows: ListedProperty[] = [];
  let after: string | undefined;
  while (rows.length < MAX_URLS_PER_SITEMAP) {
    let query = listed(client, 'id,updated_at');
    query = after === undefined ? query.gte('id', range.from) : query.gt('id', after);
    if (range.to) query = query.lt('id', range.to);
    const { data, error } = await query
      .order('id')
      .limit(Math.min(BATCH, MAX_URLS_PER_SITEMAP - rows.length))
      .retry(false)
      .abortSignal(AbortSignal.timeout(READ_TIMEOUT_MS));
    if (error) throw new Error(error.message || 'The listings service answered with an error.');
    const batch = (data ?? []) as unknown as ListedProperty[];
    // Read until an empty answer: a server with a lower row limit answers short batches.
    if (batch.length === 0) break;
    rows.push(...batch);
    after = batch[batch.length - 1]!.id;
  }
  return rows;
}
