// 'Approve & Configure Property' RVL amount (spec 1, 9): never more than the configured monthly
// rent, in core's managedPropertyConfigSchema and in approve_and_configure_managed_property.
import { addDays, todayIso } from '@rentals/core/dates';
import { managedPropertyConfigSchema } from '@rentals/core/validation/managedProperty';
import { RVL_ABOVE_RENT } from '@rentals/core/validation/messages';
import { beforeAll, describe, it } from 'vitest';
import { createUser } from '../helpers/actors.ts';
import { coreVerdict, dbVerdict, expectAgreement, useAgreementDatabase, type Expected } from './_agreement.ts';

const call = 'select * from public.approve_and_configure_managed_property($1, $2::jsonb)';
// An approval names its lease end.
const LEASE_END = addDays(todayIso(), 330);

const cases: { name: string; config: Record<string, string>; expected: Expected }[] = [
  { name: 'RVL equal to the rent', config: { monthly_rent: '25000', rvl_amount: '25000' }, expected: { ok: true } },
  { name: 'RVL below the rent', config: { monthly_rent: '25,000', rvl_amount: '2,000' }, expected: { ok: true } },
  { name: 'RVL ₹1 above the rent', config: { monthly_rent: '25000', rvl_amount: '25001' }, expected: { ok: false, message: RVL_ABOVE_RENT } },
  { name: 'rent ₹1,000 against an RVL of ₹25,000', config: { monthly_rent: '1,000', rvl_amount: '25,000' }, expected: { ok: false, message: RVL_ABOVE_RENT } },
];

describe('RVL amount within the monthly rent: form schema and the database agree', () => {
  const fx = useAgreementDatabase();
  let landlordId: string;

  beforeAll(async () => {
    landlordId = (await createUser(fx.client, { metadata: { full_name: 'Lata Landlord' }, roles: ['landlord'] })).id;
  });

  it.each(cases)('$name', async (c) => {
    const { rows } = await fx.client.query<{ id: string }>(
      `insert into public.managed_rental_applications (landlord_id, status, property_location, property_type, monthly_rent)
       values ($1, 'submitted', 'Pune', 'Apartment', 25000) returning id`, [landlordId]);
    const core = coreVerdict(managedPropertyConfigSchema, { ...c.config, lease_end_date: LEASE_END });
    // The database reads numbers, as the console sends them once core has parsed the form.
    const sent = core.ok
      ? core.value
      : { monthly_rent: Number(c.config.monthly_rent?.replace(/,/g, '')), rvl_amount: Number(c.config.rvl_amount?.replace(/,/g, '')), lease_end_date: LEASE_END };
    const db = await dbVerdict(fx.client, fx.admin, call, [rows[0]!.id, JSON.stringify(sent)]);
    expectAgreement(c.name, core, db, c.expected);
  });
});
