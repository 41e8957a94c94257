import { addDays } from '@rentals/core/dates';
import { agreementTerm } from '@rentals/core/validation/rentalAgreement';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProperty } from './_fixtures.ts';
import { anon, callAs, count, createUser, expectBusinessError, indiaToday, noUser, signedIn, useDatabase, type Actor } from './_support.ts';

const generate = 'select * from public.generate_rental_agreement($1, $2, $3, $4, $5, $6, $7)';
const confirm = 'select * from public.confirm_rental_agreement($1, $2)';
const terms = (lease: string, lockIn = 6, clauses: string[] = ['no_smoking', 'police_verification']) =>
  [lease, lockIn, 30, 'licensee', 2500, 'residential_family', clauses];
const NOT_THEIRS = 'Only the landlord or their property manager can draft the agreement of this lease';
const NOT_A_PARTY = 'Only the tenant or the landlord of this lease can confirm its agreement';

describe('rental agreements', () => {
  const fx = useDatabase();
  let landlord: Actor;
  let tenant: Actor;
  let manager: Actor;
  let stranger: Actor;
  let lease: string;
  let today: string;
  // The lease began months ago: a draft made now covers eleven months from today.
  let leaseStart: string;

  beforeAll(async () => {
    today = await indiaToday(fx.pool);
    leaseStart = addDays(today, -300);
    landlord = signedIn(await createUser(fx.pool, 'Suresh Reddy', ['landlord']), 'landlord');
    tenant = signedIn(await createUser(fx.pool, 'Ananya Sharma', ['tenant']), 'tenant');
    manager = signedIn(await createUser(fx.pool, 'Farhan Qureshi', ['property_manager']), 'manager');
    stranger = signedIn(await createUser(fx.pool, 'Sana Stranger', ['landlord', 'property_manager']), 'stranger');
    await fx.pool.query(`insert into public.cities (id, name, state) values ('pune', 'Pune', 'Maharashtra') on conflict do nothing`);
    const property = await createProperty(fx.pool, landlord.sub as string, 'rented');
    lease = (
      await fx.pool.query(
        `insert into public.leases (property_id, tenant_id, start_date, monthly_rent, security_deposit) values ($1, $2, $3, 28000, 56000) returning id`,
        [property, tenant.sub, leaseStart],
      )
    ).rows[0].id;
    await fx.pool.query(`insert into public.property_manager_landlords (manager_id, landlord_id) values ($1, $2)`, [manager.sub, landlord.sub]);
  });

  it('is drafted by the landlord from the lease: eleven months from today, its fee and deposit, the state of its city', async () => {
    const [draft] = await callAs(fx.pool, landlord, generate, terms(lease));
    const term = agreementTerm(leaseStart, today);
    expect(term.start_date, 'the lease began earlier, so the term begins today').toBe(today);
    expect(draft).toMatchObject({
      version: 1, ...term, licence_fee: '28000.00', deposit: '56000.00',
      lock_in_months: 6, notice_days: 30, maintenance_paid_by: 'licensee', permitted_use: 'residential_family',
      state: 'Maharashtra', clauses: ['no_smoking', 'police_verification'], drafted_by: landlord.sub,
    });
    expect(await callAs(fx.pool, tenant, 'select id from public.rental_agreements'), 'the tenant sees it').toHaveLength(1);
    expect(await callAs(fx.pool, stranger, 'select id from public.rental_agreements'), 'a stranger does not').toEqual([]);
  });

  it('refuses strangers, tenants, wrong terms, direct writes and anon', async () => {
    await expectBusinessError(callAs(fx.pool, stranger, generate, terms(lease)), NOT_THEIRS);
    await expectBusinessError(callAs(fx.pool, tenant, generate, terms(lease)), NOT_THEIRS);
    await expectBusinessError(callAs(fx.pool, landlord, generate, terms(lease, 12)), 'Lock-in must be between 0 and 11 months');
    await expectBusinessError(callAs(fx.pool, landlord, generate, terms(lease, 3, ['no_guests'])), 'Unknown clause');
    await expectBusinessError(callAs(fx.pool, noUser, generate, terms(lease)), 'No authenticated user');
    await expect(callAs(fx.pool, anon, generate, terms(lease)), 'anon').rejects.toMatchObject({ code: '42501' });
    await expect(
      callAs(fx.pool, landlord, `update public.rental_agreements set licence_fee = 1 where lease_id = $1`, [lease]),
      'a direct update',
    ).rejects.toMatchObject({ code: '42501' });
  });

  it('records who confirmed and when, for each party, once', async () => {
    const [row] = await callAs<{ id: string; version: number }>(fx.pool, tenant, 'select id, version from public.rental_agreements');
    const { id, version } = row ?? { id: '', version: 0 };
    await expectBusinessError(callAs(fx.pool, manager, confirm, [id, version]), NOT_A_PARTY);
    await expectBusinessError(callAs(fx.pool, stranger, confirm, [id, version]), NOT_A_PARTY);
    await expectBusinessError(
      callAs(fx.pool, tenant, confirm, [id, version + 1]),
      'The agreement has changed since you opened it; read it again before confirming',
    );
    const [byTenant] = await callAs(fx.pool, tenant, confirm, [id, version]);
    expect(byTenant).toMatchObject({ tenant_confirmed_by: tenant.sub, landlord_confirmed_by: null });
    const [again] = await callAs(fx.pool, tenant, confirm, [id, version]);
    expect(again?.tenant_confirmed_at, 'the first confirmation stands').toEqual(byTenant?.tenant_confirmed_at);
    const [both] = await callAs(fx.pool, landlord, confirm, [id, version]);
    expect(both).toMatchObject({ tenant_confirmed_by: tenant.sub, landlord_confirmed_by: landlord.sub });
    expect(both?.landlord_confirmed_at).toBeInstanceOf(Date);
  });

  it('keeps confirmations for the same terms and clears them when the manager changes a term', async () => {
    const [same] = await callAs(fx.pool, manager, generate, terms(lease));
    expect(same, 'the same terms again').toMatchObject({ version: 1, tenant_confirmed_by: tenant.sub, landlord_confirmed_by: landlord.sub });
    const [changed] = await callAs(fx.pool, manager, generate, terms(lease, 3));
    expect(changed).toMatchObject({
      version: 2, lock_in_months: 3, drafted_by: manager.sub,
      tenant_confirmed_by: null, tenant_confirmed_at: null, landlord_confirmed_by: null, landlord_confirmed_at: null,
    });
    const events = await callAs<{ action: string; version: number }>(
      fx.pool, tenant, 'select action, version from public.rental_agreement_events order by created_at, action');
    expect(events.map((e) => `${e.action}@${e.version}`), 'the history keeps what was agreed').toEqual([
      'drafted@1', 'confirmed_by_tenant@1', 'confirmed_by_landlord@1', 'redrafted@2',
    ]);
    expect(await count(fx.pool, 'public.rental_agreement_events'), 'no entry for the unchanged draft').toBe(4);
    await expect(
      callAs(fx.pool, landlord, 'delete from public.rental_agreement_events'),
      'history cannot be removed',
    ).rejects.toMatchObject({ code: '42501' });
  });

  it('picks up a changed rent as a new version', async () => {
    await fx.pool.query('update public.leases set monthly_rent = 30000 where id = $1', [lease]);
    const [redrafted] = await callAs(fx.pool, landlord, generate, terms(lease, 3));
    expect(redrafted).toMatchObject({ version: 3, licence_fee: '30000.00' });
  });

  it('keeps an agreement drafted on an earlier day for the same terms, and starts a changed one today', async () => {
    // As if version 3 had been drafted ten days ago: its term then began that day.
    const earlier = addDays(today, -10);
    const then = agreementTerm(leaseStart, earlier);
    await fx.pool.query(
      `update public.rental_agreements set start_date = $2, end_date = $3, drafted_at = ($4::date + time '10:00') at time zone 'Asia/Kolkata' where lease_id = $1`,
      [lease, then.start_date, then.end_date, earlier],
    );
    const [same] = await callAs(fx.pool, landlord, generate, terms(lease, 3));
    expect(same, 'the same terms leave the agreement as it was').toMatchObject({ version: 3, start_date: earlier });
    const [changed] = await callAs(fx.pool, landlord, generate, terms(lease, 4));
    expect(changed, 'a new draft starts no earlier than today').toMatchObject({ version: 4, ...agreementTerm(leaseStart, today) });
  });

  it('makes an agreement drafted with a start already past a new version when drafted again', async () => {
    // Drafted before the rule, on the lease's own start (months ago).
    const old = agreementTerm(leaseStart, leaseStart);
    await fx.pool.query(
      `update public.rental_agreements set start_date = $2, end_date = $3, drafted_at = now() - interval '5 days' where lease_id = $1`,
      [lease, old.start_date, old.end_date],
    );
    const [redrafted] = await callAs(fx.pool, landlord, generate, terms(lease, 4));
    expect(redrafted).toMatchObject({ version: 5, start_date: today, tenant_confirmed_at: null });
  });

  it('starts an upcoming lease’s agreement on the lease’s first day', async () => {
    const property = await createProperty(fx.pool, landlord.sub as string, 'rented');
    const start = addDays(today, 25);
    const { rows } = await fx.pool.query<{ id: string }>(
      `insert into public.leases (property_id, tenant_id, start_date, monthly_rent, security_deposit) values ($1, $2, $3, 30000, 60000) returning id`,
      [property, tenant.sub, start],
    );
    const [draft] = await callAs(fx.pool, manager, generate, terms(rows[0]!.id));
    expect(draft).toMatchObject({ version: 1, ...agreementTerm(start, today), start_date: start });
  });

  it('refuses to draft for a lease that has ended', async () => {
    const property = await createProperty(fx.pool, landlord.sub as string, 'available');
    const { rows } = await fx.pool.query<{ id: string }>(
      `insert into public.leases (property_id, tenant_id, start_date, end_date, monthly_rent, security_deposit) values ($1, $2, $3, $4, 25000, 50000) returning id`,
      [property, tenant.sub, addDays(today, -400), addDays(today, -1)],
    );
    await expectBusinessError(
      callAs(fx.pool, landlord, generate, terms(rows[0]!.id)),
      'This lease has ended, so no new agreement can be drafted for it',
    );
  });
});
