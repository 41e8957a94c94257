import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/t.ts';
import { parseSearch } from './params.ts';
import { recentSearchEntry, searchLabel, storedFilters } from './recent.ts';

const parse = (query: string) => parseSearch(new URLSearchParams(query));

describe('recent searches', () => {
  it('stores the filters under the address parameter names, without the page', () => {
    expect(storedFilters(parse('city=Pune&bhk=2&min_rent=15000&page=4'))).toEqual({ city: 'Pune', bhk: '2', min_rent: '15000' });
  });

  it('labels a search the way people say it, in their language', () => {
    const filters = parse('city=Pune&locality=Baner&bhk=2&type=Apartment&min_rent=15000&max_rent=40000&available_by=2026-12-05');
    expect(searchLabel(filters, translator('en'))).toBe('2 BHK · Apartment · in Baner, Pune · ₹15,000 – ₹40,000 · move in by 5 Dec 2026');
    expect(searchLabel(parse('max_rent=20000&bhk=5'), translator('hi'))).toBe('5+ BHK · ₹20,000 तक');
    expect(searchLabel(parse(''), translator('en'))).toBe('All homes');
  });

  it('gives the page the entry the browser records: label and filters of the search, nothing for no filters', () => {
    expect(recentSearchEntry(parse('city=Pune&bhk=2&sort=rent_asc&page=3'), translator('hi'))).toEqual({
      label: '2 BHK · Pune में',
      filters: { city: 'Pune', bhk: '2' },
    });
    expect(recentSearchEntry(parse('page=2'), translator('en'))).toBeNull();
  });
});
