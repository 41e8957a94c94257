import { describe, expect, it } from 'vitest';
import { searchOf } from './request.ts';

describe('searchOf', () => {
  it('reads the same query as URL does from a serialised address', () => {
    for (const address of [
      'http://localhost:54321/rest/v1/properties',
      'http://localhost:54321/rest/v1/properties?',
      'http://localhost:54321/rest/v1/properties?select=id,title&city=eq.Pune',
      'http://localhost:54321/rest/v1/properties?title=ilike.*flat*&or=(rent.lt.20000,rent.gt.90000)',
      'http://localhost:54321/rest/v1/properties?locality=eq.Bandra West&apikey=k',
      "http://localhost:54321/rest/v1/properties?owner=eq.D'Souza",
      'http://localhost:54321/rest/v1/properties?city=eq.पुणे',
      'http://localhost:54321/rest/v1/properties?a=1#part',
      'http://localhost:54321/rest/v1/properties#part?a=1',
      'http://localhost:54321/rest/v1/properties?a=?b=c',
    ]) {
      const url = new URL(address);
      expect(searchOf(url.href), address).toBe(url.search.slice(1));
    }
  });
});
