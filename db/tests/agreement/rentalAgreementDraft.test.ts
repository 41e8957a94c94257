// A leave-and-licence agreement's draft: the terms its drafter chooses (core's agreementDraftSchema
// and generate_rental_agreement refuse the same with the same words) and the term it covers (core's
// agreementTerm and the database give the same days; a lease that has ended gets no new draft).
import { addDays, todayIso } from '@rentals/core/dates';
import { AGREEMENT_LEASE_ENDED } from '@rentals/core/validation/messages';
import { agreementDraftSchema, agreementTerm, leaseHasEnded } from '@rentals/core/validation/rentalAgreement';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedIn, type Actor } from '../helpers/actors.ts';
import { coreVerdict, dbVerdict, expectAgreement, useAgreementDatabase, type Expected } from './_agreement.ts';

const call = 'select * from public.generate_rental_agreement($1, $2, $3, $4, $5, $6, $7)';
const form = {
  lock_in_months: '3',
  notice_days: '30',
  maintenance_paid_by: 'licensee',
  maintenance_amount: '2500',
  permitted_use: 'residential',
  clauses: ['no_pets'],
};
type Sent = [number | null, number | null, string | null, number | null, string | null, string[]];
const SENT: Sent = [3, 30, 'licensee', 2500, 'residential', ['no_pets']];

// Each case: what the form posts, and what a caller of the API sends for it.
const cases: { name: string; form: Record<string, unknown>; sent: Sent; expected: Expected }[] = [
  { name: 'the usual terms', form, sent: SENT, expected: { ok: true } },
  { name: 'no lock-in, no notice, no maintenance', form: { ...form, lock_in_months: '0', notice_days: '0', maintenance_amount: '0' }, sent: [0, 0, 'licensee', 0, 'residential', ['no_pets']], expected: { ok: true } },
  { name: 'eleven months of lock-in and 180 days of notice', form: { ...form, lock_in_months: '11', notice_days: '180' }, sent: [11, 180, 'licensee', 2500, 'residential', ['no_pets']], expected: { ok: true } },
  { name: 'twelve months of lock-in', form: { ...form, lock_in_months: '12' }, sent: [12, 30, 'licensee', 2500, 'residential', ['no_pets']], expected: { ok: false, message: 'Lock-in must be between 0 and 11 months' } },
  { name: 'no lock-in given', form: { ...form, lock_in_months: '' }, sent: [null, 30, 'licensee', 2500, 'residential', ['no_pets']], expected: { ok: false, message: 'Lock-in must be between 0 and 11 months' } },
  { name: '181 days of notice', form: { ...form, notice_days: '181' }, sent: [3, 181, 'licensee', 2500, 'residential', ['no_pets']], expected: { ok: false, message: 'Notice period must be between 0 and 180 days' } },
  { name: 'the society pays', form: { ...form, maintenance_paid_by: 'society' }, sent: [3, 30, 'society', 2500, 'residential', ['no_pets']], expected: { ok: false, message: 'Say who pays the maintenance' } },
  { name: 'maintenance in paise', form: { ...form, maintenance_amount: '2500.50' }, sent: [3, 30, 'licensee', 2500.5, 'residential', ['no_pets']], expected: { ok: false, message: 'Maintenance must be a whole number of rupees' } },
  { name: 'maintenance past ₹1 crore', form: { ...form, maintenance_amount: '10000001' }, sent: [3, 30, 'licensee', 10000001, 'residential', ['no_pets']], expected: { ok: false, message: 'Maintenance must be a whole number of rupees' } },
  { name: 'no permitted use', form: { ...form, permitted_use: '' }, sent: [3, 30, 'licensee', 2500, null, ['no_pets']], expected: { ok: false, message: 'Choose a permitted use' } },
  { name: 'a clause nobody offered', form: { ...form, clauses: ['no_guests'] }, sent: [3, 30, 'licensee', 2500, 'residential', ['no_guests']], expected: { ok: false, message: 'Unknown clause' } },
];

describe('an agreement draft: form schema and the database agree', () => {
  const fx = useAgreementDatabase();
  let landlord: Actor;
  let tenantId: string;
  let propertyId: string;
  const today = todayIso();

  const leaseFrom = async (start: string, end: string | null = null) => {
    const { rows } = await fx.client.query<{ id: string }>(
      `insert into public.leases (property_id, tenant_id, start_date, end_date, monthly_rent, security_deposit)
       values ($1, $2, $3, $4, 28000, 56000) returning id`,
      [propertyId, tenantId, start, end],
    );
    return rows[0]!.id;
  };

  beforeAll(async () => {
    const owner = await createUser(fx.client, { metadata: { full_name: 'Suresh Reddy' }, roles: ['landlord'] });
    landlord = signedIn(owner);
    tenantId = (await createUser(fx.client, { metadata: { full_name: 'Ananya Sharma' }, roles: ['tenant'] })).id;
    await fx.client.query(`insert into public.cities (id, name, state) values ('pune', 'Pune', 'Maharashtra') on conflict do nothing`);
    const { rows } = await fx.client.query<{ id: string }>(
      `insert into public.properties (title, listed_by, availability, city, locality, rent, deposit, bedrooms, property_type)
       values ('2 BHK in Baner', $1, 'rented', 'Pune', 'Baner', 28000, 56000, 2, 'Apartment') returning id`,
      [owner.id],
    );
    propertyId = rows[0]!.id;
  });

  it.each(cases)('$name', async (c) => {
    const lease = await leaseFrom(addDays(today, -30));
    const core = coreVerdict(agreementDraftSchema, c.form);
    const db = await dbVerdict(fx.client, landlord, call, [lease, ...c.sent]);
    expectAgreement(c.name, core, db, c.expected);
  });

  it.each([
    ['a lease that began a year ago', -365, null],
    ['a lease that began yesterday', -1, null],
    ['a lease starting today', 0, null],
    ['a lease starting next month', 31, null],
    ['a lease ending today', -200, 0],
  ] as const)('%s: the term both give', async (_, startIn, endIn) => {
    const start = addDays(today, startIn);
    const lease = await leaseFrom(start, endIn === null ? null : addDays(today, endIn));
    const db = await dbVerdict(fx.client, landlord, call, [lease, ...SENT]);
    expect(db.ok ? { start_date: db.value.start_date, end_date: db.value.end_date } : db).toEqual(agreementTerm(start, today));
  });

  it('refuses a lease that ended yesterday, as core says it has ended', async () => {
    const end = addDays(today, -1);
    const lease = await leaseFrom(addDays(today, -300), end);
    expect(leaseHasEnded(end, today)).toBe(true);
    const db = await dbVerdict(fx.client, landlord, call, [lease, ...SENT]);
    expect(db).toMatchObject({ ok: false, message: AGREEMENT_LEASE_ENDED });
  });
});
