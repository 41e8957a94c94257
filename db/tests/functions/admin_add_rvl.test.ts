import { beforeAll, describe, expect, it } from 'vitest';
import { createAffiliate } from './_fixtures.ts';
import {
  callAs, count, createAdmin, createUser, expectBusinessError, itRefusesNonAdmins, signedIn, twiceAtOnce, useDatabase,
  type Actor,
} from './_support.ts';

const call = 'select * from public.admin_add_rvl($1, $2)';
const form = { monthly_rent: '45000', property_location: 'Bengaluru', property_type: 'Villa' };

describe('admin_add_rvl', () => {
  const fx = useDatabase();
  let admin: Actor;
  let adminAal1: Actor;
  let userId: string;

  beforeAll(async () => {
    ({ aal2: admin, aal1: adminAal1 } = await createAdmin(fx.pool));
    userId = await createUser(fx.pool, 'Nisha Owner');
    await createAffiliate(fx.pool, 'AFF40001', null);
  });

  describe('admin', () => {
    it('saves the application as approved with spec 5 defaults and the locked rental value', async () => {
      const [row] = await callAs(fx.pool, admin, call, [userId, { ...form, security_deposit: '', area_sqft: null }]);
      expect(row, 'application').toMatchObject({
        landlord_id: userId, status: 'approved', monthly_rent: '45000.00', property_location: 'Bengaluru',
        property_type: 'Villa', security_deposit: '0.00', area_sqft: 0, guaranteed_rent_amount: '0.00',
        management_fee_percentage: '8.00', commission_percentage: '8.00', rental_value_locked: '3600.00',
        reviewed_by_admin_id: admin.sub, contract_type: 'standard',
      });
      expect(row?.reviewed_at, 'review time').toBeInstanceOf(Date);
      expect(await count(fx.pool, 'public.admin_audit_log', `action = 'admin_add_rvl' and target_id = $1`, [row?.id]), 'audit').toBe(1);
    });

    it('takes the commission percentage, amenities and affiliate from the form', async () => {
      const [row] = await callAs(fx.pool, admin, call, [userId, {
        ...form, commission_percentage: 10, amenities: ['Parking', 'Gym'], affiliate_id: 'AFF40001', bedrooms: 3,
      }]);
      expect(row, 'application').toMatchObject({
        rental_value_locked: '4500.00', amenities: ['Parking', 'Gym'], affiliate_id: 'AFF40001', bedrooms: 3,
      });
    });

    it.each([
      [{ property_location: 'Pune', property_type: 'Villa' }, 'Validation Error: Please fill in all required fields'],
      [{ monthly_rent: 1000, property_type: 'Villa' }, 'Validation Error: Please fill in all required fields'],
      [{ monthly_rent: 1000, property_location: ' ' }, 'Validation Error: Please fill in all required fields'],
      [{ ...form, monthly_rent: 'lots' }, 'Monthly rent must be a number'],
      [{ ...form, monthly_rent: -5 }, 'Monthly rent must be greater than 0'],
      [{ ...form, property_type: 'Castle' }, 'Invalid property type: Castle'],
      [{ ...form, furnishing: 'Bare' }, 'Invalid furnishing: Bare'],
      [{ ...form, bedrooms: 2.5 }, 'Bedrooms must be a whole number'],
      [{ ...form, bedrooms: 12 }, 'Bedrooms must be between 1 and 10'],
      [{ ...form, security_deposit: -1 }, 'Area, security deposit and guaranteed rent cannot be negative'],
      [{ ...form, commission_percentage: 120 }, 'Percentages must be between 0 and 100'],
      [{ ...form, rental_start_date: '2027-02-01', rental_end_date: '2027-01-01' },
        'Rental end date cannot be earlier than the rental start date'],
      [{ ...form, amenities: 'Gym' }, 'Amenities must be a list'],
      [{ ...form, affiliate_id: 'AFF00000' }, 'Affiliate not found'],
    ])('refuses %j', async (application, message) => {
      await expectBusinessError(callAs(fx.pool, admin, call, [userId, application]), message);
    });

    it('refuses a missing or unknown user', async () => {
      await expectBusinessError(callAs(fx.pool, admin, call, [null, form]), 'Missing user id');
      await expectBusinessError(callAs(fx.pool, admin, call, ['00000000-0000-4000-8000-000000000000', form]), 'User not found');
    });

    it('each call records its own rental; two at once lose neither and audit each once', async () => {
      const before = await count(fx.pool, 'public.managed_rental_applications', 'landlord_id = $1', [userId]);
      const results = await twiceAtOnce(fx.pool, admin, call, [userId, form]);
      expect(results.map((r) => r.status), 'both succeed').toEqual(['fulfilled', 'fulfilled']);
      expect(await count(fx.pool, 'public.managed_rental_applications', 'landlord_id = $1', [userId]), 'rows').toBe(before + 2);
      expect(await count(fx.pool, 'public.admin_audit_log', `action = 'admin_add_rvl' and details ->> 'user_id' = $1`, [userId]),
        'one audit row per rental').toBe(before + 2);
    });
  });

  describe('others', () => {
    itRefusesNonAdmins(fx, () => ({ adminAal1, user: signedIn(userId) }), call, () => [userId, form], 'Only admins can add RVL');
  });
});
