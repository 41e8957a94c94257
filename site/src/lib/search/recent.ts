// A signed-in person's searches feed their recent searches (portal): the filters as stored JSON
// (keys are the address's own parameter names, so /properties?<filters> repeats the search) and a
// readable label in the language they searched in.
import type { SupabaseClient } from '@supabase/supabase-js';
import { formatDate } from '@rentals/core/format';
import { formatRupees } from '@rentals/core/money';
import type { Translate } from '../../i18n/t.ts';
import { furnishingLabelKey, tenantLabelKey, typeLabelKey } from '../enumLabels.ts';
import { hasFilters, searchHref, type SearchFilters } from './params.ts';

/** The filters worth repeating, as address parameters: { city: 'Pune', bhk: '2' }. */
export function storedFilters(filters: SearchFilters): Record<string, string> {
  const query = searchHref({ ...filters, page: 1 }).split('?')[1] ?? '';
  return Object.fromEntries(new URLSearchParams(query));
}

/** "2 BHK · Apartment · in Baner, Pune · ₹15,000 – ₹40,000". */
export function searchLabel(filters: SearchFilters, t: Translate): string {
  const parts: string[] = [];
  if (filters.bhk !== null) parts.push(t('common.card.bhk', { count: filters.bhk >= 5 ? '5+' : filters.bhk }));
  if (filters.type) parts.push(t(typeLabelKey(filters.type)));
  if (filters.furnishing) parts.push(t(furnishingLabelKey(filters.furnishing)));
  const place = [filters.locality, filters.city].filter(Boolean).join(', ');
  if (place) parts.push(t('search.recent.in', { place }));
  const min = filters.min_rent === null ? null : formatRupees(filters.min_rent);
  const max = filters.max_rent === null ? null : formatRupees(filters.max_rent);
  if (min && max) parts.push(t('search.recent.budget', { min, max }));
  else if (min) parts.push(t('search.recent.from', { min }));
  else if (max) parts.push(t('search.recent.upTo', { max }));
  if (filters.tenant) parts.push(t(tenantLabelKey(filters.tenant)));
  if (filters.available_by) parts.push(t('search.recent.moveInBy', { date: formatDate(filters.available_by) }));
  return parts.length ? parts.join(' · ') : t('search.recent.all');
}

const sameFilters = (a: unknown, b: Record<string, string>) =>
  JSON.stringify(Object.entries((a ?? {}) as Record<string, string>).sort()) === JSON.stringify(Object.entries(b).sort());

/**
 * Records a search with filters for the signed-in person, unless it repeats their latest one (paging
 * and re-sorting the same search do not add rows). Failures are logged, never shown: the results matter more.
 */
export async function recordSearch(client: SupabaseClient, userId: string, filters: SearchFilters, t: Translate): Promise<void> {
  if (!hasFilters(filters)) return;
  const stored = storedFilters({ ...filters, sort: 'newest' });
  try {
    const latest = await client
      .from('recent_searches')
      .select('filters')
      .eq('user_id', userId)
      .order('created_at', { ascending: false })
      .limit(1)
      .maybeSingle();
    if (latest.data && sameFilters(latest.data.filters, stored)) return;
    const { error } = await client.from('recent_searches').insert({ user_id: userId, label: searchLabel(filters, t), filters: stored });
    if (error) console.warn(`search: could not record a recent search: ${error.message}`);
  } catch (error) {
    console.warn(`search: could not record a recent search: ${error instanceof Error ? error.message : String(error)}`);
  }
}
