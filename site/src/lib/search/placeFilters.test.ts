import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS } from './params.ts';
import { cataloguePlaces } from './placeFilters.ts';

const cities = ['Bengaluru', 'Navi Mumbai', 'Pune'];
const localities = { Pune: ['Koregaon Park', 'Viman Nagar'] };
const noAlias = async () => null;

describe('cataloguePlaces', () => {
  it('spells a typed city and locality as the catalogue does, from the first page', async () => {
    expect(await cataloguePlaces({ ...EMPTY_FILTERS, city: 'pune', locality: 'koregaon  park', page: 3 }, cities, localities, noAlias)).toEqual({
      ...EMPTY_FILTERS,
      city: 'Pune',
      locality: 'Koregaon Park',
    });
    expect(await cataloguePlaces({ ...EMPTY_FILTERS, city: 'Pune', locality: 'viman nagar' }, cities, localities, noAlias)).toMatchObject({
      locality: 'Viman Nagar',
    });
  });

  it('asks the catalogue about old names only when no city matches', async () => {
    const asked: string[] = [];
    const alias = async (typed: string) => (asked.push(typed), typed === 'Bangalore' ? 'Bengaluru' : null);
    expect(await cataloguePlaces({ ...EMPTY_FILTERS, city: 'Bangalore' }, cities, localities, alias)).toMatchObject({ city: 'Bengaluru' });
    expect(await cataloguePlaces({ ...EMPTY_FILTERS, city: 'Pune' }, cities, localities, alias)).toBeNull();
    expect(await cataloguePlaces({ ...EMPTY_FILTERS, city: 'Atlantis' }, cities, localities, alias)).toBeNull();
    expect(asked).toEqual(['Bangalore', 'Atlantis']);
  });

  it('leaves a search alone when it is already spelled right, has no city, or the catalogue could not be read', async () => {
    expect(await cataloguePlaces({ ...EMPTY_FILTERS, city: 'Pune', locality: 'Viman Nagar' }, cities, localities, noAlias)).toBeNull();
    expect(await cataloguePlaces(EMPTY_FILTERS, cities, localities, noAlias)).toBeNull();
    expect(await cataloguePlaces({ ...EMPTY_FILTERS, city: 'pune' }, [], {}, noAlias)).toBeNull();
  });
});
