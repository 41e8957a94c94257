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

describe('renderedCacheControl', () => {
  it('lets shared caches keep listing pages briefly for visitors, varying on cookies', () => {
    for (const path of ['/', '/properties', '/property/5f0c1c9e-2f7e-4a43-9c1e-0a8c54d3a001', '/hi', '/hi/properties', '/hi/property/5f0c1c9e-2f7e-4a43-9c1e-0a8c54d3a001']) {
      expect(renderedCacheControl(visitor(path)), path).toEqual({
        cacheControl: 'public, max-age=60, stale-while-revalidate=300',
        varyCookie: true,
      });
    }
  });

  it('gives sitemaps the listing lifetime and robots.txt a day', () => {
    expect(renderedCacheControl(visitor('/sitemap.xml')).cacheControl).toBe(CACHE_CONTROL.listing);
    expect(renderedCacheControl(visitor('/sitemaps/properties-2-of-9.xml')).cacheControl).toBe(
      CACHE_CONTROL.listing,
    );
    expect(renderedCacheControl(visitor('/robots.txt')).cacheControl).toBe(
      CACHE_CONTROL.publicFile,
    );
  });

  it('never stores a response for someone with a session, even if the page asked for public caching', () => {
    expect(renderedCacheControl(visitor('/', { hasSession: true })).cacheControl).toBe(
      'private, no-store',
    );
    expect(
      renderedCacheControl(
        visitor('/properties', { hasSession: true, cacheControl: 'public, max-age=600' }),
      ).cacheControl,
    ).toBe('private, no-store');
  });

  it('never stores a response that sets a cookie', () => {
    expect(renderedCacheControl(visitor('/property/abc', { setsCookie: true })).cacheControl).toBe(
      'private, no-store',
    );
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
      expect(renderedCacheControl(visitor(path)).cacheControl, path).toBe('private, no-store');
    }
  });

  it('does not mistake look-alike paths for personal ones', () => {
    expect(renderedCacheControl(visitor('/authors')).cacheControl).toBe(CACHE_CONTROL.revalidate);
    expect(renderedCacheControl(visitor('/properties/x/y')).cacheControl).toBe(
      CACHE_CONTROL.revalidate,
    );
  });

  it('does not store errors or answers to other methods', () => {
    expect(renderedCacheControl(visitor('/', { status: 503 })).cacheControl).toBe('no-store');
    expect(renderedCacheControl(visitor('/property/gone', { status: 404 })).cacheControl).toBe(
      'no-store',
    );
    expect(renderedCacheControl(visitor('/properties', { method: 'POST' })).cacheControl).toBe(
      'no-store',
    );
  });

  it("keeps a page's own choice where no personal rule applies", () => {
    expect(
      renderedCacheControl(visitor('/health', { cacheControl: 'no-store' })).cacheControl,
    ).toBe('no-store');
    expect(
      renderedCacheControl(visitor('/properties', { cacheControl: 'public, max-age=5' })),
    ).toEqual({
      cacheControl: 'public, max-age=5',
      varyCookie: true,
    });
  });

  it('asks browsers to revalidate other rendered pages', () => {
    expect(renderedCacheControl(visitor('/contact'))).toEqual({
      cacheControl: 'no-cache',
      varyCookie: false,
    });
  });
});
