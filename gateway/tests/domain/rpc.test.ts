import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBusinessError, rpc } from './rpc.ts';
import { startDomainGateway, type DomainGateway, type Session } from './harness.ts';

/**
 * The business functions called the way the back office and site call them (supabase.rpc with a
 * token from /auth/v1): the written row comes back as JSON, and a refused business rule is a 400
 * with the function's message, never a 401/403 that would sign the person out.
 */
let dg: DomainGateway;
let admin: Session;
let adminAal1: Session;
let landlord: Session;
let tenant: Session;
let broker: Session;
let brokerId: string;
let detailsId: string;
let today: string;
let lastMonth: string;

async function newProperty(verified = false): Promise<string> {
  const [row] = await dg.sql<{ id: string }>(
    `insert into public.properties (title, listed_by, availability, verified, city, locality, rent, deposit, bedrooms, property_type, available_from)
     values ('2 BHK in Baner', $1, 'available', $2, 'pune', 'Baner', 28500, 57000, 2, 'Apartment', '2026-12-01') returning id`,
    [landlord.id, verified],
  );
  return row!.id;
}

beforeAll(async () => {
  dg = await startDomainGateway();
  const adminAccount = await dg.account('Anil Admin', ['admin']);
  admin = await dg.raiseToAal2(await dg.signIn(adminAccount));
  adminAal1 = await dg.signIn(adminAccount);
  landlord = await dg.signIn(await dg.account('Meera Landlord', ['landlord']));
  tenant = await dg.signIn(await dg.account('Tanvi Tenant', ['tenant']));
  broker = await dg.signIn(await dg.account('Bhavesh Broker', ['broker']));
  const [brokerRow] = await dg.sql<{ id: string }>(
    `insert into public.brokers (user_id, name, city) values ($1, 'Bhavesh Broker', 'Pune') returning id`, [broker.id]);
  brokerId = brokerRow!.id;
  const [application] = await dg.sql<{ id: string }>(
    `insert into public.managed_rental_applications (landlord_id, status, property_location, property_type, monthly_rent, rental_value_locked)
     values ($1, 'approved', 'Pune', 'Apartment', 40000, 3200) returning id`, [landlord.id]);
  const [managed] = await dg.sql<{ id: string }>(
    `insert into public.managed_properties (application_id, owner_id) values ($1, $2) returning id`, [application!.id, landlord.id]);
  const [details] = await dg.sql<{ id: string }>(
    `insert into public.managed_property_details (application_id, managed_property_id, property_name, monthly_rent, rvl_amount, lease_start_date)
     values ($1, $2, 'Kothrud flat', 40000, 3200.75, current_date - 120) returning id`, [application!.id, managed!.id]);
  detailsId = details!.id;
  // The functions count days in India, whatever the server's zone.
  const [days] = await dg.sql<{ today: string; last_month: string }>(
    `select (now() at time zone 'Asia/Kolkata')::date::text as today,
            (date_trunc('month', (now() at time zone 'Asia/Kolkata')::date) - interval '1 month')::date::text as last_month`);
  ({ today, last_month: lastMonth } = days!);
});
afterAll(async () => {
  await dg?.close();
});

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('approve_property', () => {
  it('an aal2 admin verifies a listing and gets the row back with numbers and plain dates', async () => {
    const id = await newProperty();
    const { data, error, status } = await rpc(admin, 'approve_property', { _property_id: id });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toMatchObject({
      id, verified: true, availability: 'available', rent: 28500, deposit: 57000, bedrooms: 2, available_from: '2026-12-01',
    });
    expect(Array.isArray(data)).toBe(false);
    const [row] = await dg.sql(`select verified from public.properties where id = $1`, [id]);
    expect(row?.verified).toBe(true);
  });

  it('refuses an unknown property with the function message', async () => {
    await expectBusinessError(rpc(admin, 'approve_property', { _property_id: '00000000-0000-4000-8000-000000000000' }), 'Property not found');
  });

  it('refuses the owner and an admin at aal1 with a 400, and leaves the listing unverified', async () => {
    const id = await newProperty();
    await expectBusinessError(rpc(landlord, 'approve_property', { _property_id: id }), 'Only admins can approve properties');
    await expectBusinessError(rpc(adminAal1, 'approve_property', { _property_id: id }), 'Only admins can approve properties');
    const [row] = await dg.sql(`select verified from public.properties where id = $1`, [id]);
    expect(row?.verified).toBe(false);
  });
});

describe('set_shadow_balancing', () => {
  it('an aal2 admin enables it; the dates come back as YYYY-MM-DD', async () => {
    const end = addDays(today, 90);
    const { data, error } = await rpc(admin, 'set_shadow_balancing', {
      _broker_id: brokerId, _enabled: true, _start_date: today, _end_date: end, _reason: 'Festival season',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      id: brokerId, shadow_balancing_enabled: true, shadow_balancing_start_date: today, shadow_balancing_end_date: end,
      shadow_balancing_reason: 'Festival season',
    });
    const audits = await dg.sql(`select action from public.shadow_balancing_audit where broker_id = $1`, [brokerId]);
    expect(audits).toEqual([{ action: 'enabled' }]);
  });

  it('refuses a period longer than six months', async () => {
    await expectBusinessError(rpc(admin, 'set_shadow_balancing', {
      _broker_id: brokerId, _enabled: true, _start_date: today, _end_date: addDays(today, 200), _reason: 'Too long',
    }), 'End date cannot be more than 183 days (about 6 months) after the start date');
  });

  it('refuses the broker themselves', async () => {
    await expectBusinessError(rpc(broker, 'set_shadow_balancing', { _broker_id: brokerId, _enabled: false }),
      'Only admins can configure shadow balancing');
  });
});

describe('toggle_property_availability', () => {
  it('the owner toggles available to booked and back', async () => {
    const id = await newProperty(true);
    const first = await rpc(landlord, 'toggle_property_availability', { _property_id: id });
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ id, availability: 'booked', rent: 28500 });
    const second = await rpc(landlord, 'toggle_property_availability', { _property_id: id });
    expect(second.data).toMatchObject({ id, availability: 'available' });
  });

  it('a stranger and an admin get business errors, not 401/403', async () => {
    const id = await newProperty(true);
    await expectBusinessError(rpc(tenant, 'toggle_property_availability', { _property_id: id }), 'Property not found');
    await expectBusinessError(rpc(admin, 'toggle_property_availability', { _property_id: id }),
      "Only the owner can change a property's availability");
  });
});

describe('mark_rvl_payment_paid', () => {
  it('an aal2 admin marks last month paid; the amount is a number and the month a plain date', async () => {
    const { data, error } = await rpc(admin, 'mark_rvl_payment_paid', { _managed_property_id: detailsId, _payment_month: lastMonth });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      managed_property_id: detailsId, payment_month: lastMonth, rvl_amount: 3200.75, payment_status: 'paid',
      payment_date: today, processed_by_admin_id: admin.id,
    });
  });

  it('refuses a month that does not start on the first', async () => {
    await expectBusinessError(rpc(admin, 'mark_rvl_payment_paid', { _managed_property_id: detailsId, _payment_month: addDays(lastMonth, 1) }),
      'Payment month must be the first day of a month');
  });

  it('refuses the landlord and an aal1 admin', async () => {
    for (const who of [landlord, adminAal1]) {
      await expectBusinessError(rpc(who, 'mark_rvl_payment_paid', { _managed_property_id: detailsId, _payment_month: lastMonth }),
        'Only admins can mark RVL payments');
    }
  });
});

describe('approve_and_configure_managed_property', () => {
  const application = async () => {
    const [row] = await dg.sql<{ id: string }>(
      `insert into public.managed_rental_applications (landlord_id, status, property_location, property_type, monthly_rent)
       values ($1, 'submitted', 'Pune', 'Apartment', 40000) returning id`, [landlord.id]);
    return row!.id;
  };

  // A lease without an end let its RVL months be marked paid, and commission paid, for ever.
  it('refuses an approval without a lease end, or with one more than 5 years on, and configures nothing', async () => {
    const id = await application();
    await expectBusinessError(rpc(admin, 'approve_and_configure_managed_property', { _application_id: id, _config: { lease_start_date: today } }),
      'Lease end date is required');
    await expectBusinessError(rpc(admin, 'approve_and_configure_managed_property', { _application_id: id, _config: { lease_start_date: today, lease_end_date: null } }),
      'Lease end date is required');
    await expectBusinessError(rpc(admin, 'approve_and_configure_managed_property', { _application_id: id, _config: { lease_end_date: '2099-12-31' } }),
      'Lease end date must be within 5 years of the lease start');
    expect(await dg.sql('select 1 from public.managed_property_details where application_id = $1', [id])).toEqual([]);
  });

  it('approves with the lease end typed, and the end comes back as a plain date', async () => {
    const id = await application();
    const end = addDays(today, 364);
    const { data, error } = await rpc(admin, 'approve_and_configure_managed_property', {
      _application_id: id, _config: { lease_start_date: today, lease_end_date: end },
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ application_id: id, lease_start_date: today, lease_end_date: end });
  });
});
