// The city and locality catalogue for the listing form, read as the person: row-level security
// adds their own proposed localities to the accepted ones.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { PlaceCatalogue } from '../../islands/portal/PlaceFields.tsx';
import { PORTAL_READ_TIMEOUT_MS } from './loaded.ts';

export async function loadPlaceCatalogue(client: SupabaseClient): Promise<PlaceCatalogue> {
  const signal = AbortSignal.timeout(PORTAL_READ_TIMEOUT_MS);
  const [cities, localities] = await Promise.all([
    client.from('cities').select('name').order('name').abortSignal(signal),
    client.from('localities').select('name,cities!inner(name)').order('name').abortSignal(signal),
  ]);
  const byCity: Record<string, string[]> = {};
  for (const row of (localities.data ?? []) as unknown as { name: string; cities: { name: string } }[]) {
    (byCity[row.cities.name] ??= []).push(row.name);
  }
  return { cities: ((cities.data ?? []) as { name: string }[]).map((row) => row.name), localities: byCity };
}
