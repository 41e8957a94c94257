import type { GetListParams } from 'react-admin';

/**
 * The columns a list's search box (`q`) looks in, per PostgREST resource: every word typed may be
 * in any of them, any case. Lists read through a database function search in that function.
 */
export const SEARCH_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  properties: ['title', 'city', 'locality'],
  admin_broker_registrations: ['broker_name', 'broker_phone', 'broker_city', 'provider_payment_id'],
  admin_managed_applications: ['property_location', 'locality', 'landlord_name', 'broker_name', 'affiliate_id'],
  admin_managed_properties: ['property_name', 'owner_name', 'affiliate_id'],
  admin_rvl_tracking: ['property_name', 'owner_name', 'affiliate_id'],
  affiliate_profiles: ['full_name', 'affiliate_id', 'email'],
};

/**
 * A value of a PostgREST logic tree in double quotes, so commas, brackets and dots typed in a search
 * stay text. LIKE's own % and _ stay wildcards: a search can only match more, never fail.
 */
function quoted(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/**
 * The list's params with its search (`q`) turned into PostgREST filters: each word must be in one
 * of the resource's search columns ('Rohan Pune' finds Rohan Gupta of Pune). A resource without
 * search columns, or an empty search, is left as it is.
 */
export function withSearch(resource: string, params: GetListParams): GetListParams {
  const { q, ...filter } = (params.filter ?? {}) as Record<string, unknown>;
  const columns = SEARCH_COLUMNS[resource];
  const words = typeof q === 'string' ? q.trim().split(/\s+/).filter(Boolean) : [];
  if (!columns || words.length === 0) return q === undefined ? params : { ...params, filter };
  // One `and` of `or`s: every word in some column. ra-data-postgrest passes a key 'and@' (its
  // operator left blank) through as it is.
  const tree = words
    .map((word) => `or(${columns.map((column) => `${column}.ilike.${quoted(`*${word}*`)}`).join(',')})`)
    .join(',');
  return { ...params, filter: { ...filter, 'and@': `(${tree})` } };
}
