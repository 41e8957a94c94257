import { describe, expect, it } from 'vitest';
import { addRvlSchema, managedApplicationSchema } from './addRvl.ts';
import {
  INVALID_PROPERTY_TYPE, MONTHLY_RENT_POSITIVE, MONTHLY_RENT_RANGE, NOT_AN_AMOUNT, PROPERTY_LOCATION_TOO_LONG,
  REQUIRED_FIELDS_MESSAGE, SECURITY_DEPOSIT_RANGE,
} from './messages.ts';

const filled = { monthly_rent: '50000', property_location: 'Koramangala, Bengaluru', property_type: 'Apartment' };
const messages = (input: object) => addRvlSchema.safeParse(input).error?.issues.map((i) => [i.path[0], i.message]) ?? [];

describe('Add RVL', () => {
  it.each([
    ['all required present', filled, []],
    ['missing rent', { ...filled, monthly_rent: '' }, [['monthly_rent', REQUIRED_FIELDS_MESSAGE]]],
    ['missing location', { ...filled, property_location: '  ' }, [['property_location', REQUIRED_FIELDS_MESSAGE]]],
    ['a 3,000-character city', { ...filled, property_location: 'x'.repeat(3000) }, [['property_location', PROPERTY_LOCATION_TOO_LONG]]],
    ['rent with paise', { ...filled, monthly_rent: '45000.50' }, [['monthly_rent', MONTHLY_RENT_RANGE]]],
    ['rent as 1e3', { ...filled, monthly_rent: '1e3' }, [['monthly_rent', NOT_AN_AMOUNT]]],
    ['deposit of ₹50 crore', { ...filled, security_deposit: '50,00,00,000' }, [['security_deposit', SECURITY_DEPOSIT_RANGE]]],
    ['missing type', { ...filled, property_type: '' }, [['property_type', REQUIRED_FIELDS_MESSAGE]]],
    ['unknown type', { ...filled, property_type: 'Castle' }, [['property_type', INVALID_PROPERTY_TYPE]]],
    ['zero rent', { ...filled, monthly_rent: '0' }, [['monthly_rent', MONTHLY_RENT_POSITIVE]]],
    [
      'nothing filled',
      {},
      [
        ['property_location', REQUIRED_FIELDS_MESSAGE],
        ['property_type', REQUIRED_FIELDS_MESSAGE],
        ['monthly_rent', REQUIRED_FIELDS_MESSAGE],
      ],
    ],
  ] as const)('%s', (_name, input, expected) => {
    expect(messages(input)).toEqual(expected);
  });

  it('reads amounts typed with Indian digit grouping', () => {
    expect(addRvlSchema.parse({ ...filled, monthly_rent: '1,25,000', security_deposit: '2,50,000' }))
      .toMatchObject({ monthly_rent: 125_000, security_deposit: 250_000, rental_value_locked: 10_000 });
  });

  it('fills defaults and locks the rental value', () => {
    expect(addRvlSchema.parse({ ...filled, security_deposit: '', area_sqft: '', guaranteed_rent_amount: '', management_fee_percentage: '' })).toMatchObject({
      monthly_rent: 50_000,
      security_deposit: 0,
      area_sqft: 0,
      guaranteed_rent_amount: 0,
      management_fee_percentage: 8,
      commission_percentage: 8,
      contract_type: 'standard',
      amenities: [],
      rental_value_locked: 4_000,
    });
  });

  it('uses the entered commission percentage for the RVL and maps 5+ rooms', () => {
    const parsed = addRvlSchema.parse({ ...filled, commission_percentage: '10', bedrooms: '5+', bathrooms: '2' });
    expect(parsed).toMatchObject({ rental_value_locked: 5_000, bedrooms: 5, bathrooms: 2 });
  });
});

describe('Add RVL checks shared with the database', () => {
  it.each([
    [{ bedrooms: '11' }, 'bedrooms', 'Bedrooms must be between 1 and 10'],
    [{ bathrooms: '0' }, 'bathrooms', 'Bathrooms must be between 1 and 10'],
    [{ security_deposit: '-1' }, 'security_deposit', 'Area, security deposit and guaranteed rent cannot be negative'],
    [{ commission_percentage: '101' }, 'commission_percentage', 'Percentages must be between 0 and 100'],
    [{ rental_start_date: '2025-05-01', rental_end_date: '2025-04-30' }, 'rental_end_date', 'Rental end date cannot be earlier than the rental start date'],
  ] as const)('%j', (change, path, message) => {
    expect(messages({ ...filled, ...change })).toEqual([[path, message]]);
  });
});

describe("the owner's managed rental submission", () => {
  it('never carries the company\'s terms, even when the form names them', () => {
    const parsed = managedApplicationSchema.parse({
      ...filled, commission_percentage: '100', management_fee_percentage: '0', guaranteed_rent_amount: '9999999', contract_type: 'guaranteed_rent',
    });
    for (const term of ['commission_percentage', 'management_fee_percentage', 'guaranteed_rent_amount', 'contract_type']) {
      expect(parsed, term).not.toHaveProperty(term);
    }
  });
});
