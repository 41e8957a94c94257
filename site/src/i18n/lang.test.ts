import { describe, expect, it } from 'vitest';
import { chooseLang, langFromCookie, langOfCookieHeader, localHref, staticPage, staticPageHref, STATIC_PAGE_PATHS } from './lang.ts';

describe('chooseLang', () => {
  it.each([
    ['/about', {}, 'en'],
    ['/about', { cookie: 'hi', profile: 'hi' }, 'en'],
    ['/hi/about', {}, 'hi'],
    ['/hi/about', { cookie: 'en', profile: 'en' }, 'hi'],
    ['/hi/contact/sent', {}, 'hi'],
    ['/properties', {}, 'en'],
    ['/properties', { cookie: 'hi' }, 'hi'],
    ['/properties', { cookie: 'fr' }, 'en'],
    ['/portal/user', { cookie: 'en', profile: 'hi' }, 'hi'],
    ['/portal/user', { cookie: 'hi', profile: 'en' }, 'en'],
    ['/portal/user', { cookie: 'hi', profile: null }, 'hi'],
    ['/portal/user', { cookie: 'hi', profile: 'xx' }, 'hi'],
  ] as const)('%s with %o is %s', (pathname, signals, expected) => {
    expect(chooseLang({ pathname, ...signals })).toBe(expected);
  });
});

describe('the prerendered pages in two languages', () => {
  it('are the 14 marketing and legal pages, English at their path and Hindi under /hi', () => {
    expect(STATIC_PAGE_PATHS).toHaveLength(14);
    expect(staticPage('/terms-conditions')).toEqual({ path: '/terms-conditions', lang: 'en' });
    expect(staticPage('/hi/terms-conditions')).toEqual({ path: '/terms-conditions', lang: 'hi' });
    expect(staticPage('/hi/about/')).toEqual({ path: '/about', lang: 'hi' });
    expect(staticPage('/hi/properties')).toBeNull();
    expect(staticPage('/properties')).toBeNull();
    expect(staticPage('/')).toBeNull();
    expect(staticPageHref('/about', 'hi')).toBe('/hi/about');
    expect(staticPageHref('/about', 'en')).toBe('/about');
  });

  it('are linked in the reader’s language, other links unchanged', () => {
    expect(localHref('hi', '/about')).toBe('/hi/about');
    expect(localHref('hi', '/contact?topic=brokers')).toBe('/hi/contact?topic=brokers');
    expect(localHref('hi', '/brokers#ranks')).toBe('/hi/brokers#ranks');
    expect(localHref('en', '/hi/brokers#ranks')).toBe('/brokers#ranks');
    expect(localHref('hi', '/hi/about')).toBe('/hi/about');
    expect(localHref('hi', '/properties?city=Pune')).toBe('/properties?city=Pune');
    expect(localHref('hi', '/register/broker')).toBe('/register/broker');
    expect(localHref('hi', '#ranks')).toBe('#ranks');
    expect(localHref('en', '/about')).toBe('/about');
  });
});

describe('cookies', () => {
  it('name a language or nothing', () => {
    expect(langFromCookie('hi')).toBe('hi');
    expect(langFromCookie('en')).toBe('en');
    expect(langFromCookie('HI')).toBeNull();
    expect(langFromCookie(undefined)).toBeNull();
  });

  it('are read from a Cookie header, English by default', () => {
    expect(langOfCookieHeader('a=1; lang=hi; b=2')).toBe('hi');
    expect(langOfCookieHeader('lang=fr')).toBe('en');
    expect(langOfCookieHeader(undefined)).toBe('en');
  });
});
