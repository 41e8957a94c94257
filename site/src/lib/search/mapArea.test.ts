import { describe, expect, it } from 'vitest';
import { areaSearchHref, boundsConditions, boundsParam } from './mapArea.ts';

describe('the map area in the address', () => {
  it('writes a frame to 5 decimals', () => {
    expect(boundsParam({ south: 18.512345678, west: 73.7, north: 18.6, east: 73.9 })).toBe('18.51235,73.7,18.6,73.9');
  });

  it('searches the map’s frame from the page it was on: filters and view kept, back to page 1', () => {
    const href = areaSearchHref('http://localhost:4321/hi/properties?city=Pune&pets=yes&view=map&page=3&bounds=1,2,3,4', {
      south: 18.5,
      west: 73.7,
      north: 18.6,
      east: 73.9,
    });
    expect(href).toBe('/hi/properties?city=Pune&pets=yes&view=map&bounds=18.5%2C73.7%2C18.6%2C73.9');
  });

  it('asks the API for the homes whose point lies inside the frame', () => {
    expect(boundsConditions({ south: 18.5, west: 73.7, north: 18.6, east: 73.9 })).toEqual([
      ['latitude', 'gte', '18.5'],
      ['latitude', 'lte', '18.6'],
      ['longitude', 'gte', '73.7'],
      ['longitude', 'lte', '73.9'],
    ]);
    expect(boundsConditions(null)).toEqual([]);
  });
});
