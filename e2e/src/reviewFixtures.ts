// Rows the admin review journeys start from, created through the service-role client with names
// unique to each run, so journeys find their own rows and count their own changes.
import crypto from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { addDays, todayIso } from '@rentals/core/dates';

export const unique = () => crypto.randomBytes(3).toString('hex');

async function must<T>(
  promise: PromiseLike<{ data: T | null; error: { message: string } | null }>,
  what: string,
): Promise<T> {
  const { data, error } = await promise;
  if (error || data === null) throw new Error(`${what} failed: ${error?.message ?? 'no data'}`);
  return data;
}

/** A confirmed account with a full name; returns its id and email. */
export async function createPerson(
  service: SupabaseClient,
  fullName: string,
): Promise<{ id: string; email: string }> {
  const email = `${fullName.toLowerCase().replace(/[^a-z]+/g, '.')}.${unique()}@example.in`;
  const { data, error } = await service.auth.admin.createUser({
    email,
    password: `Pw-${unique()}${unique()}`,
    email_confirm: true,
    user_metadata: { full_name: fullName },
  });
  if (error || !data.user)
    throw new Error(`Creating ${fullName} failed: ${error?.message ?? 'no user'}`);
  return { id: data.user.id, email };
}

/** A submitted managed rental application of a new landlord, at a locality named for the run, ending in 330 days. */
export async function createApplication(service: SupabaseClient, locality: string) {
  const landlord = await createPerson(service, 'Farah Landlord');
  return must<{ id: string }>(
    service
      .from('managed_rental_applications')
      .insert({
        landlord_id: landlord.id,
        property_location: 'Pune',
        locality,
        property_type: 'Apartment',
        property_address: '12 Paud Road',
        bedrooms: 2,
        monthly_rent: 42000,
        security_deposit: 84000,
        // The rental's end, which an approval needs; no start, so the lease runs from the approval.
        rental_end_date: addDays(todayIso(), 330),
      })
      .select('id')
      .single(),
    'Creating an application',
  );
}

/** A broker who registered with cash and whose registration payment is pending. */
export async function createPendingRegistration(service: SupabaseClient, name: string) {
  const person = await createPerson(service, name);
  const broker = await must<{ id: string }>(
    service
      .from('brokers')
      .insert({ user_id: person.id, name, city: 'Pune' })
      .select('id')
      .single(),
    'Creating a broker',
  );
  const payment = await must<{ id: string }>(
    service
      .from('payments')
      .insert({
        kind: 'broker_registration',
        provider: 'cash',
        provider_payment_id: `CASH-${unique()}`,
        amount: 999,
        broker_id: broker.id,
        user_id: person.id,
      })
      .select('id')
      .single(),
    'Creating a registration payment',
  );
  return { brokerId: broker.id, paymentId: payment.id, userId: person.id };
}

/** An activated broker without shadow balancing. */
export async function createBroker(service: SupabaseClient, name: string) {
  const person = await createPerson(service, name);
  return must<{ id: string }>(
    service
      .from('brokers')
      .insert({ user_id: person.id, name, city: 'Pune', activated: true, current_rank: 'builder' })
      .select('id')
      .single(),
    'Creating a broker',
  );
}

/** An unverified listing of a new owner. */
export async function createListing(service: SupabaseClient, title: string) {
  const owner = await createPerson(service, 'Meera Owner');
  const row = await must<{ id: string }>(
    service
      .from('properties')
      .insert({
        title,
        listed_by: owner.id,
        city: 'Pune',
        locality: 'Baner',
        rent: 28000,
        bedrooms: 2,
      })
      .select('id')
      .single(),
    'Creating a listing',
  );
  return { id: row.id, ownerId: owner.id };
}

/** Rows of admin_audit_log for one target and action. */
export async function auditCount(
  service: SupabaseClient,
  action: string,
  targetId: string,
): Promise<number> {
  const { count, error } = await service
    .from('admin_audit_log')
    .select('id', { count: 'exact', head: true })
    .eq('action', action)
    .eq('target_id', targetId);
  if (error) throw new Error(error.message);
  return count ?? 0;
}

/**
 * An approved application with its configured managed property (as Approve & Configure leaves
 * them), its lease starting on `leaseStart`; returns the managed property's id.
 */
export async function createLeasedManagedProperty(
  service: SupabaseClient,
  propertyName: string,
  leaseStart: string,
): Promise<string> {
  const landlord = await createPerson(service, 'Gauri Landlord');
  const application = await must<{ id: string }>(
    service
      .from('managed_rental_applications')
      .insert({
        landlord_id: landlord.id,
        status: 'approved',
        property_location: 'Pune',
        property_type: 'Apartment',
        monthly_rent: 90500,
        rental_value_locked: 90500,
        rental_start_date: leaseStart,
      })
      .select('id')
      .single(),
    'Creating an approved application',
  );
  const managed = await must<{ id: string }>(
    service
      .from('managed_properties')
      .insert({ application_id: application.id, owner_id: landlord.id })
      .select('id')
      .single(),
    'Creating a managed property',
  );
  const details = await must<{ id: string }>(
    service
      .from('managed_property_details')
      .insert({
        application_id: application.id,
        managed_property_id: managed.id,
        property_name: propertyName,
        owner_name: 'Gauri Landlord',
        monthly_rent: 90500,
        rvl_amount: 90500,
        lease_start_date: leaseStart,
      })
      .select('id')
      .single(),
    'Configuring the managed property',
  );
  return details.id;
}
