import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../src/testing.ts';
import { anon, attempt, connect, createUser, signedIn, withActor, type TestUser } from '../helpers/actors.ts';

/** The managed rentals screen's reads: applications with names, configured properties with their terms, and the RVL tracking grid. */

let db: TestDatabase;
let client: pg.Client;
let admin: TestUser;
let landlord: TestUser;
let otherLandlord: TestUser;
let detailsId: string;

const one = async (sql: string, params: unknown[]) => String((await client.query(sql, params)).rows[0].id);

beforeAll(async () => {
  db = await createTestDatabase();
  client = await connect(db.url);
  admin = await createUser(client, { roles: ['admin'] });
  landlord = await createUser(client, { roles: ['landlord'], metadata: { full_name: 'Kavya Landlord' } });
  otherLandlord = await createUser(client, { roles: ['landlord'] });
  const brokerId = await one(`insert into public.brokers (user_id, name) values ($1, 'Ravi Broker') returning id`, [otherLandlord.id]);
  const mine = await one(
    `insert into public.managed_rental_applications (landlord_id, submitted_by_broker_id, property_location, property_type, monthly_rent, status,
       commission_percentage, management_fee_percentage, guaranteed_rent_amount, contract_type)
     values ($1, $2, 'Pune', 'Villa', 50000, 'approved', 12.5, 6, 36000, 'guaranteed_rent') returning id`, [landlord.id, brokerId]);
  await one(`insert into public.managed_rental_applications (landlord_id, property_location, property_type, monthly_rent)
     values ($1, 'Delhi', 'Studio', 20000) returning id`, [otherLandlord.id]);
  detailsId = await one(`insert into public.managed_property_details (application_id, property_name, rvl_amount) values ($1, 'Villa', 4000) returning id`, [mine]);
  // Paid last month; the current month and the two before it have no row yet.
  await client.query(
    `insert into public.managed_property_rvl_payments (managed_property_id, payment_month, rvl_amount, payment_status, payment_date)
     values ($1, (date_trunc('month', (now() at time zone 'Asia/Kolkata')::date) - interval '1 month')::date, 4000, 'paid', current_date)`,
    [detailsId]);
});

afterAll(async () => {
  await client?.end();
  await db?.drop();
});

describe('admin_managed_applications', () => {
  it('gives an admin (aal2) every application with the landlord and broker names', async () => {
    const rows = await withActor(client, signedIn(admin, 'aal2'), async (c) =>
      (await c.query('select landlord_name, broker_name, property_location from public.admin_managed_applications order by property_location')).rows);
    expect(rows, 'both applications').toHaveLength(2);
    expect(rows.find((r) => r.property_location === 'Pune'), 'names joined').toMatchObject({ landlord_name: 'Kavya Landlord', broker_name: 'Ravi Broker' });
  });

  it('gives a landlord only their own application, and an aal1 admin only their own (none)', async () => {
    const mine = await withActor(client, signedIn(landlord), async (c) => (await c.query('select property_location from public.admin_managed_applications')).rows);
    expect(mine.map((r) => r.property_location), 'landlord').toEqual(['Pune']);
    const aal1 = await withActor(client, signedIn(admin), async (c) => (await c.query('select 1 from public.admin_managed_applications')).rows);
    expect(aal1, 'admin without the second factor').toEqual([]);
  });

  it('is closed to visitors', async () => {
    const result = await withActor(client, anon, (c) => attempt(c, 'select * from public.admin_managed_applications'));
    expect(result, 'anon select').toMatchObject({ ok: false, code: '42501' });
  });
});

describe('admin_rvl_tracking', () => {
  it('lists the current Indian month and the 3 before it, newest first, with last month paid', async () => {
    const [row] = await withActor(client, signedIn(admin, 'aal2'), async (c) =>
      (await c.query('select months from public.admin_rvl_tracking where id = $1', [detailsId])).rows);
    const { rows: [expected] } = await client.query(`select array_agg(to_char(m, 'YYYY-MM-DD') order by m desc) as months
      from generate_series(date_trunc('month', (now() at time zone 'Asia/Kolkata')::date) - interval '3 months',
                           date_trunc('month', (now() at time zone 'Asia/Kolkata')::date), interval '1 month') m`);
    const months = row?.months as { payment_month: string; payment_status: string; rvl_amount: number }[];
    expect(months.map((m) => m.payment_month), 'four months').toEqual(expected.months);
    expect(months.map((m) => m.payment_status), 'last month paid, the others pending').toEqual(['pending', 'paid', 'pending', 'pending']);
    expect(months.every((m) => Number(m.rvl_amount) === 4000), 'amount of each month').toBe(true);
  });

  it('shows the landlord and the broker who submitted it only that property, and nobody else anything', async () => {
    const ids = async (who: TestUser) =>
      withActor(client, signedIn(who), async (c) => (await c.query('select id from public.admin_rvl_tracking')).rows.map((r) => r.id));
    expect(await ids(landlord), 'landlord').toEqual([detailsId]);
    // otherLandlord is also the broker who submitted the configured application.
    expect(await ids(otherLandlord), 'the submitting broker').toEqual([detailsId]);
    const stranger = await createUser(client, { roles: ['landlord'] });
    expect(await ids(stranger), 'a landlord with no part in it').toEqual([]);
    const result = await withActor(client, anon, (c) => attempt(c, 'select * from public.admin_rvl_tracking'));
    expect(result, 'anon select').toMatchObject({ ok: false, code: '42501' });
  });
});

describe('admin_managed_properties', () => {
  it("gives an admin (aal2) each configured property with the terms set on its approval", async () => {
    const rows = await withActor(client, signedIn(admin, 'aal2'), async (c) =>
      (await c.query('select id, property_name, rvl_amount, commission_percentage, management_fee_percentage, guaranteed_rent_amount, contract_type from public.admin_managed_properties')).rows);
    expect(rows, 'the one configured property with its terms').toEqual([{
      id: detailsId, property_name: 'Villa', rvl_amount: '4000.00', commission_percentage: '12.50',
      management_fee_percentage: '6.00', guaranteed_rent_amount: '36000.00', contract_type: 'guaranteed_rent',
    }]);
  });

  it('shows the landlord only their own property, an aal1 admin and strangers nothing, and is closed to visitors', async () => {
    const ids = async (who: TestUser, aal?: 'aal2') =>
      withActor(client, signedIn(who, aal), async (c) => (await c.query('select id from public.admin_managed_properties')).rows.map((r) => r.id));
    expect(await ids(landlord), 'landlord').toEqual([detailsId]);
    expect(await ids(admin), 'admin without the second factor').toEqual([]);
    expect(await ids(await createUser(client, { roles: ['landlord'] })), 'a landlord with no part in it').toEqual([]);
    const result = await withActor(client, anon, (c) => attempt(c, 'select * from public.admin_managed_properties'));
    expect(result, 'anon select').toMatchObject({ ok: false, code: '42501' });
  });
});

describe('admin_broker_registrations', () => {
  let brokerUser: TestUser;
  beforeAll(async () => {
    brokerUser = await createUser(client, { roles: ['user'] });
    const other = await createUser(client, { roles: ['user'] });
    const mine = await one(`insert into public.brokers (user_id, name, phone, city) values ($1, 'Rohan Gupta', '+919812345678', 'Pune') returning id`, [brokerUser.id]);
    const theirs = await one(`insert into public.brokers (user_id, name, city) values ($1, 'Sneha Patil', 'Nagpur') returning id`, [other.id]);
    await client.query(
      `insert into public.payments (kind, provider, provider_payment_id, amount, broker_id, user_id)
       values ('broker_registration', 'upi', 'UTR-77001', 999, $1, $2), ('broker_registration', 'cash', null, 999, $3, $4)`,
      [mine, brokerUser.id, theirs, other.id]);
    // A repeat kept from before references were unique across networks.
    await client.query(
      `insert into public.payments (kind, provider, provider_payment_id, amount, user_id, repeated_reference)
       values ('rent', 'bank_transfer', 'utr-77001', 25000, $1, true)`, [other.id]);
  });

  it('gives an admin (aal2) every registration with its broker and the repeated-reference flag, and no other payment kind', async () => {
    const rows = await withActor(client, signedIn(admin, 'aal2'), async (c) =>
      (await c.query(`select broker_name, broker_phone, broker_city, broker_activated, provider, reference_repeated
                        from public.admin_broker_registrations order by broker_name`)).rows);
    expect(rows, 'the two registrations').toEqual([
      { broker_name: 'Rohan Gupta', broker_phone: '+919812345678', broker_city: 'Pune', broker_activated: false, provider: 'upi', reference_repeated: true },
      { broker_name: 'Sneha Patil', broker_phone: null, broker_city: 'Nagpur', broker_activated: false, provider: 'cash', reference_repeated: false },
    ]);
  });

  it('gives a broker only their own registration, and an aal1 admin nothing of others', async () => {
    const mine = await withActor(client, signedIn(brokerUser), async (c) =>
      (await c.query('select broker_name from public.admin_broker_registrations')).rows);
    expect(mine.map((r) => r.broker_name), 'broker').toEqual(['Rohan Gupta']);
    const aal1 = await withActor(client, signedIn(admin), async (c) => (await c.query('select 1 from public.admin_broker_registrations')).rows);
    expect(aal1, 'admin without the second factor').toEqual([]);
  });

  it('is closed to visitors', async () => {
    const result = await withActor(client, anon, (c) => attempt(c, 'select * from public.admin_broker_registrations'));
    expect(result, 'anon select').toMatchObject({ ok: false, code: '42501' });
  });
});
