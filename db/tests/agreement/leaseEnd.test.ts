// 'Approve & Configure Property' lease end: required, not before the start and within 5 years of
// it, in core's managedPropertyConfigSchema and in approve_and_configure_managed_property (RVL
// months are marked paid up to the lease end).
import { addDays, addYears, todayIso } from '@rentals/core/dates';
import { managedPropertyConfigSchema } from '@rentals/core/validation/managedProperty';
import { LEASE_END_BEFORE_START, LEASE_END_REQUIRED, LEASE_END_WINDOW } from '@rentals/core/validation/messages';
import { beforeAll, describe, it } from 'vitest';
import { createUser } from '../helpers/actors.ts';
import { coreVerdict, dbVerdict, expectAgreement, useAgreementDatabase, type Expected } from './_agreement.ts';

const call = 'select * from public.approve_and_configure_managed_property($1, $2::jsonb)';
const start = addDays(todayIso(), 10);

const cases: { name: string; config: Record<string, string>; expected: Expected }[] = [
  { name: 'no end', config: { lease_start_date: start }, expected: { ok: false, message: LEASE_END_REQUIRED } },
  { name: 'a blank end', config: { lease_start_date: start, lease_end_date: ' ' }, expected: { ok: false, message: LEASE_END_REQUIRED } },
  { name: 'an end eleven months on', config: { lease_start_date: start, lease_end_date: addDays(start, 334) }, expected: { ok: true } },
  { name: 'an end five years on', config: { lease_start_date: start, lease_end_date: addYears(start, 5) }, expected: { ok: true } },
  { name: 'an end a day past five years', config: { lease_start_date: start, lease_end_date: addDays(addYears(start, 5), 1) }, expected: { ok: false, message: LEASE_END_WINDOW } },
  { name: 'an end before the start', config: { lease_start_date: start, lease_end_date: addDays(start, -1) }, expected: { ok: false, message: LEASE_END_BEFORE_START } },
  { name: 'no start and an end in 2099', config: { lease_end_date: '2099-12-31' }, expected: { ok: false, message: LEASE_END_WINDOW } },
];

describe('lease end of an approval: form schema and the database agree', () => {
  const fx = useAgreementDatabase();
  let landlordId: string;

  beforeAll(async () => {
    landlordId = (await createUser(fx.client, { metadata: { full_name: 'Lata Landlord' }, roles: ['landlord'] })).id;
  });

  it.each(cases)('$name', async (c) => {
    const { rows } = await fx.client.query<{ id: string }>(
      `insert into public.managed_rental_applications (landlord_id, status, property_location, property_type, monthly_rent)
       values ($1, 'submitted', 'Pune', 'Apartment', 25000) returning id`, [landlordId]);
    const core = coreVerdict(managedPropertyConfigSchema, c.config);
    const db = await dbVerdict(fx.client, fx.admin, call, [rows[0]!.id, JSON.stringify(c.config)]);
    expectAgreement(c.name, core, db, c.expected);
  });
});
