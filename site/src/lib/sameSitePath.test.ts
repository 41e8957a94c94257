import { describe, expect, it } from 'vitest';
import { sameSitePath } from './sameSitePath.ts';

/** Destinations that must never leave the site, however a browser or the URL parser reads them. */
export const OFF_SITE_CORPUS: readonly string[] = [
  '//evil.example/login',
  '///evil.example/login',
  '/.//evil.example/login',
  '/./.././/evil.example/login',
  '/..//evil.example/login',
  '/%2e//evil.example/login',
  '/%2E%2E//evil.example/login',
  '/x/..//evil.example/login',
  '/x/../..//evil.example',
  '/\\evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '/.\t//evil.example',
  ' //evil.example',
  '/\u0000/evil.example',
  'https://evil.example/',
  'http:evil.example',
  'javascript:alert(1)',
  'data:text/html,x',
  '//user@evil.example',
  'evil.example',
  '@evil.example',
  '',
];

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
