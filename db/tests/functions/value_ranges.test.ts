// Values no rental business accepts, refused by the database itself whatever the client sends:
// each case is a value the API used to save.
import { beforeAll, describe, expect, it } from 'vitest';
import { createApplication, createProperty } from './_fixtures.ts';
import { callAs, createAdmin, createUser, expectBusinessError, signedIn, useDatabase, type Actor } from './_support.ts';

const listProperty = 'select * from public.list_property($1)';
const listing = { title: '2 BHK in Baner', city: 'Pune', rent: 28000, bedrooms: 2 };
const checkViolation = (constraint: string) => ({ code: '23514', constraint });

describe('value ranges in the database', () => {
  const fx = useDatabase();
  let admin: Actor;
  let owner: Actor;

  beforeAll(async () => {
    ({ aal2: admin } = await createAdmin(fx.pool));
    owner = signedIn(await createUser(fx.pool, 'Meera Owner', ['landlord']), 'owner');
  });

  describe('owner listing a property', () => {
    it.each([
      ['rent ₹9,99,99,99,99,999', { rent: 999999999999.99 }, 'properties_rent_range'],
      ['rent ₹1.50', { rent: 1.5 }, 'properties_rent_range'],
      ['rent ₹1', { rent: 1 }, 'properties_rent_range'],
      ['deposit ₹50 crore', { deposit: 500000000 }, 'properties_deposit_range'],
      ['a 400-character title', { title: 'x'.repeat(400) }, 'properties_title_length'],
      ['a 3,000-character city', { city: 'x'.repeat(3000) }, 'properties_city_length'],
      ['a 6,000-character description', { description: 'x'.repeat(6000) }, 'properties_description_length'],
    ])('refuses %s', async (_name, change, constraint) => {
      await expect(callAs(fx.pool, owner, listProperty, [{ ...listing, ...change }]), _name).rejects.toMatchObject(checkViolation(constraint));
    });

    it('refuses available-from in 2001, on listing and on a direct update', async () => {
      await expectBusinessError(callAs(fx.pool, owner, listProperty, [{ ...listing, available_from: '2001-01-01' }]),
        'Available from must be within a year of today');
      const id = await createProperty(fx.pool, owner.sub as string);
      await expectBusinessError(callAs(fx.pool, owner, `update public.properties set available_from = '2001-01-01' where id = $1`, [id]),
        'Available from must be within a year of today');
      await callAs(fx.pool, owner, `update public.properties set available_from = current_date + 10 where id = $1`, [id]);
    });

    it('refuses a direct update to rent ₹1', async () => {
      const id = await createProperty(fx.pool, owner.sub as string);
      await expect(callAs(fx.pool, owner, `update public.properties set rent = 1 where id = $1`, [id]), 'rent ₹1')
        .rejects.toMatchObject(checkViolation('properties_rent_range'));
    });

    it('accepts a sane listing', async () => {
      const [row] = await callAs(fx.pool, owner, listProperty, [{ ...listing, rent: 500, deposit: 0, available_from: null }]);
      expect(row?.rent, 'rent').toBe('500.00');
    });
  });

  describe('person editing their profile', () => {
    const update = (set: string, params: unknown[] = []) =>
      callAs(fx.pool, owner, `update public.profiles set ${set} where user_id = $1`, [owner.sub, ...params]);

    it.each([
      ['phone "12"', `phone = '12'`, 'profiles_phone_indian_mobile'],
      ['a 500-character name', `full_name = repeat('x', 500)`, 'profiles_full_name_length'],
      // Whitespace at either end is what the clean-name check refuses first (checks run by name).
      ['a blank name', `full_name = '  '`, 'profiles_full_name_clean'],
      ['minimum rent above maximum', 'preferred_rent_min = 30000, preferred_rent_max = 20000', 'profiles_preferred_rent_order'],
      ['income with paise', 'annual_income = 1200000.50', 'profiles_annual_income_range'],
      ['income of ₹1,000 crore', 'annual_income = 10000000000', 'profiles_annual_income_range'],
    ])('refuses %s', async (name, set, constraint) => {
      await expect(update(set), name).rejects.toMatchObject(checkViolation(constraint));
    });

    it('refuses emptying the name', async () => {
      await expectBusinessError(update('full_name = null'), 'Full name is required');
    });

    it('accepts an Indian mobile number and whole-rupee preferences', async () => {
      await update(`phone = '+91 98765 43210', annual_income = 1700000, preferred_rent_min = 20000, preferred_rent_max = 30000`);
    });

    it('a sign-up whose phone is not a mobile number still creates the profile, without the phone', async () => {
      const { rows: [user] } = await fx.pool.query<{ id: string }>(
        `insert into auth.users (email, raw_user_meta_data) values ('landline.${Date.now()}@example.in', '{"full_name": "Lata Landline", "phone": "020-2567 8901"}') returning id`);
      const { rows: [profile] } = await fx.pool.query(`select full_name, phone from public.profiles where user_id = $1`, [user?.id]);
      expect(profile, 'profile').toEqual({ full_name: 'Lata Landline', phone: null });
    });
  });

  describe('admin adding an RVL and configuring a managed property', () => {
    it('Add RVL refuses a 3,000-character city and rent with paise', async () => {
      const landlord = await createUser(fx.pool, 'Nisha Owner');
      const form = { monthly_rent: '45000', property_location: 'Bengaluru', property_type: 'Villa' };
      await expect(callAs(fx.pool, admin, 'select * from public.admin_add_rvl($1, $2)', [landlord, { ...form, property_location: 'x'.repeat(3000) }]),
        '3,000-character city').rejects.toMatchObject(checkViolation('managed_rental_applications_property_location_length'));
      await expect(callAs(fx.pool, admin, 'select * from public.admin_add_rvl($1, $2)', [landlord, { ...form, monthly_rent: '45000.50' }]),
        'rent with paise').rejects.toMatchObject(checkViolation('managed_rental_applications_monthly_rent_range'));
    });

    it('Approve & Configure refuses a rent of ₹100 and a lease starting in 2019', async () => {
      const call = 'select * from public.approve_and_configure_managed_property($1, $2)';
      const application = await createApplication(fx.pool, owner.sub as string);
      await expect(callAs(fx.pool, admin, call, [application, { monthly_rent: 100 }]), 'rent ₹100')
        .rejects.toMatchObject(checkViolation('managed_property_details_monthly_rent_range'));
      await expectBusinessError(callAs(fx.pool, admin, call, [application, { lease_start_date: '2019-04-01', lease_end_date: '2020-03-31' }]),
        'Lease start date must be within a year of today');
    });
  });
});
