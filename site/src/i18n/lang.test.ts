import { describe, expect, it } from 'vitest';
import { STATIC_PAGES } from '../lib/sitemap/staticPages.ts';
import { localLink, translator } from './t.ts';
import { chooseLang, langFromCookie, langOfCookieHeader, languagePage, localHref, staticPage, staticPageHref, STATIC_PAGE_PATHS, visitorPage } from './lang.ts';

describe('chooseLang', () => {
  it.each([
    ['/about', {}, 'en'],
    ['/about', { cookie: 'hi', profile: 'hi' }, 'en'],
    ['/hi/about', {}, 'hi'],
    ['/hi/about', { cookie: 'en', profile: 'en' }, 'hi'],
    ['/hi/contact/sent', {}, 'hi'],
    ['/properties', {}, 'en'],
    ['/properties', { cookie: 'hi', profile: 'hi' }, 'en'],
    ['/properties', { cookie: 'fr' }, 'en'],
    ['/', { cookie: 'hi' }, 'en'],
    ['/property/7', { cookie: 'hi', profile: 'hi' }, 'en'],
    ['/hi', { cookie: 'en', profile: 'en' }, 'hi'],
    ['/hi/properties', { cookie: 'en' }, 'hi'],
    ['/hi/property/7', { profile: 'en' }, 'hi'],
    ['/properties/create', { cookie: 'hi' }, 'hi'],
    ['/auth', { cookie: 'hi' }, 'hi'],
    ['/portal/user', { cookie: 'en', profile: 'hi' }, 'hi'],
    ['/portal/user', { cookie: 'hi', profile: 'en' }, 'en'],
    ['/portal/user', { cookie: 'hi', profile: null }, 'hi'],
    ['/portal/user', { cookie: 'hi', profile: 'xx' }, 'hi'],
  ] as const)('%s with %o is %s', (pathname, signals, expected) => {
    expect(chooseLang({ pathname, ...signals })).toBe(expected);
  });
});

describe('the prerendered pages in two languages', () => {
  it('are the 14 marketing and legal pages and the programme rules, English at their path and Hindi under /hi', () => {
    expect(STATIC_PAGE_PATHS).toHaveLength(15);
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
    expect(localHref('hi', '/register/broker')).toBe('/register/broker');
    expect(localHref('hi', '#ranks')).toBe('#ranks');
    expect(localHref('en', '/about')).toBe('/about');
  });

  it('include the programme rules and the page a sent enquiry lands on, which the switch leads to in Hindi', () => {
    expect(localHref('hi', '/affiliate/rules')).toBe('/hi/affiliate/rules');
    expect(localHref('hi', '/contact/sent')).toBe('/hi/contact/sent');
    expect(localHref('en', '/hi/contact/sent')).toBe('/contact/sent');
    expect(STATIC_PAGES).toContain('/hi/affiliate/rules');
    expect(STATIC_PAGES.filter((path) => path.includes('/contact/sent'))).toEqual([]);
  });
});

describe('the visitor pages in two languages', () => {
  it('are home, search and a listing, English at their path and Hindi under /hi', () => {
    expect(visitorPage('/')).toEqual({ path: '/', lang: 'en' });
    expect(visitorPage('/hi')).toEqual({ path: '/', lang: 'hi' });
    expect(visitorPage('/hi/')).toEqual({ path: '/', lang: 'hi' });
    expect(visitorPage('/properties/')).toEqual({ path: '/properties', lang: 'en' });
    expect(visitorPage('/hi/properties')).toEqual({ path: '/properties', lang: 'hi' });
    expect(visitorPage('/property/7')).toEqual({ path: '/property/7', lang: 'en' });
    expect(visitorPage('/hi/property/7')).toEqual({ path: '/property/7', lang: 'hi' });
    expect(visitorPage('/properties/create')).toBeNull();
    expect(visitorPage('/property/7/report')).toBeNull();
    expect(visitorPage('/hi/about')).toBeNull();
    expect(visitorPage('/hi/hi')).toBeNull();
    expect(visitorPage('/portal')).toBeNull();
    expect(languagePage('/hi/about')).toEqual({ path: '/about', lang: 'hi' });
    expect(languagePage('/hi/property/7')).toEqual({ path: '/property/7', lang: 'hi' });
    expect(staticPageHref('/', 'hi')).toBe('/hi');
    expect(staticPageHref('/', 'en')).toBe('/');
  });

  it('are linked in the reader’s language, with query and fragment', () => {
    expect(localHref('hi', '/')).toBe('/hi');
    expect(localHref('hi', '/?city=Pune')).toBe('/hi?city=Pune');
    expect(localHref('hi', '/properties?city=Pune&page=2')).toBe('/hi/properties?city=Pune&page=2');
    expect(localHref('hi', '/property/7#visit')).toBe('/hi/property/7#visit');
    expect(localHref('en', '/hi/properties?city=Pune')).toBe('/properties?city=Pune');
    expect(localHref('en', '/hi')).toBe('/');
    expect(localHref('en', '/hi/property/7')).toBe('/property/7');
    expect(localHref('hi', '/hi/property/7')).toBe('/hi/property/7');
    expect(localHref('hi', '/properties/create')).toBe('/properties/create');
    expect(localHref('hi', '/property/7/report')).toBe('/property/7/report');
  });

  it('are linked from any page in the translator’s language (the portals build links with their t)', () => {
    expect(localLink(translator('hi'), '/properties?city=Pune')).toBe('/hi/properties?city=Pune');
    expect(localLink(translator('en'), '/property/7')).toBe('/property/7');
    expect(localLink(Object.assign(() => '', {}), '/properties')).toBe('/properties');
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
