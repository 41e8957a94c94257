import { describe, expect, it } from 'vitest';
import { readMapTiles } from './tiles.ts';

describe('readMapTiles', () => {
  it('draws the offline basemap when no tile service is set', () => {
    expect(readMapTiles({})).toEqual({ url: null, attribution: '', origin: null });
  });

  it('uses a tile service with its credit and origin', () => {
    expect(
      readMapTiles({ MAP_TILES_URL: 'https://tiles.example.in/osm/{z}/{x}/{y}.png', MAP_TILES_ATTRIBUTION: '© OpenStreetMap contributors' }),
    ).toEqual({ url: 'https://tiles.example.in/osm/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors', origin: 'https://tiles.example.in' });
  });

  it.each([
    ['without the tile coordinates', 'https://tiles.example.in/style.json'],
    ['not over http', 'javascript:{z}{x}{y}'],
    ['not an address', '{z}/{x}/{y}.png'],
    ['on several hosts', 'https://{s}.tiles.example.in/{z}/{x}/{y}.png'],
  ])('ignores an address %s', (_, url) => {
    expect(readMapTiles({ MAP_TILES_URL: url }).url).toBeNull();
  });
});

describe('the page policy with a tile service', () => {
  it('allows images from the tile service only when one is set', async () => {
    const { contentSecurityPolicy } = await import('../securityHeaders.ts');
    expect(contentSecurityPolicy({ tilesOrigin: 'https://tiles.example.in' })).toContain("img-src 'self' data: blob: https://tiles.example.in;");
    expect(contentSecurityPolicy({})).toContain("img-src 'self' data: blob:;");
  });
});
