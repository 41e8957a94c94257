import { describe, expect, it } from 'vitest';
import { EMPTY_FACT_FILTERS, factConditions } from './factFilters.ts';
import { boundsConditions } from './mapArea.ts';

describe('rental-fact filters as API conditions', () => {
  it('asks for nothing when nothing is chosen', () => {
    expect(factConditions(EMPTY_FACT_FILTERS)).toEqual([]);
  });

  it('lets a listing with both kinds of parking or water match either, and counts the age in India’s year', () => {
    const conditions = factConditions(
      { ...EMPTY_FACT_FILTERS, max_total: 30000, parking: 'two_wheeler', water: 'borewell', floor: 'low', pets: true, max_age: 5, no_brokerage: true },
      new Date('2026-12-31T19:00:00Z'),
    );
    expect(conditions).toEqual([
      ['total_monthly_cost', 'lte', '30000'],
      ['parking', 'in', '(two_wheeler,both)'],
      ['water_supply', 'in', '(borewell,both)'],
      ['floor', 'gte', '1'],
      ['floor', 'lte', '4'],
      ['pets_allowed', 'eq', 'true'],
      ['year_built', 'gte', '2022'],
      ['no_brokerage', 'eq', 'true'],
    ]);
  });

  it('keeps the homes inside the map’s frame', () => {
    expect(boundsConditions({ south: 18.5, west: 73.7, north: 18.6, east: 73.9 })).toEqual([
      ['latitude', 'gte', '18.5'], ['latitude', 'lte', '18.6'], ['longitude', 'gte', '73.7'], ['longitude', 'lte', '73.9'],
    ]);
  });
});
