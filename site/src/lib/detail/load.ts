// A listing's page: the property as the visitor may see it (row-level security decides; an
// unlisted property is simply not found), its photos, who lists it and a few similar homes.
import type { SupabaseClient } from '@supabase/supabase-js';
import { CARD_COLUMNS, LISTED, READ_TIMEOUT_MS, type ListedProperty } from '../listings.ts';
import type { RentalFacts } from './rentalFacts.ts';

export interface PropertyDetail extends RentalFacts {
  id: string;
  title: string;
  description: string | null;
  city: string;
  locality: string | null;
  address: string | null;
  rent: number | string;
  deposit: number | string;
  bedrooms: number;
  bathrooms: number | null;
  area_sqft: number | null;
  property_type: string;
  furnishing: string | null;
  tenant_preference: string;
  available_from: string | null;
  amenities: string[];
  latitude: number | string | null;
  longitude: number | string | null;
  rating: number | string | null;
  image_urls: string[];
  verified: boolean;
  availability: string;
  listed_by: string;
  created_at: string;
  updated_at: string;
  total_monthly_cost: number | string;
  no_brokerage: boolean;
}

export interface Lister {
  display_name: string;
  lister_kind: 'owner' | 'broker';
  member_since: string;
}

const DETAIL_COLUMNS =
  'id,title,description,city,locality,address,rent,deposit,bedrooms,bathrooms,area_sqft,property_type,furnishing,tenant_preference,available_from,amenities,latitude,longitude,rating,image_urls,verified,availability,listed_by,created_at,updated_at,' +
  'maintenance_charges,floor,total_floors,parking,water_supply,pets_allowed,food_preference,gated_society,facing,year_built,no_brokerage,total_monthly_cost';
export const SIMILAR_COUNT = 3;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type DetailResult =
  | { status: 'ok'; property: PropertyDetail; photos: string[]; lister: Lister | null; similar: ListedProperty[] }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

/** Photos in display order: the property_images rows, else the listing's own image_urls. */
function photosOf(property: PropertyDetail, rows: { url: string }[] | null): string[] {
  const ordered = (rows ?? []).map((row) => row.url);
  return ordered.length ? ordered : (property.image_urls ?? []);
}

export async function loadPropertyDetail(client: SupabaseClient, id: string): Promise<DetailResult> {
  if (!UUID.test(id)) return { status: 'not-found' };
  const signal = AbortSignal.timeout(READ_TIMEOUT_MS);
  try {
    const found = await client.from('properties').select(DETAIL_COLUMNS).eq('id', id).abortSignal(signal).retry(false).maybeSingle();
    if (found.error) return { status: 'error', message: found.error.message };
    if (!found.data) return { status: 'not-found' };
    const property = found.data as unknown as PropertyDetail;
    const [images, lister, similar] = await Promise.all([
      client.from('property_images').select('url').eq('property_id', id).order('position').retry(false).abortSignal(signal),
      client.rpc('property_lister', { _property_id: id }).retry(false).abortSignal(signal),
      // Same city and about the same size, newest first: an index walk on the listed-by-city index.
      client
        .from('properties')
        .select(CARD_COLUMNS)
        .match(LISTED)
        .eq('city', property.city)
        .gte('bedrooms', Math.max(1, property.bedrooms - 1))
        .lte('bedrooms', property.bedrooms + 1)
        .neq('id', id)
        .order('created_at', { ascending: false })
        .limit(SIMILAR_COUNT)
        .retry(false)
        .abortSignal(signal),
    ]);
    return {
      status: 'ok',
      property,
      photos: photosOf(property, images.data as { url: string }[] | null),
      lister: ((lister.data as Lister[] | null) ?? [])[0] ?? null,
      similar: (similar.data ?? []) as unknown as ListedProperty[],
    };
  } catch (error) {
    return { status: 'error', message: error instanceof Error ? error.message : String(error) };
  }
}
