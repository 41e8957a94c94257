// What the affiliate journeys start from, created through the API: people with passwords, members
// who joined the programme through register_affiliate (as they would), and paid RVL attributed to
// a member (written past row-level security with the service-role client, as an admin's work would).
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { monthStart, todayIso } from '@rentals/core/dates';
import type { ProductEnv } from './productEnv.ts';

export interface Person {
  id: string;
  email: string;
  password: string;
  full_name: string;
}

let made = 0;

/** A confirmed account with a unique email per run, worker and project. */
export async function createPerson(service: SupabaseClient, full_name: string, tag: string): Promise<Person> {
  made += 1;
  const email = `${full_name.toLowerCase().replace(/[^a-z]+/g, '.')}.${tag}.${Date.now()}.${made}@journeys.rentals.in`;
  const password = 'Journey@Rentals2026';
  const { data, error } = await service.auth.admin.createUser({ email, password, email_confirm: true, user_metadata: { full_name } });
  if (error || !data.user) throw new Error(`Could not create ${email}: ${error?.message ?? 'no user'}`);
  return { id: data.user.id, email, password, full_name };
}

/** The person joins the programme under a sponsor through register_affiliate; returns their code. */
export async function joinProgramme(product: ProductEnv, person: Person, sponsor: string | null): Promise<string> {
  const client = createClient(product.apiUrl, product.anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const signIn = await client.auth.signInWithPassword({ email: person.email, password: person.password });
  if (signIn.error) throw signIn.error;
  const { data, error } = await client.rpc('register_affiliate', { _sponsor_affiliate_id: sponsor, _profile: { full_name: person.full_name } }).single<{ affiliate_id: string }>();
  if (error || !data) throw new Error(`register_affiliate failed: ${error?.message ?? 'no row'}`);
  return data.affiliate_id;
}

/**
 * Dates the member's joining back to `day` ('2026-09-01'), as if they had joined the programme then:
 * a month's run counts only members who had joined by its end.
 */
export async function joinedOn(service: SupabaseClient, code: string, day: string): Promise<void> {
  const { error } = await service.from('affiliate_profiles').update({ created_at: `${day}T00:00:00+05:30` }).eq('affiliate_id', code);
  if (error) throw new Error(`Dating ${code}'s joining failed: ${error.message}`);
}

/** This month on the Indian calendar: '2026-11-01'. */
export const thisMonth = (): string => monthStart(todayIso());

/** A managed property of the landlord attributed to the affiliate, with a month's RVL paid (this month unless given). */
export async function payRvl(
  service: SupabaseClient, affiliateId: string, landlordId: string, amount: number, month: string = thisMonth(),
): Promise<string> {
  const application = await service.from('managed_rental_applications').insert({
    landlord_id: landlordId, status: 'approved', affiliate_id: affiliateId, property_location: 'Pune', property_type: 'Apartment',
    monthly_rent: amount * 10, rental_value_locked: amount,
  }).select('id').single();
  if (application.error) throw application.error;
  const managed = await service.from('managed_properties').insert({ application_id: application.data.id, owner_id: landlordId }).select('id').single();
  if (managed.error) throw managed.error;
  const details = await service.from('managed_property_details').insert({
    application_id: application.data.id, managed_property_id: managed.data.id, property_name: 'Baner flat', monthly_rent: amount * 10,
    affiliate_id: affiliateId, rvl_amount: amount,
  }).select('id').single();
  if (details.error) throw details.error;
  const payment = await service.from('managed_property_rvl_payments').insert({
    managed_property_id: details.data.id, payment_month: month, rvl_amount: amount, payment_status: 'paid', payment_date: todayIso(),
  }).select('id').single();
  if (payment.error) throw payment.error;
  return payment.data.id as string;
}
