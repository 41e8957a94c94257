import { describe, expect, it } from 'vitest';
import { Constants } from '../generated/database.ts';
import { buildingAge, FACINGS, FOOD_PREFERENCES, listingFactsSchema, PARKING, totalMonthlyCost, WATER_SUPPLIES } from './listingFacts.ts';
import { FLOOR_ABOVE_BUILDING, MAINTENANCE_RANGE } from './messages.ts';

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

  it('checks the facts alone as the listing form does, blanks as not stated', () => {
    expect(listingFactsSchema.parse({ maintenance_charges: '3,500', floor: '4', total_floors: 12, parking: '', pets_allowed: 'yes', gated_society: false, facing: 'east' }))
      .toEqual({ maintenance_charges: 3500, floor: 4, total_floors: 12, parking: null, water_supply: null, pets_allowed: true, food_preference: null, gated_society: false, facing: 'east', year_built: null });
    const refused = listingFactsSchema.safeParse({ maintenance_charges: 600000, floor: 13, total_floors: 12 });
    expect(refused.error?.issues.map(({ path, message }) => [path.join('.'), message])).toEqual([
      ['maintenance_charges', MAINTENANCE_RANGE],
      ['floor', FLOOR_ABOVE_BUILDING],
    ]);
  });
});
