// The catalogue's cities and accepted localities, for the visitors' search fields on the home and
// search pages. Read as the visitor: a signed-in person's own proposals list nothing yet, so only
// accepted localities are asked for. A failed read leaves the lists empty: the fields then take
// typed names, which the search page still reads against the catalogue.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { City } from '../listings.ts';

/** Each city's localities (catalogue names, alphabetical), keyed by city name. */
export type LocalitiesByCity = Record<string, string[]>;

export interface PlaceChoices {
  cities: City[];
  localitiesByCity: LocalitiesByCity;
}

export async function loadPlaceChoices(client: SupabaseClient, signal: AbortSignal): Promise<PlaceChoices> {
  const [cityRows, localityRows] = await Promise.all([
    client.from('cities').select('id,name').order('name').retry(false).abortSignal(signal),
    client.from('localities').select('name,cities!inner(name)').eq('status', 'approved').order('name').retry(false).abortSignal(signal),
  ]);
  const localitiesByCity: LocalitiesByCity = {};
  for (const row of (localityRows.data ?? []) as unknown as { name: string; cities: { name: string } }[]) {
    (localitiesByCity[row.cities.name] ??= []).push(row.name);
  }
  return { cities: (cityRows.data ?? []) as City[], localitiesByCity };
}
