// A listing's page: the property as the visitor may see it (row-level security decides; an
// unlisted property is simply not found), its photos, who lists it and a few similar homes, read
// in one call (listing_page).
import type { SupabaseClient } from '@supabase/supabase-js';
import { READ_TIMEOUT_MS, type ListedProperty } from '../listings.ts';
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

export const SIMILAR_COUNT = 3;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type DetailResult =
  | { status: 'ok'; property: PropertyDetail; photos: string[]; lister: Lister | null; similar: ListedProperty[] }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

/** Photos in display order: the property_images rows, else the listing's own image_urls. */
function photosOf(property: PropertyDetail, images: string[]): string[] {
  return images.length ? images : (property.image_urls ?? []);
}

interface ListingPage {
  property: PropertyDetail;
  images: string[];
  lister: Lister | null;
  similar: ListedProperty[];
}

export async function loadPropertyDetail(client: SupabaseClient, id: string): Promise<DetailResult> {
  if (!UUID.test(id)) return { status: 'not-found' };
  try {
    const { data, error } = await client
      .rpc('listing_page', { _property_id: id, _similar: SIMILAR_COUNT }, { get: true })
      .retry(false)
      .abortSignal(AbortSignal.timeout(READ_TIMEOUT_MS));
    if (error) return { status: 'error', message: error.message };
    if (!data) return { status: 'not-found' };
    const page = data as ListingPage;
    return { status: 'ok', property: page.property, photos: photosOf(page.property, page.images), lister: page.lister, similar: page.similar };
  } catch (error) {
    return { status: 'error', message: error instanceof Error ? error.message : String(error) };
  }
}
