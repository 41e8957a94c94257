// What people typed, which pages show as typed in either language: names, titles, addresses,
// places, descriptions and references, read through the service role for englishOnPage.ts.
import type { SupabaseClient } from '@supabase/supabase-js';
import { PhraseIndex } from './englishOnPage.ts';

const TYPED: Record<string, string[]> = {
  profiles: ['full_name', 'first_name', 'last_name', 'city', 'state'],
  properties: ['title', 'address', 'city', 'locality', 'description'],
  cities: ['name', 'state'],
  localities: ['name'],
  maintenance_requests: ['title', 'description', 'resolution'],
  property_visits: ['notes', 'owner_reply'],
  property_applications: ['notes', 'owner_reply'],
  managed_rental_applications: ['property_location', 'locality', 'property_address', 'description'],
  managed_property_details: ['property_name', 'owner_name', 'affiliate_name'],
  rent_payments: ['reference'],
  payments: ['provider_payment_id'],
  leases: ['terms'],
  brokers: ['name', 'city', 'shadow_balancing_reason'],
  shadow_balancing_audit: ['reason'],
  affiliate_shadow_power: ['notes'],
  shadow_power_audit: ['notes'],
  affiliate_profiles: ['full_name'],
  listing_reports: ['details'],
  conversations: ['renter_name', 'owner_name', 'report_reason'],
  messages: ['body'],
};

const PAGE = 1000;

/** Every text people typed into the tables pages show, as phrases a scan may leave as they are. */
export async function peoplesTexts(service: SupabaseClient): Promise<PhraseIndex> {
  const index = new PhraseIndex();
  for (const [table, columns] of Object.entries(TYPED)) {
    for (let from = 0; ; from += PAGE) {
      const { data, error } = await service.from(table).select(columns.join(',')).order('id').range(from, from + PAGE - 1);
      if (error) throw new Error(`Reading ${table}: ${error.message}`);
      const rows = (data ?? []) as unknown as Record<string, string | null>[];
      index.add(rows.flatMap((row) => columns.map((column) => row[column])));
      if (rows.length < PAGE) break;
    }
  }
  return index;
}
