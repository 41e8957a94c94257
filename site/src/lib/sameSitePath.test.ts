import { describe, expect, it } from 'vitest';
import { OFF_SITE_CORPUS } from '../testing/offSitePaths.ts';
import { sameSitePath } from './sameSitePath.ts';

describe('sameSitePath', () => {
  it.each(OFF_SITE_CORPUS)('sends %j to the fallback', (next) => {
    expect(sameSitePath(next, '/fallback')).toBe('/fallback');
  });

  it.each([
    ['/', '/'],
    ['/properties?city=Pune&bhk=2#map', '/properties?city=Pune&bhk=2#map'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/@evil.example', '/@evil.example'],
    ['/a/./b/../c', '/a/c'],
    ['/next?to=//evil.example', '/next?to=//evil.example'],
  ])('keeps the same-site path %j as %j', (next, expected) => {
    expect(sameSitePath(next, '/fallback')).toBe(expected);
  });

  it('refuses the prefixes it is told to, after resolving dot segments', () => {
    expect(sameSitePath('/x/../language?to=hi', '/', ['/language'])).toBe('/');
  });
});
