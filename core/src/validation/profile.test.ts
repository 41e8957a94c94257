import { describe, expect, it } from 'vitest';
import { profileUpdateSchema } from './profile.ts';

describe('profile update', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['abc', null],
    ['1200000', 1_200_000],
    ['12,00,000', 1_200_000],
    ['₹17,00,000', 1_700_000],
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
      preferred_rent_max: 'lots', preferred_bedrooms: '2', city: '',
    });
    expect(parsed).toEqual({ full_name: 'Asha Rao', preferred_rent_min: 20_000, preferred_rent_max: null, preferred_bedrooms: 2, city: null });
  });
});
