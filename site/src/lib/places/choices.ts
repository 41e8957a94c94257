// The catalogue's cities and approved localities, for the visitors' search fields on the home and
// search pages. A failed read leaves the lists empty: the fields then take typed names, which the
// search page still reads against the catalogue.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { City } from '../listings.ts';

/** Each city's localities (catalogue names, alphabetical), keyed by city name. */
export type LocalitiesByCity = Record<string, string[]>;

export interface PlaceChoices {
  cities: City[];
  localitiesByCity: LocalitiesByCity;
}

/** How long the choices are kept (PLACE_CHOICES_KEPT_MS): a place an admin approves shows within a minute. */
export const PLACE_CHOICES_KEPT_MS = 60_000;

type Kept = { at: number; choices: Promise<PlaceChoices> };
/** Per client: the site reads them through its one public client. */
const kept = new WeakMap<SupabaseClient, Kept>();

/**
 * The choices in one read: every city with its approved localities, both in alphabetical order.
 * The catalogue is the same for every visitor and changes only when an admin approves a place, so
 * the site server reads it at most once a minute instead of on every search; a failed read is not
 * kept.
 */
export function loadPlaceChoices(client: SupabaseClient, signal: AbortSignal, now = Date.now()): Promise<PlaceChoices> {
  const known = kept.get(client);
  if (known && now - known.at < PLACE_CHOICES_KEPT_MS && now >= known.at) return known.choices;
  const entry = { at: now, choices: readChoices(client, signal) };
  kept.set(client, entry);
  entry.choices.catch(() => {
    if (kept.get(client) === entry) kept.delete(client);
  });
  return entry.choices;
}

async function readChoices(client: SupabaseClient, signal: AbortSignal): Promise<PlaceChoices> {
  const { data, error } = await client
    .from('cities')
    .select('id,name,localities(name)')
    .eq('localities.status', 'approved')
    .order('name')
    .order('name', { referencedTable: 'localities' })
    .retry(false)
    .abortSignal(signal);
  if (error) throw new Error(error.message);
  const rows = (data ?? []) as { id: string; name: string; localities: { name: string }[] }[];
  const localitiesByCity: LocalitiesByCity = {};
  for (const city of rows) if (city.localities.length) localitiesByCity[city.name] = city.localities.map((l) => l.name);
  return { cities: rows.map(({ id, name }) => ({ id, name })), localitiesByCity };
}
