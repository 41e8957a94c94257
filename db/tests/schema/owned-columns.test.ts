import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../src/testing.ts';
import { attempt, connect, createUser, INSUFFICIENT_PRIVILEGE, signedIn, withActor, type Actor, type TestUser } from '../helpers/actors.ts';

/**
 * Columns owned by a security-definer transition (spec: activation, payment status, verified,
 * application status, shadow balancing, shadow power, roles) cannot be written by a direct table
 * update: not by the row's own user, and not even by an admin with a second factor.
 */

let db: TestDatabase;
let client: pg.Client;
let admin: Actor;
let broker: TestUser;
let landlord: TestUser;
let affiliate: TestUser;
const ids: Record<string, string> = {};

beforeAll(async () => {
  db = await createTestDatabase();
  client = await connect(db.url);
  admin = signedIn(await createUser(client, { roles: ['admin'] }), 'aal2');
  broker = await createUser(client, { roles: ['broker'] });
  landlord = await createUser(client, { roles: ['landlord'] });
  affiliate = await createUser(client, { roles: ['affiliate'] });
  const one = async (sql: string, params: unknown[]) => String((await client.query(sql, params)).rows[0].id);
  ids.broker = await one(`insert into public.brokers (user_id, name) values ($1, 'B') returning id`, [broker.id]);
  ids.payment = await one(`insert into public.payments (amount, broker_id, user_id) values (5000, $1, $2) returning id`, [ids.broker, broker.id]);
  ids.property = await one(`insert into public.properties (title, listed_by, city, rent, bedrooms) values ('T', $1, 'Pune', 25000, 1) returning id`, [landlord.id]);
  ids.application = await one(
    `insert into public.managed_rental_applications (landlord_id, property_location, property_type, monthly_rent) values ($1, 'Pune', 'Villa', 1000) returning id`,
    [landlord.id],
  );
  await client.query(`insert into public.affiliate_profiles (user_id, affiliate_id, full_name) values ($1, 'AFF1', 'A')`, [affiliate.id]);
  ids.power = await one(`insert into public.affiliate_shadow_power (affiliate_id, shadow_power_amount, is_active) values ('AFF1', 0, false) returning id`, []);
  ids.details = await one(`insert into public.managed_property_details (application_id) values ($1) returning id`, [ids.application]);
  ids.rvl = await one(`insert into public.managed_property_rvl_payments (managed_property_id, payment_month, rvl_amount) values ($1, '2026-10-01', 80) returning id`, [ids.details]);
});

afterAll(async () => {
  await client?.end();
  await db?.drop();
});

const OWNED: [string, string, string, () => TestUser][] = [
  ['brokers.activated', 'brokers', `activated = true, reg_fee_paid = true`, () => broker],
  ['brokers.reg_paid_at', 'brokers', `reg_paid_at = now(), reg_payment_mode = 'upi', reg_payment_ref = 'x'`, () => broker],
  ['brokers.shadow_balancing_enabled', 'brokers', `shadow_balancing_enabled = true`, () => broker],
  ['brokers.shadow_balancing_end_date', 'brokers', `shadow_balancing_end_date = '2030-01-01'`, () => broker],
  ['brokers.current_rank', 'brokers', `current_rank = 'chairman'`, () => broker],
  ['payments.status', 'payments', `status = 'succeeded', paid_at = now()`, () => broker],
  ['properties.verified', 'properties', `verified = true`, () => landlord],
  ['properties.listed_by', 'properties', `listed_by = gen_random_uuid()`, () => landlord],
  ['managed_rental_applications.status', 'managed_rental_applications', `status = 'approved'`, () => landlord],
  ['managed_rental_applications.rental_value_locked', 'managed_rental_applications', `rental_value_locked = 1`, () => landlord],
  ['managed_rental_applications.reviewed_by_admin_id', 'managed_rental_applications', `reviewed_at = now(), reviewed_by_admin_id = gen_random_uuid()`, () => landlord],
  ['managed_rental_applications.commission_percentage', 'managed_rental_applications', `commission_percentage = 35`, () => landlord],
  ['affiliate_shadow_power.shadow_power_amount', 'affiliate_shadow_power', `shadow_power_amount = 500000, is_active = true`, () => affiliate],
  ['affiliate_profiles.status', 'affiliate_profiles', `status = 'active'`, () => affiliate],
  ['managed_property_rvl_payments.payment_status', 'managed_property_rvl_payments', `payment_status = 'paid'`, () => landlord],
  ['managed_property_details.rvl_amount', 'managed_property_details', `rvl_amount = 1`, () => landlord],
  ['managed_rental_applications.decline_reason', 'managed_rental_applications', `decline_reason = 'x'`, () => landlord],
  ['properties.rejection_reason', 'properties', `rejection_reason = null, rejected_at = null`, () => landlord],
  ['properties.rejected_by_admin_id', 'properties', `rejected_by_admin_id = gen_random_uuid()`, () => landlord],
];

describe.each(OWNED)('%s', (_name, table, set, owner) => {
  for (const who of ['its own user', 'an admin (aal2)'] as const) {
    it(`cannot be updated directly by ${who}`, async () => {
      const actor = who === 'its own user' ? signedIn(owner()) : admin;
      const result = await withActor(client, actor, (c) => attempt(c, `update public.${table} set ${set}`));
      expect(result.ok ? `updated ${result.rowCount} rows` : result.code, 'no update privilege on the column').toBe(
        INSUFFICIENT_PRIVILEGE,
      );
    });
  }
});

describe('roles', () => {
  it('nobody, not even an admin, can insert or delete user_roles directly', async () => {
    for (const actor of [signedIn(broker), admin]) {
      const grantSelf = await withActor(client, actor, (c) =>
        attempt(c, `insert into public.user_roles (user_id, role) values ((select auth.uid()), 'admin')`),
      );
      const dropOther = await withActor(client, actor, (c) => attempt(c, `delete from public.user_roles`));
      expect(grantSelf.ok ? 'inserted' : grantSelf.code, 'self-granting a role refused').toBe(INSUFFICIENT_PRIVILEGE);
      expect(dropOther.ok ? 'deleted' : dropOther.code, 'removing roles directly refused').toBe(INSUFFICIENT_PRIVILEGE);
    }
  });
});
