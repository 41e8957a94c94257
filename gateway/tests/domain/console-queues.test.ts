import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBusinessError, rpc, type RpcResult } from './rpc.ts';
import { startDomainGateway, type DomainGateway, type Session } from './harness.ts';

/**
 * The console's work queues through /rest/v1/rpc, as the back office calls them: what waits in each
 * queue counted in one call, and the bulk actions of the lists (activate registrations, dismiss
 * reports, mark an RVL month paid), each all or none, audited once per row, and an admin's only.
 */
let dg: DomainGateway;
let admin: Session;
let adminAal1: Session;
let landlord: Session;
let owner: string;
let seq = 0;

beforeAll(async () => {
  dg = await startDomainGateway();
  const adminAccount = await dg.account('Asha Admin', ['admin']);
  admin = await dg.raiseToAal2(await dg.signIn(adminAccount));
  adminAal1 = await dg.signIn(adminAccount);
  landlord = await dg.signIn(await dg.account('Meera Landlord', ['landlord']));
  owner = landlord.id;
}, 120_000);
afterAll(async () => {
  await dg?.close();
});

const audits = async (action: string) =>
  Number((await dg.sql<{ n: string }>(`select count(*) as n from public.admin_audit_log where action = $1`, [action]))[0]!.n);

async function registration(provider = 'upi'): Promise<{ paymentId: string; brokerId: string }> {
  seq += 1;
  const account = await dg.account(`Queue Broker ${seq}`);
  const [broker] = await dg.sql<{ id: string }>(
    `insert into public.brokers (user_id, name, city) values ($1, $2, 'Pune') returning id`, [account.id, `Queue Broker ${seq}`]);
  const [payment] = await dg.sql<{ id: string }>(
    `insert into public.payments (kind, provider, provider_payment_id, amount, broker_id, user_id)
     values ('broker_registration', $1, $2, 999, $3, $4) returning id`, [provider, `REF-Q-${seq}`, broker!.id, account.id]);
  return { paymentId: payment!.id, brokerId: broker!.id };
}

async function listing(verified: boolean): Promise<string> {
  const [row] = await dg.sql<{ id: string }>(
    `insert into public.properties (title, listed_by, availability, verified, city, locality, rent, deposit, bedrooms, property_type)
     values ('2 BHK in Baner', $1, 'available', $2, 'pune', 'Baner', 28000, 56000, 2, 'Apartment') returning id`, [owner, verified]);
  return row!.id;
}

async function reported(propertyId: string): Promise<void> {
  seq += 1;
  const reporter = await dg.account(`Queue Reporter ${seq}`);
  await dg.sql(`insert into public.listing_reports (property_id, reporter_id, reason) values ($1, $2, 'already_rented')`,
    [propertyId, reporter.id]);
}

/** A managed property leased from `monthsBack` months ago (the first of that month) to a year ahead. */
async function managedProperty(monthsBack: number): Promise<string> {
  const [application] = await dg.sql<{ id: string }>(
    `insert into public.managed_rental_applications (landlord_id, status, property_location, property_type, monthly_rent, rental_value_locked)
     values ($1, 'approved', 'Pune', 'Apartment', 40000, 3200) returning id`, [owner]);
  const [managed] = await dg.sql<{ id: string }>(
    `insert into public.managed_properties (application_id, owner_id) values ($1, $2) returning id`, [application!.id, owner]);
  const [details] = await dg.sql<{ id: string }>(
    `insert into public.managed_property_details (application_id, managed_property_id, property_name, monthly_rent, rvl_amount, lease_start_date, lease_end_date)
     values ($1, $2, 'Kothrud flat', 40000, 3200, (date_trunc('month', (now() at time zone 'Asia/Kolkata')::date) - make_interval(months => $3))::date,
             (now() at time zone 'Asia/Kolkata')::date + 365) returning id`, [application!.id, managed!.id, monthsBack]);
  return details!.id;
}

const months = async () =>
  (await dg.sql<{ last: string; before: string }>(
    `select (date_trunc('month', (now() at time zone 'Asia/Kolkata')::date) - interval '1 month')::date::text as last,
            (date_trunc('month', (now() at time zone 'Asia/Kolkata')::date) - interval '2 months')::date::text as before`))[0]!;

const counts = async (): Promise<Record<string, number>> => {
  const { data, error } = await rpc(admin, 'admin_work_counts', {});
  expect(error, 'admin_work_counts').toBeNull();
  return data as Record<string, number>;
};

const refusedToOthers = (call: (who: Session) => Promise<RpcResult>, message: string) =>
  it('refuses an admin without the second factor and a landlord, writing nothing', async () => {
    for (const who of [adminAal1, landlord]) await expectBusinessError(call(who), message);
  });

describe('admin_work_counts', () => {
  it('counts what waits in each queue, and each new item once', async () => {
    const before = await counts();
    await listing(false);
    const rejected = await listing(false);
    await dg.sql(`update public.properties set rejected_at = now(), rejection_reason = 'Blurry photos' where id = $1`, [rejected]);
    const twiceReported = await listing(true);
    await reported(twiceReported);
    await reported(twiceReported);
    await registration();
    const activated = await registration();
    await dg.sql(`update public.payments set status = 'succeeded' where id = $1`, [activated.paymentId]);
    await dg.sql(`insert into public.managed_rental_applications (landlord_id, status, property_location, property_type, monthly_rent)
                  values ($1, 'submitted', 'Pune', 'Apartment', 30000), ($1, 'under_review', 'Pune', 'Apartment', 30000),
                         ($1, 'declined', 'Pune', 'Apartment', 30000)`, [owner]);
    // Leased since two months ago: last month and the one before are due; the month in progress is not.
    const leased = await managedProperty(2);
    const { before: twoMonthsAgo } = await months();
    await rpc(admin, 'mark_rvl_payment_paid', { _managed_property_id: leased, _payment_month: twoMonthsAgo });
    const after = await counts();
    const delta = Object.fromEntries(Object.entries(after).map(([key, value]) => [key, value - (before[key] ?? 0)]));
    expect(delta, 'one new item per queue').toEqual({
      listings_pending_review: 1,
      listings_reported: 1,
      managed_applications_pending: 2,
      broker_registrations_pending: 1,
      rvl_months_pending: 1,
      commissions_pending: 0,
      shadow_balancing_expiring: 0,
    });
  });

  it('counts shadow balancing that has run out or runs out within 7 days, while it is on', async () => {
    const before = (await counts()).shadow_balancing_expiring!;
    for (const [days, enabled] of [[3, true], [-2, true], [30, true], [3, false]] as const) {
      seq += 1;
      const account = await dg.account(`Shadow Broker ${seq}`);
      await dg.sql(
        `insert into public.brokers (user_id, name, city, shadow_balancing_enabled, shadow_balancing_start_date, shadow_balancing_end_date)
         values ($1, $2, 'Pune', $3, current_date - 100, current_date + $4::int)`, [account.id, `Shadow Broker ${seq}`, enabled, days]);
    }
    expect((await counts()).shadow_balancing_expiring! - before, 'expiring in 3 days and expired 2 days ago').toBe(2);
  });

  refusedToOthers((who) => rpc(who, 'admin_work_counts', {}), 'Only admins can view the work queues');

  it('is not there for a visitor', async () => {
    const { error, status } = await dg.anon().rpc('admin_work_counts');
    expect({ status, code: error?.code }, 'no execute grant for anon').toEqual({ status: 401, code: '42501' });
  });
});

describe('activate_broker_registrations', () => {
  it('activates every chosen registration, one audit row each', async () => {
    const audited = await audits('activate_broker_registration');
    const chosen = [await registration('upi'), await registration('cash')];
    const { data, error } = await rpc(admin, 'activate_broker_registrations', { _payment_ids: chosen.map((c) => c.paymentId) });
    expect(error).toBeNull();
    expect((data as unknown as { id: string; activated: boolean }[]).map((b) => b.activated), 'brokers returned').toEqual([true, true]);
    const rows = await dg.sql(`select status from public.payments where id = any ($1)`, [chosen.map((c) => c.paymentId)]);
    expect(rows.map((r) => r.status), 'payments').toEqual(['succeeded', 'succeeded']);
    expect(await audits('activate_broker_registration') - audited, 'audit rows').toBe(2);
  });

  it('activates none when one is refused, naming the payment', async () => {
    const good = await registration();
    const failed = await registration();
    await dg.sql(`update public.payments set status = 'failed' where id = $1`, [failed.paymentId]);
    const audited = await audits('activate_broker_registration');
    const result = await rpc(admin, 'activate_broker_registrations', { _payment_ids: [good.paymentId, failed.paymentId] });
    expect({ status: result.status, message: result.error?.message, details: result.error?.details }).toEqual({
      status: 400, message: 'Payment is not pending', details: `Payment ${failed.paymentId}`,
    });
    const [row] = await dg.sql(`select status from public.payments where id = $1`, [good.paymentId]);
    expect(row?.status, 'the good one stays pending').toBe('pending');
    expect(await audits('activate_broker_registration'), 'no audit row').toBe(audited);
  });

  it('refuses none chosen and more than 100', async () => {
    await expectBusinessError(rpc(admin, 'activate_broker_registrations', { _payment_ids: [] }), 'Choose at least one registration');
    const ids = Array.from({ length: 101 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    await expectBusinessError(rpc(admin, 'activate_broker_registrations', { _payment_ids: ids }),
      'At most 100 registrations can be activated at once');
  });

  refusedToOthers(
    (who) => rpc(who, 'activate_broker_registrations', { _payment_ids: ['00000000-0000-4000-8000-000000000001'] }),
    'Only admins can activate brokers',
  );
});

describe('dismiss_listing_reports', () => {
  it('dismisses the open reports of every chosen listing, one audit row each', async () => {
    const first = await listing(true);
    const second = await listing(true);
    await reported(first);
    await reported(second);
    const audited = await audits('dismiss_listing_reports');
    const { error } = await rpc(admin, 'dismiss_listing_reports', { _property_ids: [first, second] });
    expect(error).toBeNull();
    const open = await dg.sql(`select count(*)::int as n from public.listing_reports where property_id = any ($1) and status = 'open'`, [[first, second]]);
    expect(open[0]?.n, 'no open report left').toBe(0);
    expect(await audits('dismiss_listing_reports') - audited, 'audit rows').toBe(2);
  });

  it('dismisses none when one listing has no open report', async () => {
    const withReports = await listing(true);
    const without = await listing(true);
    await reported(withReports);
    const result = await rpc(admin, 'dismiss_listing_reports', { _property_ids: [withReports, without] });
    expect({ status: result.status, message: result.error?.message, details: result.error?.details }).toEqual({
      status: 400, message: 'This listing has no open reports', details: `Property ${without}`,
    });
    const open = await dg.sql(`select count(*)::int as n from public.listing_reports where property_id = $1 and status = 'open'`, [withReports]);
    expect(open[0]?.n, 'the report stays open').toBe(1);
  });

  refusedToOthers(
    (who) => rpc(who, 'dismiss_listing_reports', { _property_ids: ['00000000-0000-4000-8000-000000000001'] }),
    'Only admins can resolve listing reports',
  );
});

describe('mark_rvl_payments_paid', () => {
  it('marks one month paid for every chosen property, one audit row each', async () => {
    const { last } = await months();
    const chosen = [await managedProperty(3), await managedProperty(3)];
    const audited = await audits('mark_rvl_payment_paid');
    const { data, error } = await rpc(admin, 'mark_rvl_payments_paid', { _managed_property_ids: chosen, _payment_month: last });
    expect(error).toBeNull();
    expect((data as unknown as { payment_status: string }[]).map((p) => p.payment_status), 'rows returned').toEqual(['paid', 'paid']);
    expect(await audits('mark_rvl_payment_paid') - audited, 'audit rows').toBe(2);
  });

  it('marks none when a month is outside one lease', async () => {
    const { before } = await months();
    const leasedLong = await managedProperty(3);
    const leasedLastMonth = await managedProperty(1);
    const result = await rpc(admin, 'mark_rvl_payments_paid', { _managed_property_ids: [leasedLong, leasedLastMonth], _payment_month: before });
    expect({ status: result.status, message: result.error?.message, details: result.error?.details }).toEqual({
      status: 400, message: 'Only months within the lease can be marked paid', details: `Managed property ${leasedLastMonth}`,
    });
    const paid = await dg.sql(`select count(*)::int as n from public.managed_property_rvl_payments where managed_property_id = $1`, [leasedLong]);
    expect(paid[0]?.n, 'nothing marked').toBe(0);
  });

  refusedToOthers(
    (who) => rpc(who, 'mark_rvl_payments_paid', { _managed_property_ids: ['00000000-0000-4000-8000-000000000001'], _payment_month: '2026-01-01' }),
    'Only admins can mark RVL payments',
  );
});

describe('admin_search_users with a role', () => {
  it('lists only the people holding the role, with the total of those', async () => {
    const { data, error } = await rpc(admin, 'admin_search_users', { _search: null, _limit: 100, _offset: 0, _role: 'landlord' });
    expect(error).toBeNull();
    const rows = data as unknown as { id: string; roles: string[]; total_count: number }[];
    expect(rows.map((r) => r.id), 'the landlord').toEqual([landlord.id]);
    expect(rows[0]?.total_count, 'total').toBe(1);
    const all = await rpc(admin, 'admin_search_users', { _search: null, _limit: 100, _offset: 0 });
    expect((all.data as unknown as unknown[]).length, 'without a role: everyone').toBeGreaterThan(1);
  });

  refusedToOthers((who) => rpc(who, 'admin_search_users', { _role: 'admin' }), 'Only admins can list users');
});
