import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, hasFilters, MAX_PAGES, parseSearch, searchHref } from './params.ts';
import { EMPTY_FACT_FILTERS } from './factFilters.ts';

const parse = (query: string) => parseSearch(new URLSearchParams(query));

describe('parseSearch', () => {
  it('reads every filter of the address', () => {
    expect(
      parse('city=Pune&locality=Baner&min_rent=15000&max_rent=40000&bhk=2&type=Apartment&furnishing=Semi+Furnished&tenant=family&available_by=2026-12-31&sort=rent_asc&page=3'),
    ).toEqual({
      city: 'Pune',
      locality: 'Baner',
      min_rent: 15000,
      max_rent: 40000,
      bhk: 2,
      type: 'Apartment',
      furnishing: 'Semi Furnished',
      tenant: 'family',
      available_by: '2026-12-31',
      ...EMPTY_FACT_FILTERS,
      bounds: null,
      sort: 'rent_asc',
      view: 'list',
      page: 3,
    });
  });

  it('reads the rental facts, the map and the area searched', () => {
    expect(parse('min_total=20000&max_total=40000&parking=four_wheeler&water=corporation&floor=low&pets=yes&food=vegetarian&gated=yes&facing=east&max_age=10&no_brokerage=yes&bounds=18.5,73.7,18.6,73.9&view=map&sort=total_asc'))
      .toMatchObject({
        min_total: 20000, max_total: 40000, parking: 'four_wheeler', water: 'corporation', floor: 'low', pets: true, food: 'vegetarian',
        gated: true, facing: 'east', max_age: 10, no_brokerage: true, bounds: { south: 18.5, west: 73.7, north: 18.6, east: 73.9 },
        view: 'map', sort: 'total_asc',
      });
  });

  it('drops facts and frames that do not parse', () => {
    expect(parse('parking=helipad&pets=maybe&max_age=3&facing=up&bounds=18.6,73.7,18.5,73.9&view=globe&min_total=1e3')).toEqual(EMPTY_FILTERS);
    expect(parse('bounds=91,0,92,1').bounds, 'latitude past the pole').toBeNull();
  });

  it('drops what does not parse instead of refusing the page', () => {
    expect(parse('min_rent=abc&bhk=9&type=Castle&tenant=any&available_by=2026-02-30&sort=random&page=-2')).toEqual(EMPTY_FILTERS);
  });

  it('ignores a locality without a city, swaps a reversed budget and caps the page', () => {
    const filters = parse(`locality=Baner&min_rent=50000&max_rent=20000&page=${MAX_PAGES + 10}`);
    expect(filters.locality).toBeNull();
    expect([filters.min_rent, filters.max_rent]).toEqual([20000, 50000]);
    expect(filters.page).toBe(MAX_PAGES);
  });
});

describe('searchHref', () => {
  it('round-trips a search and leaves defaults out', () => {
    const query = 'city=Pune&min_rent=15000&bhk=5&max_total=40000&pets=yes&bounds=18.5,73.7,18.6,73.9&sort=total_desc&view=map&page=2';
    expect(searchHref(parse(query))).toBe(`/properties?${new URLSearchParams(query).toString()}`);
    expect(searchHref(EMPTY_FILTERS)).toBe('/properties');
  });

  it('says whether anything narrows the search', () => {
    expect(hasFilters(parse('sort=rent_asc&page=4&view=map'))).toBe(false);
    expect(hasFilters(parse('no_brokerage=yes'))).toBe(true);
    expect(hasFilters(parse('bhk=1'))).toBe(true);
  });
});
