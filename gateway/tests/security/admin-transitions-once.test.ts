import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAffiliate, createApplication, createBroker, createManagedProperty, createRegistrationPayment,
} from '../../../db/tests/functions/_fixtures.ts';
import { createUser } from '../../../db/tests/functions/_support.ts';
import { rpc } from '../domain/rpc.ts';
import { startDomainGateway, type DomainGateway, type Session } from '../domain/harness.ts';

/**
 * 200 identical calls of each admin transition, all at once, by one admin at aal2 through
 * /rest/v1/rpc (ten at a time reach PostgreSQL, the gateway's pool): exactly one change and one
 * audit row each, and no call answers 5xx.
 */
const CALLS = 200;
let dg: DomainGateway;
let admin: Session;
let today: string;
let month: string;

async function count(sql: string, values: unknown[]): Promise<number> {
  return (await dg.sql<{ n: number }>(`select count(*)::int as n from (${sql}) as s`, values))[0]!.n;
}
const audits = (action: string, target: string) =>
  count(`select 1 from public.admin_audit_log where action = $1 and target_id = $2`, [action, target]);

async function hammer(fn: string, args: Record<string, unknown>): Promise<Record<number, number>> {
  const results = await Promise.all(Array.from({ length: CALLS }, () => rpc(admin, fn, args)));
  const statuses: Record<number, number> = {};
  for (const { status } of results) statuses[status] = (statuses[status] ?? 0) + 1;
  expect(Object.keys(statuses).map(Number).filter((status) => status >= 500), `${fn}: ${JSON.stringify(statuses)}`).toEqual([]);
  expect(statuses[200], `${fn}: at least the first call succeeds`).toBeGreaterThanOrEqual(1);
  console.info(`${fn}: ${CALLS} calls answered ${JSON.stringify(statuses)}`);
  return statuses;
}

beforeAll(async () => {
  // Every call must reach the database: no concurrency bound sheds any of the 200, and all of them
  // may wait for one of the pool's connections.
  dg = await startDomainGateway({ maxConcurrent: 0, dbQueue: CALLS });
  admin = await dg.raiseToAal2(await dg.signIn(await dg.account('Asha Admin', ['admin'])));
  [{ today, month }] = await dg.sql<{ today: string; month: string }>(
    `select (now() at time zone 'Asia/Kolkata')::date::text as today,
            date_trunc('month', now() at time zone 'Asia/Kolkata')::date::text as month`) as [{ today: string; month: string }];
}, 120_000);
afterAll(async () => {
  await dg?.close();
});

describe(`${CALLS} concurrent identical admin transitions`, () => {
  it('decline: one decline, one audit row', async () => {
    const landlord = await createUser(dg.owner, 'Dev Landlord', ['landlord']);
    const id = await createApplication(dg.owner, landlord);
    await hammer('decline_managed_application', { _application_id: id, _reason: 'The rent is above the locality band.' });
    expect(await count(`select 1 from public.managed_rental_applications where id = $1 and status = 'declined' and decline_reason is not null`, [id])).toBe(1);
    expect(await audits('decline_managed_application', id)).toBe(1);
  });

  it('approve and configure: one configuration, one audit row', async () => {
    const landlord = await createUser(dg.owner, 'Kiran Landlord', ['landlord']);
    const id = await createApplication(dg.owner, landlord);
    await hammer('approve_and_configure_managed_property', { _application_id: id, _config: { property_name: 'Kothrud 2 BHK' } });
    expect(await count(`select 1 from public.managed_property_details where application_id = $1`, [id])).toBe(1);
    expect(await count(`select 1 from public.admin_audit_log where action = 'approve_and_configure_managed_property'
                         and target_id in (select id::text from public.managed_property_details where application_id = $1)`, [id])).toBe(1);
  });

  it('mark RVL paid: one paid month, one audit row', async () => {
    const landlord = await createUser(dg.owner, 'Meena Landlord', ['landlord']);
    const property = await createManagedProperty(dg.owner, landlord, 3200);
    await hammer('mark_rvl_payment_paid', { _managed_property_id: property, _payment_month: month });
    expect(await count(`select 1 from public.managed_property_rvl_payments where managed_property_id = $1 and payment_status = 'paid'`, [property])).toBe(1);
    expect(await count(`select 1 from public.admin_audit_log where action = 'mark_rvl_payment_paid'
                         and target_id in (select id::text from public.managed_property_rvl_payments where managed_property_id = $1)`, [property])).toBe(1);
  });

  it('activate broker: one succeeded payment, one activation, one audit row', async () => {
    const broker = await createBroker(dg.owner, 'Bhavna Broker');
    const payment = await createRegistrationPayment(dg.owner, broker.id, broker.userId);
    await hammer('activate_broker_registration', { _payment_id: payment });
    expect(await count(`select 1 from public.payments where broker_id = $1 and status = 'succeeded'`, [broker.id])).toBe(1);
    expect(await count(`select 1 from public.brokers where id = $1 and activated`, [broker.id])).toBe(1);
    expect(await audits('activate_broker_registration', broker.id)).toBe(1);
  });

  it('shadow balancing: one change, one audit entry', async () => {
    const broker = await createBroker(dg.owner, 'Sunil Broker');
    const end = (await dg.sql<{ d: string }>(`select ($1::date + 90)::text as d`, [today]))[0]!.d;
    await hammer('set_shadow_balancing', { _broker_id: broker.id, _enabled: true, _start_date: today, _end_date: end, _reason: 'Early adopter' });
    expect(await count(`select 1 from public.brokers where id = $1 and shadow_balancing_enabled`, [broker.id])).toBe(1);
    expect(await count(`select 1 from public.shadow_balancing_audit where broker_id = $1`, [broker.id])).toBe(1);
  });

  it('shadow power: one grant, one audit entry', async () => {
    await createAffiliate(dg.owner, 'AFF900', null);
    await hammer('set_affiliate_shadow_power', { _affiliate_id: 'AFF900', _amount: 200000, _notes: 'Launch cohort' });
    expect(await count(`select 1 from public.affiliate_shadow_power where affiliate_id = 'AFF900' and is_active`, [])).toBe(1);
    expect(await count(`select 1 from public.shadow_power_audit where affiliate_id = 'AFF900'`, [])).toBe(1);
  });

  it('role assignment: one role row, one audit row', async () => {
    const user = await createUser(dg.owner, 'Ravi User');
    await hammer('assign_role', { _user_id: user, _role: 'broker' });
    expect(await count(`select 1 from public.user_roles where user_id = $1 and role = 'broker'`, [user])).toBe(1);
    expect(await count(`select 1 from public.admin_audit_log where action = 'assign_role'
                         and target_id in (select id::text from public.user_roles where user_id = $1 and role = 'broker')`, [user])).toBe(1);
  });
});
