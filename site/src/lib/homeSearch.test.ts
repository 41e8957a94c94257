import { describe, expect, it } from 'vitest';
import { bhkChoices, MAX_RENT_STEPS, MIN_RENT_STEPS, rentChoices, SEARCH_PARAMS } from './homeSearch.ts';

describe('home search choices', () => {
  it('uses the parameter names the search page parses', () => {
    expect(Object.values(SEARCH_PARAMS)).toEqual(['city', 'min_rent', 'max_rent', 'bhk']);
  });

  it('writes rents the Indian way and sends plain numbers', () => {
    expect(rentChoices([1_50_000])).toEqual([{ value: '150000', label: '₹1,50,000' }]);
  });

  it('offers budgets in increasing order, with a highest budget above every lowest one', () => {
    for (const steps of [MIN_RENT_STEPS, MAX_RENT_STEPS])
      expect([...steps].sort((a, b) => a - b)).toEqual([...steps]);
    expect(Math.max(...MAX_RENT_STEPS)).toBeGreaterThan(Math.max(...MIN_RENT_STEPS));
  });

  it('offers 1 to 5+ BHK', () => {
    expect(bhkChoices().map((choice) => choice.label)).toEqual(['1 BHK', '2 BHK', '3 BHK', '4 BHK', '5+ BHK']);
  });
});
