import { describe, expect, it } from 'vitest';
import { addDays, addYears, todayIso } from '../dates.ts';
import { LEASE_END_REQUIRED, LEASE_END_WINDOW, LEASE_START_WINDOW, RVL_ABOVE_RENT } from './messages.ts';
import { managedPropertyConfigSchema, paymentDaySchema } from './managedProperty.ts';
import { PAYMENT_DAY_RANGE } from './messages.ts';

/** An approval names its lease end; tests about other fields give one. */
const LEASE = { lease_end_date: addDays(todayIso(), 330) };

describe('monthly rent payment day', () => {
  it.each([
    [1, 1],
    [31, 31],
    ['15', 15],
    ['', 1],
  ] as const)('%j → %s', (input, day) => {
    expect(paymentDaySchema.parse(input)).toBe(day);
  });

  it.each([0, 32, '1.5', 'x', -1])('%j is refused', (input) => {
    expect(paymentDaySchema.safeParse(input).error?.issues[0]?.message).toBe(PAYMENT_DAY_RANGE);
  });
});

describe('approve and configure', () => {
  it('applies the defaults of spec 9', () => {
    expect(managedPropertyConfigSchema.parse({ ...LEASE, property_name: 'Sea View 2BHK', rvl_amount: '4000' })).toMatchObject({
      security_deposit_type: 'refundable',
      payment_mode: 'bank_transfer',
      monthly_rent_payment_date: 1,
      rvl_amount: 4000,
      monthly_rent: null,
    });
  });

  it("takes the company's terms, with the programme's defaults when blank", () => {
    expect(managedPropertyConfigSchema.parse({ ...LEASE, commission_percentage: '', contract_type: ' ' })).toMatchObject({
      commission_percentage: 8, management_fee_percentage: 8, guaranteed_rent_amount: 0, contract_type: 'standard',
    });
    expect(managedPropertyConfigSchema.parse({ ...LEASE, commission_percentage: '12.5', guaranteed_rent_amount: '36000', contract_type: 'guaranteed_rent' }))
      .toMatchObject({ commission_percentage: 12.5, guaranteed_rent_amount: 36000, contract_type: 'guaranteed_rent' });
    expect(managedPropertyConfigSchema.safeParse({ ...LEASE, commission_percentage: '101' }).error?.issues[0]?.message)
      .toBe('Percentages must be between 0 and 100');
  });

  it('refuses unknown payment modes', () => {
    expect(managedPropertyConfigSchema.safeParse({ ...LEASE, payment_mode: 'crypto' }).success).toBe(false);
  });
});

describe('lease dates', () => {
  const today = todayIso();
  it('refuses an end before the start', () => {
    const result = managedPropertyConfigSchema.safeParse({ lease_start_date: today, lease_end_date: addDays(today, -1) });
    expect(result.error?.issues[0]?.message).toBe('Lease end date cannot be earlier than the lease start date');
  });

  it('refuses a lease start more than a year from today', () => {
    const result = managedPropertyConfigSchema.safeParse({ ...LEASE, lease_start_date: '2019-04-01' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['lease_start_date'], message: LEASE_START_WINDOW });
  });

  it('needs an end, within five years of the start (of today without one)', () => {
    for (const lease_end_date of [undefined, null, '', '  ']) {
      const result = managedPropertyConfigSchema.safeParse({ lease_start_date: today, lease_end_date });
      expect(result.error?.issues, String(lease_end_date)).toEqual([expect.objectContaining({ path: ['lease_end_date'], message: LEASE_END_REQUIRED })]);
    }
    const far = managedPropertyConfigSchema.safeParse({ lease_start_date: today, lease_end_date: addDays(addYears(today, 5), 1) });
    expect(far.error?.issues).toEqual([expect.objectContaining({ path: ['lease_end_date'], message: LEASE_END_WINDOW })]);
    expect(managedPropertyConfigSchema.safeParse({ lease_end_date: '2099-12-31' }).error?.issues[0]?.message).toBe(LEASE_END_WINDOW);
    expect(managedPropertyConfigSchema.parse({ lease_start_date: today, lease_end_date: addYears(today, 5) }).lease_end_date).toBe(addYears(today, 5));
  });
});

describe('amounts', () => {
  it('understands Indian digit grouping and refuses 1e3 and paise in the rent', () => {
    expect(managedPropertyConfigSchema.parse({ ...LEASE, monthly_rent: '25,000', rvl_amount: '2,000.50' })).toMatchObject({
      monthly_rent: 25_000, rvl_amount: 2000.5,
    });
    for (const monthly_rent of ['1e3', '25000.50', '100']) {
      const result = managedPropertyConfigSchema.safeParse({ ...LEASE, monthly_rent });
      expect(result.error?.issues[0]?.path, monthly_rent).toEqual(['monthly_rent']);
    }
  });
});

describe('RVL within the rent', () => {
  it('refuses an RVL above the configured monthly rent, beside the RVL field', () => {
    const result = managedPropertyConfigSchema.safeParse({ ...LEASE, monthly_rent: '1,000', rvl_amount: '25,000' });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['rvl_amount'], message: RVL_ABOVE_RENT })]);
  });

  it('takes an RVL equal to or below the rent, and leaves an RVL without a rent to the database', () => {
    expect(managedPropertyConfigSchema.parse({ ...LEASE, monthly_rent: '25000', rvl_amount: '25000' }).rvl_amount).toBe(25_000);
    expect(managedPropertyConfigSchema.parse({ ...LEASE, monthly_rent: '25000', rvl_amount: '2000' }).rvl_amount).toBe(2000);
    expect(managedPropertyConfigSchema.parse({ ...LEASE, rvl_amount: '90000' }).rvl_amount).toBe(90_000);
  });
});
