// Domain rows the function tests start from, written as the superuser (fixtures, not behaviour).
import type pg from 'pg';
import { createUser } from './_support.ts';

async function one<T>(pool: pg.Pool, sql: string, params: unknown[]): Promise<T> {
  const { rows } = await pool.query(sql, params);
  return rows[0] as T;
}

/**
 * When fixture members joined: before any month a test runs commissions for, since a member takes
 * part only in months that ended after they joined. Pass `joinedAt` for a member who joined later.
 */
export const LONG_AGO = '2024-01-01T00:00:00+05:30';

export async function createBroker(pool: pg.Pool, name: string, joinedAt = LONG_AGO): Promise<{ id: string; userId: string }> {
  const userId = await createUser(pool, name);
  const { id } = await one<{ id: string }>(pool,
    `insert into public.brokers (user_id, name, city, created_at) values ($1, $2, 'Pune', $3) returning id`, [userId, name, joinedAt]);
  return { id, userId };
}

/**
 * Sets when an account was made and whether its email is confirmed: fraud reports hold a listing
 * only from people with a confirmed address and a day-old account (an established reporter).
 */
export async function setAccountHistory(pool: pg.Pool, userId: string, history: { confirmed: boolean; ageHours: number }): Promise<void> {
  await pool.query(
    `update auth.users set created_at = now() - make_interval(hours => $2), email_confirmed_at = case when $3 then now() - make_interval(hours => $2) end where id = $1`,
    [userId, history.ageHours, history.confirmed],
  );
}

/** An account with a confirmed email, made two days ago. */
export const ESTABLISHED = { confirmed: true, ageHours: 48 } as const;

export async function createProperty(pool: pg.Pool, ownerId: string, availability = 'available'): Promise<string> {
  const { id } = await one<{ id: string }>(pool,
    `insert into public.properties (title, listed_by, availability, city, locality, rent, deposit, bedrooms, property_type)
     values ('2 BHK in Baner', $1, $2, 'pune', 'Baner', 28000, 56000, 2, 'Apartment') returning id`,
    [ownerId, availability]);
  return id;
}

/** An application whose rental ends 330 days from India's today (an approval needs a lease end). */
export async function createApplication(pool: pg.Pool, landlordId: string, status = 'submitted', affiliateId: string | null = null) {
  const { id } = await one<{ id: string }>(pool,
    `insert into public.managed_rental_applications
       (landlord_id, status, affiliate_id, property_location, locality, property_type, property_address, monthly_rent, rental_end_date)
     values ($1, $2, $3, 'Pune', 'Kothrud', 'Apartment', '12 Paud Road', 40000, (now() at time zone 'Asia/Kolkata')::date + 330) returning id`,
    [landlordId, status, affiliateId]);
  return id;
}

/** An approved application with its managed property and configuration; returns the details id. */
/** A configured managed property whose rent is its RVL at 8 % (whole rupees, within the rent range). */
export async function createManagedProperty(pool: pg.Pool, landlordId: string, rvlAmount: number, opts: {
  affiliateId?: string | null; brokerId?: string | null;
} = {}): Promise<string> {
  const { id: applicationId } = await one<{ id: string }>(pool,
    `insert into public.managed_rental_applications
       (landlord_id, status, affiliate_id, submitted_by_broker_id, property_location, property_type, monthly_rent, rental_value_locked)
     values ($1, 'approved', $2, $3, 'Pune', 'Apartment', least(greatest(round($4 * 100 / 8), 500), 5000000), $4) returning id`,
    [landlordId, opts.affiliateId ?? null, opts.brokerId ?? null, rvlAmount]);
  const { id: managedId } = await one<{ id: string }>(pool,
    `insert into public.managed_properties (application_id, owner_id) values ($1, $2) returning id`, [applicationId, landlordId]);
  const { id } = await one<{ id: string }>(pool,
    `insert into public.managed_property_details (application_id, managed_property_id, property_name, monthly_rent, affiliate_id, rvl_amount)
     values ($1, $2, 'Kothrud flat', least(greatest(round($3 * 100 / 8), 500), 5000000), $4, $3) returning id`,
    [applicationId, managedId, rvlAmount, opts.affiliateId ?? null]);
  return id;
}

/** An affiliate (profile, registration under the sponsor, role) with a given code. */
export async function createAffiliate(pool: pg.Pool, code: string, sponsor: string | null, userId?: string, joinedAt = LONG_AGO) {
  const user = userId ?? (await createUser(pool, `Affiliate ${code}`, ['affiliate']));
  await pool.query(
    `insert into public.affiliate_profiles (user_id, affiliate_id, full_name, email, status, created_at)
     values ($1, $2, $3, $4, 'active', $5)`, [user, code, `Affiliate ${code}`, `${code.toLowerCase()}@example.in`, joinedAt]);
  await pool.query(`insert into public.affiliate_registrations (user_id, affiliate_id, sponsor_id, created_at) values ($1, $2, $3, $4)`,
    [user, code, sponsor, joinedAt]);
  return user;
}

let paymentReferences = 7780;

/** A pending registration payment with a reference of its own (a network's reference is accepted once). */
export async function createRegistrationPayment(pool: pg.Pool, brokerId: string, userId: string, provider = 'upi') {
  paymentReferences += 1;
  const { id } = await one<{ id: string }>(pool,
    `insert into public.payments (kind, provider, provider_payment_id, amount, broker_id, user_id)
     values ('broker_registration', $1, $2, 999, $3, $4) returning id`,
    [provider, `UPI-REF-${paymentReferences}`, brokerId, userId]);
  return id;
}
