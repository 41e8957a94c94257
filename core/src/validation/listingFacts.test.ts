import { describe, expect, it } from 'vitest';
import { Constants } from '../generated/database.ts';
import { buildingAge, FACINGS, FOOD_PREFERENCES, PARKING, totalMonthlyCost, WATER_SUPPLIES } from './listingFacts.ts';

describe('rental facts', () => {
  it('lists the database enums in their order', () => {
    expect(PARKING).toEqual(Constants.public.Enums.parking);
    expect(WATER_SUPPLIES).toEqual(Constants.public.Enums.water_supply);
    expect(FOOD_PREFERENCES).toEqual(Constants.public.Enums.food_preference);
    expect(FACINGS).toEqual(Constants.public.Enums.facing);
  });

  it('adds maintenance to the rent as the database does', () => {
    expect(totalMonthlyCost(25000, 3000)).toBe(28000);
    expect(totalMonthlyCost('25000.00', null)).toBe(25000);
    expect(totalMonthlyCost(25000, 0)).toBe(25000);
  });

  it('counts a building’s age in India’s year', () => {
    expect(buildingAge(2020, new Date('2026-12-06T00:00:00Z'))).toBe(6);
    // 31 Dec 19:00 UTC is already 1 Jan in India.
    expect(buildingAge(2020, new Date('2026-12-31T19:00:00Z'))).toBe(7);
    expect(buildingAge(2027, new Date('2026-12-06T00:00:00Z'))).toBe(0);
  });
});
