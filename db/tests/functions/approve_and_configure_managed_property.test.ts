import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, addYears } from '@rentals/core/dates';
import { LEASE_END_REQUIRED, LEASE_END_WINDOW } from '@rentals/core/validation/messages';
import { createAffiliate, createApplication } from './_fixtures.ts';
import {
  callAs, count, createAdmin, createUser, expectBusinessError, indiaToday, itRefusesNonAdmins, signedIn, twiceAtOnce, useDatabase,
  type Actor,
} from './_support.ts';

const call = 'select * from public.approve_and_configure_managed_property($1, $2)';

describe('approve_and_configure_managed_property', () => {
  const fx = useDatabase();
  let admin: Actor;
  let adminAal1: Actor;
  let landlord: Actor;

  beforeAll(async () => {
    ({ aal2: admin, aal1: adminAal1 } = await createAdmin(fx.pool));
    landlord = signedIn(await createUser(fx.pool, 'Gaurav Landlord', ['landlord']), 'landlord');
    await createAffiliate(fx.pool, 'AFF20001', null);
  });
  const newApplication = (status = 'submitted', affiliate: string | null = null) =>
    createApplication(fx.pool, landlord.sub as string, status, affiliate);

  describe('admin', () => {
    it('approves, creates the managed property and the configuration with the spec 9 defaults', async () => {
      const id = await newApplication('submitted', 'AFF20001');
      const [details] = await callAs(fx.pool, admin, call, [id, {}]);
      expect(details, 'configuration').toMatchObject({
        application_id: id, security_deposit_type: 'refundable', payment_mode: 'bank_transfer',
        monthly_rent_payment_date: 1, monthly_rent: '40000.00', rvl_amount: '40000.00', owner_name: 'Gaurav Landlord',
        affiliate_id: 'AFF20001', affiliate_name: 'Affiliate AFF20001', created_by_admin_id: admin.sub, status: 'active',
      });
      const { rows: [application] } = await fx.pool.query(`select * from public.managed_rental_applications where id = $1`, [id]);
      expect(application, 'application: RVL prefilled from the monthly rent (spec 9), the programme\'s terms').toMatchObject({
        status: 'approved', rental_value_locked: '40000.00', reviewed_by_admin_id: admin.sub, commission_percentage: '8.00',
        management_fee_percentage: '8.00', guaranteed_rent_amount: '0.00', contract_type: 'standard',
      });
      const { rows: [managed] } = await fx.pool.query(`select * from public.managed_properties where id = $1`, [details?.managed_property_id]);
      expect(managed, 'managed property').toMatchObject({ application_id: id, owner_id: landlord.sub, status: 'active' });
      expect(await count(fx.pool, 'public.admin_audit_log', `action = 'approve_and_configure_managed_property'`), 'audit rows').toBe(1);
    });

    it('takes the configured values', async () => {
      const id = await newApplication('approved');
      const [details] = await callAs(fx.pool, admin, call, [id, {
        property_name: 'Kothrud 2 BHK', monthly_rent: '50000', rvl_amount: 4500, security_deposit_type: 'non_refundable',
        payment_mode: 'upi', monthly_rent_payment_date: 5, lease_start_date: '2026-12-01', lease_end_date: '2027-11-30',
      }]);
      expect(details, 'configuration').toMatchObject({
        property_name: 'Kothrud 2 BHK', monthly_rent: '50000.00', rvl_amount: '4500.00', security_deposit_type: 'non_refundable',
        payment_mode: 'upi', monthly_rent_payment_date: 5, lease_start_date: '2026-12-01', lease_end_date: '2027-11-30',
      });
    });

    it('locks the configured monthly rent when no RVL amount is given, whatever the commission', async () => {
      const id = await newApplication();
      await callAs(fx.pool, admin, call, [id, { monthly_rent: 52000, commission_percentage: 100 }]);
      const { rows: [application] } = await fx.pool.query(`select rental_value_locked from public.managed_rental_applications where id = $1`, [id]);
      expect(application?.rental_value_locked, 'locked RVL').toBe('52000.00');
    });

    it('locks an RVL amount equal to the configured monthly rent', async () => {
      const id = await newApplication();
      const [details] = await callAs(fx.pool, admin, call, [id, { monthly_rent: 25000, rvl_amount: 25000 }]);
      expect(details?.rvl_amount, 'RVL equal to the rent').toBe('25000.00');
    });

    it("sets the company's terms on the application and audits them", async () => {
      const id = await newApplication();
      const terms = { commission_percentage: 12, management_fee_percentage: '6.5', guaranteed_rent_amount: 36000, contract_type: ' guaranteed_rent ' };
      const [details] = await callAs(fx.pool, admin, call, [id, { ...terms, rvl_amount: 3600 }]);
      const { rows: [application] } = await fx.pool.query(`select * from public.managed_rental_applications where id = $1`, [id]);
      expect(application, 'terms on the application').toMatchObject({
        commission_percentage: '12.00', management_fee_percentage: '6.50', guaranteed_rent_amount: '36000.00',
        contract_type: 'guaranteed_rent', rental_value_locked: '3600.00',
      });
      const { rows: [audit] } = await fx.pool.query(`select details from public.admin_audit_log where target_id = $1`, [details?.id]);
      expect(audit?.details, 'audit').toMatchObject({
        commission_percentage: 12, management_fee_percentage: 6.5, guaranteed_rent_amount: 36000, contract_type: 'guaranteed_rent', rvl_amount: 3600,
      });
    });

    it.each([
      [{ commission_percentage: 101 }, 'Percentages must be between 0 and 100'],
      [{ management_fee_percentage: -1 }, 'Percentages must be between 0 and 100'],
      [{ commission_percentage: 'all' }, 'Commission percentage must be a number'],
      [{ guaranteed_rent_amount: -1 }, 'Guaranteed rent cannot be negative'],
      [{ contract_type: 'x'.repeat(51) }, 'Contract type must be at most 50 characters'],
      [{ monthly_rent_payment_date: 32 }, 'Monthly rent payment date must be between 1 and 31'],
      [{ monthly_rent_payment_date: 'first' }, 'Monthly rent payment date must be a number'],
      [{ monthly_rent: 0 }, 'Monthly rent must be greater than 0'],
      [{ rvl_amount: -5 }, 'RVL amount must be greater than 0'],
      [{ payment_mode: 'card' }, 'Invalid payment mode: card'],
      [{ security_deposit_type: 'maybe' }, 'Invalid security deposit type: maybe'],
      [{ security_deposit_company: -1 }, 'Security deposit cannot be negative'],
      [{ lease_start_date: '2027-01-01', lease_end_date: '2026-01-01' }, 'Lease end date cannot be earlier than the lease start date'],
      [{ lease_start_date: 'soon' }, 'Lease start date must be a date'],
      [{ affiliate_id: 'AFF99999' }, 'Affiliate not found'],
      // Commission is paid on the RVL, so it never exceeds the rent the property brings in.
      [{ monthly_rent: 1000, rvl_amount: 25000 }, 'RVL amount cannot be more than the monthly rent'],
      [{ rvl_amount: 40001 }, 'RVL amount cannot be more than the monthly rent'],
    ])('refuses %j', async (config, message) => {
      await expectBusinessError(callAs(fx.pool, admin, call, [await newApplication(), config]), message);
    });

    it('needs a lease end: the form\'s or the application\'s, within 5 years of the start', async () => {
      const id = await newApplication();
      await fx.pool.query('update public.managed_rental_applications set rental_end_date = null where id = $1', [id]);
      await expectBusinessError(callAs(fx.pool, admin, call, [id, {}]), LEASE_END_REQUIRED);
      await expectBusinessError(callAs(fx.pool, admin, call, [id, { lease_end_date: ' ' }]), LEASE_END_REQUIRED);
      const today = await indiaToday(fx.pool);
      await expectBusinessError(callAs(fx.pool, admin, call, [id, { lease_start_date: today, lease_end_date: addDays(addYears(today, 5), 1) }]),
        LEASE_END_WINDOW);
      await expectBusinessError(callAs(fx.pool, admin, call, [id, { lease_end_date: '2099-12-31' }]), LEASE_END_WINDOW);
      expect(await count(fx.pool, 'public.managed_properties', 'application_id = $1', [id]), 'nothing configured').toBe(0);
      const [details] = await callAs(fx.pool, admin, call, [id, { lease_start_date: today, lease_end_date: addYears(today, 5) }]);
      expect(details?.lease_end_date, 'an end five years on').toBe(addYears(today, 5));
    });

    it('refuses declined, unknown and already configured applications', async () => {
      await expectBusinessError(callAs(fx.pool, admin, call, [await newApplication('declined'), {}]),
        'Only submitted, under review or approved applications can be configured');
      await expectBusinessError(callAs(fx.pool, admin, call, ['00000000-0000-4000-8000-000000000000', {}]), 'Application not found');
      const id = await newApplication();
      await callAs(fx.pool, admin, call, [id, {}]);
      await expectBusinessError(callAs(fx.pool, admin, call, [id, {}]), 'This application is already configured as a managed property');
    });

    it('two admins configuring at once give one managed property and one audit row', async () => {
      const id = await newApplication();
      const results = await twiceAtOnce(fx.pool, admin, call, [id, {}]);
      expect(results.map((r) => r.status).sort(), 'one succeeds, one is refused').toEqual(['fulfilled', 'rejected']);
      expect(await count(fx.pool, 'public.managed_properties', 'application_id = $1', [id]), 'managed properties').toBe(1);
      expect(await count(fx.pool, 'public.admin_audit_log', `details ->> 'application_id' = $1`, [id]), 'audit rows').toBe(1);
    });
  });

  describe('landlord and others', () => {
    let id: string;
    beforeAll(async () => {
      id = await newApplication();
    });
    itRefusesNonAdmins(fx, () => ({ adminAal1, user: landlord }), call, () => [id, {}], 'Only admins can configure managed properties');
  });
});
