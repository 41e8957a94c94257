import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, hasFilters, MAX_PAGES, parseSearch, searchHref } from './params.ts';

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
      sort: 'rent_asc',
      page: 3,
    });
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
    const query = 'city=Pune&min_rent=15000&bhk=5&sort=rent_desc&page=2';
    expect(searchHref(parse(query))).toBe(`/properties?${query}`);
    expect(searchHref(EMPTY_FILTERS)).toBe('/properties');
  });

  it('says whether anything narrows the search', () => {
    expect(hasFilters(parse('sort=rent_asc&page=4'))).toBe(false);
    expect(hasFilters(parse('bhk=1'))).toBe(true);
  });
});
