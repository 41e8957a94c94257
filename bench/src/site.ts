// The `site` workload: visitors' pages of the site server as `npm start` runs it, side by side
// with the prerendered /about (a file from disk), so the rendered pages are judged against the
// fastest page the same server can send, in the same run.
import { measureHttp, type Load, type Sample } from './measure.ts';
import type { Fixture } from './workloads.ts';

export type SitePage = 'about' | 'home' | 'search' | 'listing';
export const SITE_PAGES: SitePage[] = ['about', 'home', 'search', 'listing'];
export const SITE_PAGE_LABELS: Record<SitePage, string> = {
  about: 'prerendered /about',
  home: 'home page /',
  search: 'search /properties?city=…&bhk=…',
  listing: 'listing /property/<id>',
};

/**
 * How many different addresses each rendered page rotates over: visitors crowd on the popular
 * searches and listings, and a page seen once a minute is rendered each time whatever is cached.
 */
export const SITE_ADDRESSES = 20;

/** The address of the i-th call of a page, anonymous (no cookie), as a first visit sends it. */
export function sitePath(page: SitePage, fixture: Fixture, i: number): string {
  const k = i % SITE_ADDRESSES;
  if (page === 'about') return '/about';
  if (page === 'home') return '/';
  if (page === 'search') {
    const s = fixture.searches[k % Math.max(1, fixture.searches.length)];
    if (!s) throw new Error('the fixture has no searches');
    return `/properties?city=${encodeURIComponent(s.city)}&bhk=${s.bedrooms}`;
  }
  const id = fixture.propertyIds[k % Math.max(1, fixture.propertyIds.length)];
  if (!id) throw new Error('the fixture has no listings');
  return `/property/${id}`;
}

/** Visitors' headers: a browser that takes brotli or gzip, as every browser does. */
const VISITOR = { accept: 'text/html', 'accept-encoding': 'br, gzip' };

export function measureSitePage(siteUrl: string, page: SitePage, fixture: Fixture, load: Load): Promise<Sample> {
  return measureHttp(siteUrl, (i) => ({ method: 'GET', path: sitePath(page, fixture, i) }), VISITOR, load);
}
