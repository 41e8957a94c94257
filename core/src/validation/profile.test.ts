import { describe, expect, it } from 'vitest';
import {
  ANNUAL_INCOME_RANGE, FULL_NAME_REQUIRED, FULL_NAME_TOO_LONG, MOBILE_INVALID, NOT_AN_AMOUNT, PREFERRED_RENT_ORDER,
} from './messages.ts';
import { profileUpdateSchema } from './profile.ts';

const first = (values: Record<string, unknown>) => profileUpdateSchema.safeParse(values).error?.issues[0];

describe('profile update', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['1200000', 1_200_000],
    ['12,00,000', 1_200_000],
    ['₹ 17,00,000', 1_700_000],
    ['1,200,000', 1_200_000],
    [25000, 25_000],
    [null, null],
  ] as const)('annual_income %j → %j', (input, expected) => {
    expect(profileUpdateSchema.parse({ annual_income: input }).annual_income).toBe(expected);
  });

  it('coerces every numeric preference and never sends identity or timestamps', () => {
    const parsed = profileUpdateSchema.parse({
      id: 'p1', user_id: 'u1', email: 'x@example.com', created_at: 'now', updated_at: 'now', last_login_at: 'now',
      profile_completion_percentage: 100, full_name: ' Asha Rao ', preferred_rent_min: '20000',
      preferred_rent_max: '', preferred_bedrooms: '2', city: '',
    });
    expect(parsed).toEqual({ full_name: 'Asha Rao', preferred_rent_min: 20_000, preferred_rent_max: null, preferred_bedrooms: 2, city: null });
  });

  it.each([
    [{ annual_income: 'abc' }, 'annual_income', NOT_AN_AMOUNT],
    [{ annual_income: '1e6' }, 'annual_income', NOT_AN_AMOUNT],
    [{ annual_income: '12.5' }, 'annual_income', ANNUAL_INCOME_RANGE],
    [{ annual_income: '1,00,00,00,001' }, 'annual_income', ANNUAL_INCOME_RANGE],
    [{ phone: '12' }, 'phone', MOBILE_INVALID],
    [{ phone: '020-2567 8901' }, 'phone', MOBILE_INVALID],
    [{ full_name: 'x'.repeat(101) }, 'full_name', FULL_NAME_TOO_LONG],
    [{ full_name: '  ' }, 'full_name', FULL_NAME_REQUIRED],
    [{ preferred_rent_min: '30,000', preferred_rent_max: '20,000' }, 'preferred_rent_min', PREFERRED_RENT_ORDER],
  ] as const)('%j is refused beside %s', (values, field, message) => {
    expect(first(values), 'first issue').toMatchObject({ path: [field], message });
  });

  it('keeps an Indian mobile number as typed', () => {
    expect(profileUpdateSchema.parse({ phone: ' +91 98765 43210 ' }).phone).toBe('+91 98765 43210');
  });
});
