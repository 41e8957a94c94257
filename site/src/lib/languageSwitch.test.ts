import { describe, expect, it } from 'vitest';
import { parseLang, safeNext, switchHref } from './languageSwitch.ts';

describe('safeNext', () => {
  it.each([
    ['/', '/'],
    ['/properties?city=Pune&bhk=2', '/properties?city=Pune&bhk=2'],
    ['/property/42#photos', '/property/42#photos'],
    ['/about', '/about'],
  ])('keeps the same-site path %s', (next, expected) => {
    expect(safeNext(next)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['https://evil.example/'],
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['/\tevil'],
    ['javascript:alert(1)'],
    ['properties'],
    ['/language?to=hi&next=/'],
  ])('sends %s to the home page', (next) => {
    expect(safeNext(next)).toBe('/');
  });

  it('normalises dot segments instead of leaving the site', () => {
    expect(safeNext('/../../etc/passwd')).toBe('/etc/passwd');
  });
});

describe('parseLang', () => {
  it('accepts the two languages only', () => {
    expect(parseLang('hi')).toBe('hi');
    expect(parseLang('en')).toBe('en');
    expect(parseLang('fr')).toBeNull();
    expect(parseLang(null)).toBeNull();
  });
});

describe('switchHref', () => {
  it('carries the current path and query to the switch endpoint', () => {
    const href = new URL(switchHref('hi', '/properties?city=Pune&bhk=2'), 'http://site.test');
    expect(href.pathname).toBe('/language');
    expect(href.searchParams.get('to')).toBe('hi');
    expect(href.searchParams.get('next')).toBe('/properties?city=Pune&bhk=2');
  });
});
