import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/t.ts';
import { maintenanceText, rentalFactRows, type RentalFacts } from './rentalFacts.ts';

const none: RentalFacts = {
  rent: 28000, maintenance_charges: null, floor: null, total_floors: null, parking: null, water_supply: null, pets_allowed: null,
  food_preference: null, gated_society: null, facing: null, year_built: null,
};
const now = new Date('2026-12-06T06:00:00Z');

describe('rental facts of a listing page', () => {
  it('leaves out what the owner did not state', () => {
    expect(rentalFactRows(translator('en'), none, now)).toEqual([]);
  });

  it('writes each stated fact in English, money in Indian grouping', () => {
    const rows = rentalFactRows(translator('en'), {
      ...none, maintenance_charges: 3500, floor: 0, total_floors: 12, parking: 'four_wheeler', water_supply: 'both', pets_allowed: false,
      food_preference: 'vegetarian', gated_society: true, facing: 'north_east', year_built: 2016,
    }, now);
    expect(rows).toEqual([
      ['Maintenance', '₹3,500 a month'], ['Floor', 'Ground of 12'], ['Parking space', 'Car'], ['Water supply', 'Corporation and borewell'],
      ['Pets allowed', 'No'], ['Food', 'Vegetarian only'], ['Gated society', 'Yes'], ['Main door faces', 'North-east'],
      ['Age of the building', '10 years (finished 2016)'],
    ]);
  });

  it('says maintenance included in the rent, in Hindi too', () => {
    expect(maintenanceText(translator('en'), 0)).toBe('Included in the rent');
    expect(maintenanceText(translator('hi'), 0)).toBe('किराये में शामिल');
    expect(rentalFactRows(translator('hi'), { ...none, year_built: 2026, floor: 3 }, now)).toEqual([
      ['मंज़िल', '3'], ['इमारत की उम्र', 'एक साल से कम (2026 में तैयार)'],
    ]);
  });
});
