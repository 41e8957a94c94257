// 'Approve & Configure Property' payment day (spec 3, 5): core's paymentDaySchema against
// approve_and_configure_managed_property and the managed_property_details check.
import { addDays, todayIso } from '@rentals/core/dates';
import { managedPropertyConfigSchema, paymentDaySchema } from '@rentals/core/validation/managedProperty';
import { PAYMENT_DAY_RANGE } from '@rentals/core/validation/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { attempt, createUser } from '../helpers/actors.ts';
import { coreVerdict, dbVerdict, expectAgreement, useAgreementDatabase, type Expected } from './_agreement.ts';

const call = 'select * from public.approve_and_configure_managed_property($1, $2::jsonb)';
// An approval names its lease end.
const LEASE_END = addDays(todayIso(), 330);

interface Case {
  name: string;
  day: string | number;
  expected: Expected;
  /** The day saved when accepted. */
  saved?: number;
}

const cases: Case[] = [
  { name: 'day 0', day: 0, expected: { ok: false, message: PAYMENT_DAY_RANGE } },
  { name: 'day 1', day: 1, expected: { ok: true }, saved: 1 },
  { name: 'day 31', day: 31, expected: { ok: true }, saved: 31 },
  { name: 'day 32', day: 32, expected: { ok: false, message: PAYMENT_DAY_RANGE } },
  { name: 'day -5', day: -5, expected: { ok: false, message: PAYMENT_DAY_RANGE } },
  { name: "typed '15'", day: '15', expected: { ok: true }, saved: 15 },
  { name: "typed ' 7 ' with spaces", day: ' 7 ', expected: { ok: true }, saved: 7 },
  { name: "typed '0'", day: '0', expected: { ok: false, message: PAYMENT_DAY_RANGE } },
  { name: "typed '32'", day: '32', expected: { ok: false, message: PAYMENT_DAY_RANGE } },
  { name: 'blank: defaults to 1', day: '', expected: { ok: true }, saved: 1 },
  // Spec 5 gives no message for these; both must refuse.
  { name: 'non-integer 1.5', day: 1.5, expected: { ok: false } },
  { name: "non-integer typed '10.5'", day: '10.5', expected: { ok: false } },
  { name: "not a number 'abc'", day: 'abc', expected: { ok: false } },
];

describe('monthly rent payment day: form schema and the database agree', () => {
  const fx = useAgreementDatabase();
  let applicationId: string;

  beforeAll(async () => {
    const landlord = await createUser(fx.client, { metadata: { full_name: 'Lata Landlord' }, roles: ['landlord'] });
    const { rows } = await fx.client.query<{ id: string }>(
      `insert into public.managed_rental_applications (landlord_id, status, property_location, property_type, monthly_rent)
       values ($1, 'submitted', 'Pune', 'Apartment', 40000) returning id`, [landlord.id]);
    applicationId = rows[0]!.id;
  });

  it.each(cases)('$name', async (c) => {
    const config = { monthly_rent_payment_date: c.day, lease_end_date: LEASE_END };
    const core = coreVerdict(managedPropertyConfigSchema, config);
    const db = await dbVerdict(fx.client, fx.admin, call, [applicationId, JSON.stringify(config)]);
    expectAgreement(c.name, core, db, c.expected);
    if (c.saved !== undefined) {
      expect(core.ok && core.value.monthly_rent_payment_date, 'core value').toBe(c.saved);
      expect(db.ok && db.value.monthly_rent_payment_date, 'saved day').toBe(c.saved);
    }
  });

  it.each([0, 1, 31, 32])('day %i: the managed_property_details check agrees with paymentDaySchema', async (day) => {
    const core = paymentDaySchema.safeParse(day).success;
    await fx.client.query('begin');
    const table = await attempt(fx.client,
      `with managed as (insert into public.managed_properties (application_id, owner_id)
         select id, landlord_id from public.managed_rental_applications where id = $1 returning id, application_id)
       insert into public.managed_property_details (application_id, managed_property_id, monthly_rent_payment_date)
       select application_id, id, $2 from managed returning monthly_rent_payment_date`, [applicationId, day]);
    await fx.client.query('rollback');
    expect(table.ok, `day ${day}: table ${table.ok ? 'accepted' : table.message}`).toBe(core);
  });
});
