import { describe, expect, it } from 'vitest';
import { catalogueName, matchingOptions } from './matching.ts';

describe('matchingOptions', () => {
  it('matches without regard to case or spaces, those starting with the text first', () => {
    expect(matchingOptions(['Pune', 'Udaipur'], ' PU ')).toEqual(['Pune', 'Udaipur']);
    expect(matchingOptions(['Kharghar', 'Ghodbunder Road', 'Kolshet'], 'gh')).toEqual(['Ghodbunder Road', 'Kharghar']);
    expect(matchingOptions(['Koregaon Park'], 'koregaon   park')).toEqual(['Koregaon Park']);
    expect(matchingOptions(['Pune'], '')).toEqual(['Pune']);
  });
});

describe('catalogueName', () => {
  it('gives the catalogue’s spelling of a name typed in any case, or null', () => {
    expect(catalogueName(['Navi Mumbai', 'Pune'], '  navi   MUMBAI ')).toBe('Navi Mumbai');
    expect(catalogueName(['Pune'], 'Pun')).toBeNull();
    expect(catalogueName(['Pune'], '')).toBeNull();
    expect(catalogueName(['Pune'], null)).toBeNull();
  });
});
