import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@rentals/core/dates';
import { createBroker } from './_fixtures.ts';
import {
  anon, callAs, createAdmin, createUser, expectBusinessError, noUser, signedIn, useDatabase, type Actor,
} from './_support.ts';

const call = 'select * from public.submit_managed_rental_application($1)';
const form = { monthly_rent: 32000, property_location: 'Hyderabad', property_type: 'Apartment', locality: 'Gachibowli' };

describe('submit_managed_rental_application', () => {
  const fx = useDatabase();
  let landlord: Actor;
  let broker: Actor;
  let brokerId: string;

  beforeAll(async () => {
    landlord = signedIn(await createUser(fx.pool, 'Omkar Landlord', ['landlord']), 'landlord');
    const created = await createBroker(fx.pool, 'Pooja Broker');
    brokerId = created.id;
    broker = signedIn(created.userId, 'broker');
  });

  describe('landlord', () => {
    it('submits as the landlord, status submitted, nothing locked or reviewed', async () => {
      const [row] = await callAs(fx.pool, landlord, call, [{ ...form, status: 'approved', rental_value_locked: 99999 }]);
      expect(row, 'application').toMatchObject({
        landlord_id: landlord.sub, submitted_by_broker_id: null, status: 'submitted', rental_value_locked: null,
        reviewed_at: null, reviewed_by_admin_id: null, locality: 'Gachibowli', security_deposit: '0.00',
      });
    });

    it('refuses a form without the required fields', async () => {
      await expectBusinessError(callAs(fx.pool, landlord, call, [{ property_location: 'Hyderabad' }]),
        'Validation Error: Please fill in all required fields');
      await expectBusinessError(callAs(fx.pool, landlord, call, [null]), 'Validation Error: Please fill in all required fields');
      await expectBusinessError(callAs(fx.pool, landlord, call, [JSON.stringify([1, 2])]), 'Application must be an object');
    });

    it('each submit is its own application', async () => {
      await callAs(fx.pool, landlord, call, [form]);
      await callAs(fx.pool, landlord, call, [form]);
      const { rows } = await fx.pool.query(`select count(*)::int as n from public.managed_rental_applications where landlord_id = $1`, [landlord.sub]);
      expect(rows[0]?.n, 'applications').toBe(3);
    });
  });

  describe('plain user naming the terms', () => {
    it.each([
      [{ commission_percentage: 100 }],
      [{ management_fee_percentage: 0 }],
      [{ guaranteed_rent_amount: 9999999 }],
      [{ contract_type: 'guaranteed_rent' }],
    ])('is refused for %j, and nothing is recorded', async (terms) => {
      const user = signedIn(await createUser(fx.pool, 'Uma User', ['user']));
      await expectBusinessError(callAs(fx.pool, user, call, [{ ...form, ...terms }]),
        'Commission, management fee, guaranteed rent and contract type are set by the admin on approval');
      const { rows } = await fx.pool.query(`select count(*)::int as n from public.managed_rental_applications where landlord_id = $1`, [user.sub]);
      expect(rows[0]?.n, 'applications').toBe(0);
    });

    it("gets the programme's defaults, and approval locks the admin's figures, not a percentage of theirs", async () => {
      const user = signedIn(await createUser(fx.pool, 'Umesh User', ['user']));
      const [row] = await callAs(fx.pool, user, call, [{ ...form, commission_percentage: null }]);
      expect(row, 'application').toMatchObject({
        commission_percentage: '8.00', management_fee_percentage: '8.00', guaranteed_rent_amount: '0.00', contract_type: 'standard',
      });
      const { aal2: admin } = await createAdmin(fx.pool, 'Anil Admin');
      await callAs(fx.pool, admin, 'select * from public.approve_and_configure_managed_property($1, $2)', [row?.id, { lease_end_date: addDays(todayIso(), 330) }]);
      const { rows: [approved] } = await fx.pool.query(
        `select rental_value_locked, commission_percentage from public.managed_rental_applications where id = $1`, [row?.id]);
      expect(approved, 'approved').toEqual({ rental_value_locked: '32000.00', commission_percentage: '8.00' });
    });

    it('cannot change the terms afterwards with a direct update', async () => {
      const user = signedIn(await createUser(fx.pool, 'Usha User', ['user']));
      const [row] = await callAs(fx.pool, user, call, [form]);
      await expect(callAs(fx.pool, user, `update public.managed_rental_applications set commission_percentage = 100 where id = $1`, [row?.id]),
        'direct update').rejects.toMatchObject({ code: '42501' });
    });
  });

  describe('broker', () => {
    it('records the broker row of the caller as submitting broker', async () => {
      const [row] = await callAs(fx.pool, broker, call, [form]);
      expect(row, 'application').toMatchObject({ landlord_id: broker.sub, submitted_by_broker_id: brokerId });
    });
  });

  describe('anon', () => {
    it("says 'No authenticated user' without a user, and anon may not call it", async () => {
      await expectBusinessError(callAs(fx.pool, noUser, call, [form]), 'No authenticated user');
      await expect(callAs(fx.pool, anon, call, [form]), 'anon').rejects.toMatchObject({ code: '42501' });
    });
  });
});
