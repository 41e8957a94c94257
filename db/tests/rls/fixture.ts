import type pg from 'pg';
import { createUser, type AppRole, type TestUser } from '../helpers/actors.ts';

/** The people of the row-level-security matrix; each holds the role of its name. */
export const PEOPLE = ['user', 'tenant', 'landlord', 'broker', 'affiliate', 'property_manager', 'admin'] as const;
export type Person = (typeof PEOPLE)[number];

export interface Fixture {
  people: Record<Person, TestUser>;
  ids: Record<string, string>;
}

async function one(client: pg.Client, sql: string, params: unknown[]): Promise<string> {
  const { rows } = await client.query<{ id: string }>(sql, params);
  return String(rows[0]!.id);
}

/**
 * A small world written as the owner: a landlord with a listed and an unlisted property, whose
 * portfolio the property manager looks after, a tenant who visits, applies, shortlists, leases the
 * unlisted (rented) property, owes its rent and raises maintenance, a broker with a managed application for
 * the landlord, an affiliate with shadow power, and one row in every admin table.
 */
export async function createFixture(client: pg.Client): Promise<Fixture> {
  const people = {} as Record<Person, TestUser>;
  for (const person of PEOPLE) {
    people[person] = await createUser(client, {
      email: `${person}@matrix.test`,
      metadata: { full_name: `Matrix ${person}` },
      roles: [person as AppRole],
    });
  }
  const { tenant, landlord, broker, affiliate, property_manager: manager, admin } = people;
  const ids: Record<string, string> = {};
  // The catalogue's migration already holds Bengaluru and Indiranagar.
  ids.locality = await one(client, `select id from public.localities where city_id = 'bengaluru' and name = 'Indiranagar'`, []);
  const property = `insert into public.properties (title, listed_by, city, locality, rent, deposit, bedrooms, verified)
                    values ($1, $2, 'Bengaluru', 'Indiranagar', 45000, 90000, 2, $3) returning id`;
  ids.listed = await one(client, property, ['Listed 2 BHK', landlord.id, true]);
  ids.listed2 = await one(client, property, ['Second listed flat', landlord.id, true]);
  ids.unlisted = await one(client, property, ['Awaiting approval', landlord.id, false]);
  ids.rejected = await one(client, property, ['Rejected by an admin', landlord.id, false]);
  await client.query(`update public.properties set rejection_reason = 'Wrong photos', rejected_at = now() where id = $1`, [ids.rejected]);
  ids.listedImage = await one(client, `insert into public.property_images (property_id, url) values ($1, '/images/placeholders/living-room.svg') returning id`, [ids.listed]);
  ids.unlistedImage = await one(client, `insert into public.property_images (property_id, url) values ($1, '/images/placeholders/bedroom.svg') returning id`, [ids.unlisted]);
  ids.visit = await one(client, `insert into public.property_visits (property_id, user_id) values ($1, $2) returning id`, [ids.listed, tenant.id]);
  ids.report = await one(client, `insert into public.listing_reports (property_id, reporter_id, reason) values ($1, $2, 'already_rented') returning id`, [ids.listed, tenant.id]);
  ids.application = await one(client, `insert into public.property_applications (property_id, user_id) values ($1, $2) returning id`, [ids.listed, tenant.id]);
  await client.query(`insert into public.shortlisted_properties (user_id, property_id) values ($1, $2)`, [tenant.id, ids.listed]);
  await client.query(`insert into public.recently_viewed_properties (user_id, property_id) values ($1, $2)`, [tenant.id, ids.listed]);
  ids.search = await one(client, `insert into public.recent_searches (user_id, label) values ($1, '2 BHK in Indiranagar') returning id`, [tenant.id]);
  ids.savedSearch = await one(client, `insert into public.saved_searches (user_id, name, filters) values ($1, 'Indiranagar', '{"city":"Bengaluru"}') returning id`, [tenant.id]);
  await client.query(`insert into public.saved_search_matches (saved_search_id, property_id, user_id) values ($1, $2, $3)`, [ids.savedSearch, ids.listed, tenant.id]);
  ids.maintenance = await one(client, `insert into public.maintenance_requests (property_id, raised_by, title) values ($1, $2, 'Leaking tap') returning id`, [ids.listed, tenant.id]);
  ids.maintenanceEvent = await one(client, `insert into public.maintenance_request_events (request_id, actor_id, action, status) values ($1, $2, 'raised', 'open') returning id`, [ids.maintenance, tenant.id]);
  ids.appointment = await one(client, `insert into public.property_manager_landlords (manager_id, landlord_id) values ($1, $2) returning id`, [manager.id, landlord.id]);
  ids.lease = await one(
    client,
    `insert into public.leases (property_id, tenant_id, application_id, start_date, monthly_rent) values ($1, $2, $3, '2026-01-01', 45000) returning id`,
    [ids.unlisted, tenant.id, ids.application],
  );
  ids.rent = await one(client, `insert into public.rent_payments (lease_id, month, amount, due_date) values ($1, '2026-10-01', 45000, '2026-10-05') returning id`, [ids.lease]);
  ids.agreement = await one(
    client,
    `insert into public.rental_agreements (lease_id, start_date, end_date, licence_fee, deposit, lock_in_months, notice_days, maintenance_paid_by, permitted_use, state)
     values ($1, '2026-01-01', '2026-11-30', 45000, 0, 6, 30, 'licensee', 'residential', 'Karnataka') returning id`,
    [ids.lease],
  );
  ids.agreementEvent = await one(client, `insert into public.rental_agreement_events (agreement_id, action, version, terms) values ($1, 'drafted', 1, '{}') returning id`, [ids.agreement]);
  await client.query(`insert into public.landlord_tax_details (user_id, pan) values ($1, 'ABCDE1234F')`, [landlord.id]);
  await client.query(`insert into public.landlord_payment_details (user_id, upi_id) values ($1, 'matrix.landlord@okhdfc')`, [landlord.id]);
  ids.rentEvent = await one(client, `insert into public.rent_payment_events (rent_payment_id, actor_id, action) values ($1, $2, 'reported') returning id`, [ids.rent, tenant.id]);
  ids.invitation = await one(
    client,
    `insert into public.tenancy_invitations (property_id, landlord_id, email, monthly_rent, start_date, end_date)
     values ($1, $2, 'user@matrix.test', 45000, '2027-01-01', '2027-11-30') returning id`,
    [ids.listed2, landlord.id],
  );

  // The tenant asked the landlord about the listed flat, and the landlord answered.
  ids.conversation = await one(client, `insert into public.conversations (property_id, renter_id, owner_id) values ($1, $2, $3) returning id`,
    [ids.listed, tenant.id, landlord.id]);
  ids.message = await one(client, `insert into public.messages (conversation_id, sender_id, body) values ($1, $2, 'Is it still available?') returning id`,
    [ids.conversation, tenant.id]);

  ids.broker = await one(client, `insert into public.brokers (user_id, name) values ($1, 'Matrix Broker') returning id`, [broker.id]);
  ids.shadowAudit = await one(client, `insert into public.shadow_balancing_audit (broker_id, admin_user_id, action) values ($1, $2, 'enabled') returning id`, [ids.broker, admin.id]);
  ids.volume = await one(client, `insert into public.broker_volumes (broker_id, month, current_rank) values ($1, '2026-10-01', 'starter') returning id`, [ids.broker]);
  ids.payment = await one(client, `insert into public.payments (kind, amount, broker_id, user_id) values ('broker_registration', 5000, $1, $2) returning id`, [ids.broker, broker.id]);

  await client.query(`insert into public.affiliate_profiles (user_id, affiliate_id, full_name, status) values ($1, 'AFF10001', 'Matrix Affiliate', 'active')`, [affiliate.id]);
  ids.registration = await one(client, `insert into public.affiliate_registrations (user_id, affiliate_id) values ($1, 'AFF10001') returning id`, [affiliate.id]);
  ids.metric = await one(client, `insert into public.affiliate_metrics (affiliate_id, month) values ('AFF10001', '2026-10-01') returning id`, []);
  ids.shadowPower = await one(client, `insert into public.affiliate_shadow_power (affiliate_id, shadow_power_amount, is_active) values ('AFF10001', 100000, true) returning id`, []);
  ids.powerAudit = await one(client, `insert into public.shadow_power_audit (affiliate_id, admin_user_id, new_amount) values ('AFF10001', $1, 100000) returning id`, [admin.id]);
  ids.virtual = await one(client, `insert into public.affiliate_virtual_properties (affiliate_id, shadow_amount) values ('AFF10001', 100000) returning id`, []);

  ids.managedApplication = await one(
    client,
    `insert into public.managed_rental_applications (landlord_id, submitted_by_broker_id, property_location, property_type, monthly_rent)
     values ($1, $2, 'Bengaluru', 'Apartment', 40000) returning id`,
    [landlord.id, ids.broker],
  );
  ids.managedProperty = await one(client, `insert into public.managed_properties (application_id, owner_id) values ($1, $2) returning id`, [ids.managedApplication, landlord.id]);
  ids.details = await one(client, `insert into public.managed_property_details (application_id, managed_property_id, rvl_amount) values ($1, $2, 3200) returning id`, [ids.managedApplication, ids.managedProperty]);
  ids.rvlPayment = await one(client, `insert into public.managed_property_rvl_payments (managed_property_id, payment_month, rvl_amount) values ($1, '2026-10-01', 3200) returning id`, [ids.details]);
  ids.commission = await one(
    client,
    `insert into public.managed_rental_commissions (broker_id, beneficiary_user_id, source_payment_id, amount, month_year, commission_type, level, percentage)
     values ($1, $2, $3, 320, '2026-10-01', 'personal', 1, 10) returning id`,
    [ids.broker, broker.id, ids.rvlPayment],
  );
  ids.run = await one(client, `insert into public.commission_runs (month) values ('2026-10-01') returning id`, []);
  ids.auditLog = await one(client, `insert into public.admin_audit_log (admin_user_id, action) values ($1, 'approve_property') returning id`, [admin.id]);
  ids.enquiry = await one(
    client,
    `insert into public.contact_enquiries (name, email, topic, message, user_id) values ('Matrix tenant', 'tenant@matrix.test', 'tenants', 'How does tenant verification work?', $1) returning id`,
    [tenant.id],
  );
  ids.object = await one(
    client,
    `insert into storage.objects (bucket_id, name, owner) values ('property-images', $1, $2) returning id`,
    [`properties/${landlord.id}/front.jpg`, landlord.id],
  );
  return { people, ids };
}
