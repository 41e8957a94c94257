import { addDays, addMonths, monthStart, todayIso } from '@rentals/core/dates';
import * as m from '@rentals/core/validation/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBusinessError, rpc } from '../domain/rpc.ts';
import { startDomainGateway, type DomainGateway, type Session } from '../domain/harness.ts';

/**
 * Rent records of a tenancy through /rest/v1 as its parties: the tenant marks a month paid with the
 * UPI reference (or a note), the landlord (not the tenant, not their manager) confirms, and a
 * confirmed month changes only by going back with a reason. A UPI reference is one payment across
 * rent and registrations. The tenant gets the landlord's UPI ID for the payment link; nobody else.
 */
let dg: DomainGateway;
let landlord: Session;
let tenant: Session;
let manager: Session;
let stranger: Session;
let lease: string;
const month = (offset: number) => addMonths(monthStart(todayIso()), offset);
const rentOf = async (offset: number) =>
  (await dg.sql<{ id: string }>(`select id from public.rent_payments where lease_id = $1 and month = $2`, [lease, month(offset)]))[0]!.id;
const report = (session: Session, id: string, payment: Record<string, unknown>) =>
  rpc(session, 'report_rent_payment', { _rent_payment_id: id, _payment: payment });

beforeAll(async () => {
  dg = await startDomainGateway();
  const landlordAccount = await dg.account('Ravi Landlord', ['landlord']);
  landlord = await dg.signIn(landlordAccount);
  const tenantAccount = await dg.account('Ananya Tenant', ['tenant']);
  tenant = await dg.signIn(tenantAccount);
  manager = await dg.signIn(await dg.account('Farhan Manager', ['property_manager']));
  stranger = await dg.signIn(await dg.account('Sana Stranger', ['tenant']));
  const [property] = await dg.sql<{ id: string }>(
    `insert into public.properties (title, listed_by, availability, verified, city, rent, deposit, bedrooms)
     values ('2 BHK in Baner', $1, 'rented', true, 'pune', 25000, 50000, 2) returning id`, [landlordAccount.id]);
  await dg.sql(`insert into public.property_manager_landlords (manager_id, landlord_id) values ($1, $2)`, [manager.id, landlordAccount.id]);
  const [row] = await dg.sql<{ id: string }>(
    `insert into public.leases (property_id, tenant_id, start_date, end_date, monthly_rent, rent_due_day)
     values ($1, $2, $3, $4, 25000, 5) returning id`, [property!.id, tenantAccount.id, month(-3), addDays(month(3), -1)]);
  lease = row!.id;
  await dg.sql(
    `insert into public.rent_payments (lease_id, month, amount, due_date)
     select $1, m::date, 25000, m::date + 4 from generate_series($2::date, $3::date, interval '1 month') m`,
    [lease, month(-3), month(2)],
  );
}, 120_000);
afterAll(async () => {
  await dg?.close();
});

describe('the tenant marks a month paid', () => {
  it('with its UPI reference as apps show it; the month stays unpaid until the landlord confirms', async () => {
    const id = await rentOf(-1);
    const reported = await report(tenant, id, { payment_mode: 'upi', reference: '4123 4567 8901', paid_on: addDays(month(-1), 3) });
    expect(reported.status).toBe(200);
    expect(reported.data).toMatchObject({ status: 'due', payment_mode: 'upi', reference: '412345678901', reported_paid_on: addDays(month(-1), 3), paid_on: null });
    const { data: events } = await landlord.client.from('rent_payment_events').select('action, actor_id').eq('rent_payment_id', id);
    expect(events).toEqual([{ action: 'reported', actor_id: tenant.id }]);
  });

  it('is refused to anyone but the tenant, and past the rules of a reference', async () => {
    const id = await rentOf(-2);
    for (const who of [landlord, manager, stranger]) await expectBusinessError(report(who, id, { payment_mode: 'cash', note: 'paid' }), m.RENT_NOT_TENANT);
    await expectBusinessError(report(tenant, id, { payment_mode: '' }), m.PAYMENT_MODE_REQUIRED);
    await expectBusinessError(report(tenant, id, { payment_mode: 'upi', reference: '41234567890' }), m.UPI_REFERENCE_INVALID);
    await expectBusinessError(report(tenant, id, { payment_mode: 'bank_transfer' }), m.PAYMENT_REFERENCE_REQUIRED);
    await expectBusinessError(report(tenant, id, { payment_mode: 'cheque', reference: '1'.repeat(65) }), m.PAYMENT_REFERENCE_TOO_LONG);
    await expectBusinessError(report(tenant, id, { payment_mode: 'cash' }), m.CASH_NOTE_REQUIRED);
    await expectBusinessError(report(tenant, id, { payment_mode: 'cash', note: 'x'.repeat(501) }), m.RENT_NOTE_TOO_LONG);
    await expectBusinessError(report(tenant, id, { payment_mode: 'cash', note: 'paid', paid_on: addDays(todayIso(), 1) }), m.PAID_ON_WINDOW);
    await expectBusinessError(report(tenant, await rentOf(1), { payment_mode: 'cash', note: 'in advance' }), m.RENT_MONTH_AHEAD);
    const direct = await tenant.client.from('rent_payments').update({ status: 'paid', paid_on: todayIso() }).eq('id', id);
    expect(direct.error?.code, 'no update right on rent').toBe('42501');
  });

  it('refuses a UPI reference another month or a broker registration already quoted', async () => {
    await expectBusinessError(report(tenant, await rentOf(-2), { payment_mode: 'upi', reference: '412345678901' }), m.PAYMENT_REFERENCE_USED);
    const [broker] = await dg.sql<{ id: string }>(`insert into public.brokers (user_id, name) values ($1, 'Sana Broker') returning id`, [stranger.id]);
    await dg.sql(`insert into public.payments (kind, provider, provider_payment_id, amount, broker_id, user_id) values ('broker_registration', 'upi', '998877665544', 999, $1, $2)`,
      [broker!.id, stranger.id]);
    await expectBusinessError(report(tenant, await rentOf(-2), { payment_mode: 'bank_transfer', reference: '9988 7766 5544' }), m.PAYMENT_REFERENCE_USED);
    const cash = await report(tenant, await rentOf(-2), { payment_mode: 'cash', note: 'Handed to Mr Rao on the 3rd' });
    expect(cash.data).toMatchObject({ payment_mode: 'cash', reference: null, note: 'Handed to Mr Rao on the 3rd', reported_paid_on: todayIso() });
  });
});

describe('the landlord confirms', () => {
  it('only as the landlord, and only a month the tenant marked paid', async () => {
    const id = await rentOf(-1);
    for (const who of [tenant, manager, stranger]) await expectBusinessError(rpc(who, 'confirm_rent_payment', { _rent_payment_id: id }), m.RENT_NOT_LANDLORD);
    await expectBusinessError(rpc(landlord, 'confirm_rent_payment', { _rent_payment_id: await rentOf(-3) }), m.RENT_NOT_REPORTED);
  });

  it('marks the month paid on the day the tenant gave, and the tenant can no longer change it', async () => {
    const id = await rentOf(-1);
    const confirmed = await rpc(landlord, 'confirm_rent_payment', { _rent_payment_id: id });
    expect(confirmed.data).toMatchObject({ status: 'paid', paid_on: addDays(month(-1), 3), confirmed_by: landlord.id, reference: '412345678901' });
    await expectBusinessError(report(tenant, id, { payment_mode: 'cash', note: 'again' }), m.RENT_ALREADY_CONFIRMED);
    expect((await rpc(landlord, 'confirm_rent_payment', { _rent_payment_id: id })).data, 'twice is once').toMatchObject({ status: 'paid' });
    const { data: events } = await tenant.client.from('rent_payment_events').select('action').eq('rent_payment_id', id).order('created_at');
    expect(events).toEqual([{ action: 'reported' }, { action: 'confirmed' }]);
  });

  it('goes back only with a reason, keeping what the month held in its history', async () => {
    const id = await rentOf(-1);
    await expectBusinessError(rpc(tenant, 'reopen_rent_payment', { _rent_payment_id: id, _reason: 'mistake' }), m.RENT_NOT_LANDLORD);
    await expectBusinessError(rpc(landlord, 'reopen_rent_payment', { _rent_payment_id: id, _reason: '  ' }), m.REOPEN_REASON_REQUIRED);
    await expectBusinessError(rpc(landlord, 'reopen_rent_payment', { _rent_payment_id: await rentOf(-3), _reason: 'why' }), m.RENT_NOTHING_TO_REOPEN);
    const reopened = await rpc(landlord, 'reopen_rent_payment', { _rent_payment_id: id, _reason: 'The UTR is for another flat' });
    expect(reopened.data).toMatchObject({ status: 'due', paid_on: null, payment_mode: null, reference: null, reported_at: null, confirmed_at: null });
    const [last] = await dg.sql<{ action: string; details: Record<string, unknown> }>(
      `select action, details from public.rent_payment_events where rent_payment_id = $1 order by created_at desc limit 1`, [id]);
    expect(last).toMatchObject({ action: 'reopened', details: { reason: 'The UTR is for another flat', was: 'paid', reference: '412345678901' } });
    expect((await landlord.client.from('rent_payment_events').delete().eq('rent_payment_id', id)).error?.code, 'history stays').toBe('42501');
    // Freed, the reference may be quoted again.
    expect((await report(tenant, id, { payment_mode: 'upi', reference: '412345678901' })).status).toBe(200);
  });
});

describe('the landlord’s UPI ID', () => {
  it('is the landlord’s own to set, in the name@bank format', async () => {
    const bad = await landlord.client.from('landlord_payment_details').upsert({ user_id: landlord.id, upi_id: 'Ravi Rao@HDFC' });
    expect(bad.error?.code).toBe('23514');
    expect(bad.error?.message).toContain('landlord_payment_details_upi_id_format');
    expect((await landlord.client.from('landlord_payment_details').upsert({ user_id: landlord.id, upi_id: 'ravi.rao@okhdfc' })).error).toBeNull();
    const forged = await stranger.client.from('landlord_payment_details').upsert({ user_id: landlord.id, upi_id: 'thief@okaxis' });
    expect(forged.error?.code, 'not in another’s name').toBe('42501');
    expect((await tenant.client.from('landlord_payment_details').select('upi_id')).data, 'not read by others').toEqual([]);
  });

  it('reaches the tenant (and the landlord) with the landlord’s name for the payment link, nobody else', async () => {
    expect((await tenant.client.rpc('rent_payees')).data).toEqual([{ lease_id: lease, payee_name: 'Ravi Landlord', upi_id: 'ravi.rao@okhdfc' }]);
    expect((await landlord.client.rpc('rent_payees')).data).toHaveLength(1);
    expect((await manager.client.rpc('rent_payees')).data).toEqual([]);
    expect((await stranger.client.rpc('rent_payees')).data).toEqual([]);
    expect((await dg.anon().rpc('rent_payees')).error?.code).toBe('42501');
  });
});
