// A signed-in person's searches feed their recent searches (portal): the filters as stored JSON
// (keys are the address's own parameter names, so /properties?<filters> repeats the search) and a
// readable label in the language they searched in. The page is the same HTML for everyone, so it
// carries the entry and the browser records it with the person's own session (recordInBrowser.ts).
import type { SupabaseClient } from '@supabase/supabase-js';
import { formatDate } from '@rentals/core/format';
import { formatRupees } from '@rentals/core/money';
import type { Translate } from '../../i18n/t.ts';
import { furnishingLabelKey, tenantLabelKey, typeLabelKey } from '../enumLabels.ts';
import { hasFilters, parseSearch, searchHref, type SearchFilters } from './params.ts';

/** The filters worth repeating, as address parameters: { city: 'Pune', bhk: '2' }. */
export function storedFilters(filters: SearchFilters): Record<string, string> {
  const query = searchHref({ ...filters, view: 'list', page: 1 }).split('?')[1] ?? '';
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
  if (filters.max_total !== null) parts.push(`${t('facts.filter.maxTotal')} ${formatRupees(filters.max_total)}`);
  if (filters.pets) parts.push(t('facts.filter.pets'));
  if (filters.no_brokerage) parts.push(t('facts.card.noBrokerage'));
  return parts.length ? parts.join(' · ') : t('search.recent.all');
}

/**
 * A recent search's name in the reader's language, made from its filters as the search page names
 * it; a search whose filters the search page does not read (stored before, or elsewhere) keeps the
 * name it was stored with. recentSearchLabel({ label, filters: { city: 'Pune', bhk: '2' } }, hi)
 * → '2 BHK · Pune में'.
 */
export function recentSearchLabel(search: { label: string; filters: Record<string, unknown> }, t: Translate): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search.filters ?? {}))
    for (const item of Array.isArray(value) ? value : [value]) if (item !== null && item !== undefined && item !== '') params.append(key, String(item));
  const filters = parseSearch(params);
  const understood = storedFilters(filters);
  const whole = [...params].every(([key, value]) => key === 'sort' || key === 'page' || understood[key] === value);
  return whole && hasFilters(filters) ? searchLabel(filters, t) : search.label;
}

const sameFilters = (a: unknown, b: Record<string, string>) =>
  JSON.stringify(Object.entries((a ?? {}) as Record<string, string>).sort()) === JSON.stringify(Object.entries(b).sort());

/** A search worth keeping in recent searches: its readable label and stored filters. */
export interface RecentSearchEntry {
  label: string;
  filters: Record<string, string>;
}

/** The entry a search page records for a signed-in person, or null for a search without filters. */
export function recentSearchEntry(filters: SearchFilters, t: Translate): RecentSearchEntry | null {
  if (!hasFilters(filters)) return null;
  return { label: searchLabel(filters, t), filters: storedFilters({ ...filters, sort: 'newest' }) };
}

/**
 * Records a search for the signed-in person, unless it repeats their latest one (paging and
 * re-sorting the same search do not add rows). Failures are logged, never shown: the results matter more.
 */
export async function recordSearch(client: SupabaseClient, userId: string, entry: RecentSearchEntry): Promise<void> {
  try {
    const latest = await client
      .from('recent_searches')
      .select('filters')
      .eq('user_id', userId)
      .order('created_at', { ascending: false })
      .limit(1)
      .maybeSingle();
    if (latest.data && sameFilters(latest.data.filters, entry.filters)) return;
    const { error } = await client.from('recent_searches').insert({ user_id: userId, label: entry.label, filters: entry.filters });
    if (error) console.warn(`search: could not record a recent search: ${error.message}`);
  } catch (error) {
    console.warn(`search: could not record a recent search: ${error instanceof Error ? error.message : String(error)}`);
  }
}
