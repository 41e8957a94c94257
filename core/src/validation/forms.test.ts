import { describe, expect, it } from 'vitest';
import { newPasswordSchema, passwordRecoverySchema, signInSchema, signUpSchema } from './auth.ts';
import {
  AREA_POSITIVE,
  BEDROOMS_RANGE,
  CITY_REQUIRED,
  CONTACT_PHONE_INVALID,
  FULL_NAME_REQUIRED,
  INVALID_EMAIL,
  LATITUDE_RANGE,
  NAME_REQUIRED,
  PASSWORDS_DIFFER,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  RENT_RANGE,
  TITLE_TOO_LONG,
  AVAILABLE_FROM_WINDOW,
  NOT_AN_AMOUNT,
  DEPOSIT_RANGE,
  RENT_REQUIRED,
  TITLE_REQUIRED, PHOTO_URL_INVALID, MAINTENANCE_RANGE, FLOOR_RANGE, TOTAL_FLOORS_RANGE, FLOOR_ABOVE_BUILDING, YEAR_BUILT_RANGE } from './messages.ts';
import { todayIso } from '../dates.ts';
import { propertyFormSchema } from './property.ts';
import { affiliateRegistrationSchema, brokerRegistrationSchema } from './registration.ts';

const first = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('property listing', () => {
  const listing = { title: '2BHK near Koregaon Park', city: 'Pune', rent: '28000', bedrooms: '2' };

  it('understands rent typed with Indian digit grouping', () => {
    expect(propertyFormSchema.parse({ ...listing, rent: '1,25,000', deposit: '₹2,50,000' })).toMatchObject({ rent: 125_000, deposit: 250_000 });
  });

  it('fills the table defaults', () => {
    expect(propertyFormSchema.parse(listing)).toMatchObject({
      rent: 28_000, deposit: 0, bedrooms: 2, bathrooms: null, area_sqft: null, property_type: 'Apartment',
      tenant_preference: 'any', amenities: [], image_urls: [], furnishing: null,
    });
  });

  it.each([
    [{ title: ' ' }, TITLE_REQUIRED],
    [{ city: '' }, CITY_REQUIRED],
    [{ rent: '' }, RENT_REQUIRED],
    [{ rent: '0' }, RENT_RANGE],
    [{ rent: '1.50' }, RENT_RANGE],
    [{ rent: '999999999999999' }, RENT_RANGE],
    [{ rent: '1e3' }, NOT_AN_AMOUNT],
    [{ deposit: '6,00,00,000' }, DEPOSIT_RANGE],
    [{ title: 'x'.repeat(141) }, TITLE_TOO_LONG],
    [{ available_from: '2001-01-01' }, AVAILABLE_FROM_WINDOW],
    [{ bedrooms: '0' }, BEDROOMS_RANGE],
    [{ bedrooms: '11' }, BEDROOMS_RANGE],
    [{ area_sqft: '0' }, AREA_POSITIVE],
    [{ latitude: '91' }, LATITUDE_RANGE],
    [{ image_urls: ['not a web address'] }, PHOTO_URL_INVALID],
    [{ maintenance_charges: '5,00,001' }, MAINTENANCE_RANGE],
    [{ maintenance_charges: '250.50' }, MAINTENANCE_RANGE],
    [{ floor: '-1' }, FLOOR_RANGE],
    [{ floor: '2.5' }, FLOOR_RANGE],
    [{ total_floors: '0' }, TOTAL_FLOORS_RANGE],
    [{ floor: '12', total_floors: '10' }, FLOOR_ABOVE_BUILDING],
    [{ year_built: '1899' }, YEAR_BUILT_RANGE],
    [{ year_built: String(Number(todayIso().slice(0, 4)) + 1) }, YEAR_BUILT_RANGE],
  ] as const)('%j → %s', (change, message) => {
    expect(first(propertyFormSchema.safeParse({ ...listing, ...change }))).toBe(message);
  });

  it('reads the rental facts as the form sends them, blank as not stated', () => {
    expect(propertyFormSchema.parse({
      ...listing, maintenance_charges: '3,500', floor: '0', total_floors: '14', parking: 'four_wheeler', water_supply: 'both',
      pets_allowed: 'yes', food_preference: 'vegetarian', gated_society: 'no', facing: 'north_east', year_built: '2018',
    })).toMatchObject({
      maintenance_charges: 3500, floor: 0, total_floors: 14, parking: 'four_wheeler', water_supply: 'both', pets_allowed: true,
      food_preference: 'vegetarian', gated_society: false, facing: 'north_east', year_built: 2018,
    });
    expect(propertyFormSchema.parse({ ...listing, maintenance_charges: '0', pets_allowed: '', facing: '' })).toMatchObject({
      maintenance_charges: 0, floor: null, parking: null, pets_allowed: null, facing: null, year_built: null,
    });
    expect(first(propertyFormSchema.safeParse({ ...listing, parking: 'helipad' })), 'an unknown choice').toBeTruthy();
  });

  it('accepts the edges of the checks', () => {
    expect(propertyFormSchema.safeParse({ ...listing, bedrooms: '10', latitude: '-90', longitude: '180', bathrooms: '1' }).success).toBe(true);
  });
});

describe('registrations', () => {
  it('needs a broker name and defaults the payment to cash', () => {
    expect(first(brokerRegistrationSchema.safeParse({ name: '  ' }))).toBe(NAME_REQUIRED);
    expect(brokerRegistrationSchema.parse({ name: ' Ravi Kumar ' })).toEqual({
      name: 'Ravi Kumar', phone: null, city: null, provider: 'cash', provider_payment_id: null,
    });
    expect(brokerRegistrationSchema.safeParse({ name: 'Ravi', provider: 'bitcoin' }).success).toBe(false);
  });

  it('normalises the sponsor code and checks the email', () => {
    expect(affiliateRegistrationSchema.parse({ sponsor_affiliate_id: ' aff10023 ', full_name: 'Asha Rao', email: '' })).toEqual({
      sponsor_affiliate_id: 'AFF10023', full_name: 'Asha Rao', email: null, phone: null,
    });
    expect(first(affiliateRegistrationSchema.safeParse({ full_name: '' }))).toBe(FULL_NAME_REQUIRED);
    expect(first(affiliateRegistrationSchema.safeParse({ full_name: 'Asha', email: 'nope' }))).toBe(INVALID_EMAIL);
  });
});

describe('auth forms', () => {
  it('trims and lower-cases the email', () => {
    expect(signInSchema.parse({ email: ' Asha@Example.IN ', password: 'x' }).email).toBe('asha@example.in');
  });
  it.each([
    [{ full_name: 'Asha Rao', email: 'nope', password: 'secret1' }, INVALID_EMAIL],
    [{ full_name: 'Asha Rao', email: 'a@b.in', password: '12345' }, PASSWORD_TOO_SHORT],
    [{ full_name: 'Asha Rao', email: 'a@b.in', password: 'क'.repeat(25) }, PASSWORD_TOO_LONG],
    [{ full_name: '  ', email: 'a@b.in', password: 'secret1' }, FULL_NAME_REQUIRED],
    [{ full_name: 'Asha Rao', phone: 'call me', email: 'a@b.in', password: 'secret1' }, CONTACT_PHONE_INVALID],
  ] as const)('sign-up %j → %s', (input, message) => {
    expect(first(signUpSchema.safeParse(input))).toBe(message);
  });
  it('keeps a sign-up with a name and phone, blank phone as null', () => {
    expect(signUpSchema.parse({ full_name: ' Asha Rao ', phone: '+91 98765 43210', email: 'a@b.in', password: 'secret1' })).toMatchObject({
      full_name: 'Asha Rao',
      phone: '+91 98765 43210',
    });
    expect(signUpSchema.parse({ full_name: 'Asha', phone: ' ', email: 'a@b.in', password: 'secret1' }).phone).toBeNull();
  });
  it('asks for the new password twice', () => {
    expect(first(newPasswordSchema.safeParse({ password: 'secret1', confirm_password: 'secret2' }))).toBe(PASSWORDS_DIFFER);
    expect(newPasswordSchema.safeParse({ password: 'secret1', confirm_password: 'secret1' }).success).toBe(true);
    expect(first(passwordRecoverySchema.safeParse({ email: 'x' }))).toBe(INVALID_EMAIL);
  });
});
