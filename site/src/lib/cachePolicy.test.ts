import { describe, expect, it } from 'vitest';
import {
  CACHE_CONTROL,
  renderedCacheControl,
  staticFileCacheControl,
  type RenderedResponse,
} from './cachePolicy.ts';

const visitor = (
  pathname: string,
  overrides: Partial<RenderedResponse> = {},
): RenderedResponse => ({
  method: 'GET',
  pathname,
  status: 200,
  hasSession: false,
  setsCookie: false,
  cacheControl: null,
  ...overrides,
});

describe('staticFileCacheControl', () => {
  it('keeps hashed build assets for a year', () => {
    expect(staticFileCacheControl('/_astro/App.CiVYJ6kV.js')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(staticFileCacheControl('/fonts/language-name-3f9a0c21be.woff2')).toBe(CACHE_CONTROL.immutable);
  });

  it('keeps prerendered pages an hour and serves them stale while revalidating', () => {
    expect(staticFileCacheControl('/about/index.html')).toBe(CACHE_CONTROL.staticPage);
    expect(CACHE_CONTROL.staticPage).toMatch(/max-age=3600, stale-while-revalidate=/);
  });

  it('keeps other public files a day', () => {
    expect(staticFileCacheControl('/favicon.svg')).toBe('public, max-age=86400');
    expect(staticFileCacheControl('/images/placeholders/villa.svg')).toBe('public, max-age=86400');
  });
});

const LISTING = 'public, max-age=60, stale-while-revalidate=300';
const VISITOR_PAGES = ['/', '/properties', '/property/5f0c1c9e-2f7e-4a43-9c1e-0a8c54d3a001', '/hi', '/hi/properties', '/hi/property/5f0c1c9e-2f7e-4a43-9c1e-0a8c54d3a001'];

describe('renderedCacheControl', () => {
  it('lets shared caches keep home, search and listing pages briefly, in both languages', () => {
    for (const path of VISITOR_PAGES) expect(renderedCacheControl(visitor(path)), path).toBe(LISTING);
  });

  it('keeps them public for a request with a session too: their HTML is the same for everyone', () => {
    for (const path of VISITOR_PAGES) expect(renderedCacheControl(visitor(path, { hasSession: true })), path).toBe(LISTING);
  });

  it('gives sitemaps the listing lifetime and robots.txt a day', () => {
    expect(renderedCacheControl(visitor('/sitemap.xml'))).toBe(CACHE_CONTROL.listing);
    expect(renderedCacheControl(visitor('/sitemaps/properties-2-of-9.xml'))).toBe(CACHE_CONTROL.listing);
    expect(renderedCacheControl(visitor('/robots.txt'))).toBe(CACHE_CONTROL.publicFile);
  });

  it('never stores a response for someone with a session on any other page, even if the page asked for public caching', () => {
    expect(renderedCacheControl(visitor('/properties/create', { hasSession: true }))).toBe('private, no-store');
    expect(renderedCacheControl(visitor('/contact', { hasSession: true, cacheControl: 'public, max-age=600' }))).toBe('private, no-store');
    expect(renderedCacheControl(visitor('/sitemap.xml', { hasSession: true }))).toBe('private, no-store');
  });

  it('never stores a response that sets a cookie, a visitor page included', () => {
    for (const path of VISITOR_PAGES) {
      expect(renderedCacheControl(visitor(path, { setsCookie: true })), path).toBe('private, no-store');
      expect(renderedCacheControl(visitor(path, { setsCookie: true, hasSession: true })), path).toBe('private, no-store');
    }
  });

  it('never stores sign-in, portal, language and back-office pages', () => {
    for (const path of [
      '/auth',
      '/auth/reset',
      '/portal',
      '/portal/tenant',
      '/portal-auth',
      '/admin',
      '/admin/properties',
      '/admin-secure',
      '/language',
    ]) {
      expect(renderedCacheControl(visitor(path)), path).toBe('private, no-store');
    }
  });

  it('does not mistake look-alike paths for personal or visitor ones', () => {
    expect(renderedCacheControl(visitor('/authors'))).toBe(CACHE_CONTROL.revalidate);
    expect(renderedCacheControl(visitor('/properties/x/y'))).toBe(CACHE_CONTROL.revalidate);
    expect(renderedCacheControl(visitor('/hi/hi', { hasSession: true }))).toBe('private, no-store');
  });

  it('does not store errors or answers to other methods', () => {
    expect(renderedCacheControl(visitor('/', { status: 503 }))).toBe('no-store');
    expect(renderedCacheControl(visitor('/property/gone', { status: 404, hasSession: true }))).toBe('no-store');
    expect(renderedCacheControl(visitor('/properties', { method: 'POST' }))).toBe('no-store');
  });

  it("keeps a page's own choice where no personal rule applies", () => {
    expect(renderedCacheControl(visitor('/health', { cacheControl: 'no-store' }))).toBe('no-store');
    expect(renderedCacheControl(visitor('/properties', { cacheControl: 'public, max-age=5' }))).toBe('public, max-age=5');
  });

  it('asks browsers to revalidate other rendered pages', () => {
    expect(renderedCacheControl(visitor('/contact'))).toBe('no-cache');
  });
});
