// The site's workloads: pages of the site server as `npm start` runs it, side by side with the
// prerendered /about (a file from disk), so the rendered pages are judged against the fastest page
// the same server can send, in the same run.
//   site          anonymous home, search and listing, the server's page cache on (as shipped);
//   siteUncached  the same pages with SITE_PAGE_CACHE_SECONDS=0: every visit rendered, as a page
//                 nobody asked for in the last half minute is;
//   portal        a signed-in tenant's portal pages, which are never cached.
import { measureHttp, type Load, type Sample } from './measure.ts';
import type { Fixture } from './workloads.ts';

export type SiteWorkload = 'site' | 'siteUncached' | 'portal';
export const SITE_WORKLOADS: SiteWorkload[] = ['site', 'siteUncached', 'portal'];

export type SitePage = 'about' | 'home' | 'search' | 'listing' | 'tenant' | 'tenantPayments' | 'userSaved';
export const SITE_PAGE_LABELS: Record<SitePage, string> = {
  about: 'prerendered /about',
  home: 'home page /',
  search: 'search /properties?city=…&bhk=…',
  listing: 'listing /property/<id>',
  tenant: 'tenant portal /portal/tenant',
  tenantPayments: 'tenant payments /portal/tenant/payments',
  userSaved: 'saved listings /portal/user/saved',
};

/** The pages of each workload, the prerendered one first: it is what the others are judged against. */
export const WORKLOAD_PAGES: Record<SiteWorkload, SitePage[]> = {
  site: ['about', 'home', 'search', 'listing'],
  siteUncached: ['about', 'home', 'search', 'listing'],
  portal: ['about', 'tenant', 'tenantPayments', 'userSaved'],
};

/**
 * How many different addresses each rendered page rotates over: visitors crowd on the popular
 * searches and listings, and a page seen once a minute is rendered each time whatever is cached.
 */
export const SITE_ADDRESSES = 20;

const PORTAL_PATHS: Partial<Record<SitePage, string>> = {
  tenant: '/portal/tenant',
  tenantPayments: '/portal/tenant/payments',
  userSaved: '/portal/user/saved',
};

/** The address of the i-th call of a page. */
export function sitePath(page: SitePage, fixture: Fixture, i: number): string {
  const k = i % SITE_ADDRESSES;
  if (page === 'about') return '/about';
  if (page === 'home') return '/';
  const portal = PORTAL_PATHS[page];
  if (portal) return portal;
  if (page === 'search') {
    const s = fixture.searches[k % Math.max(1, fixture.searches.length)];
    if (!s) throw new Error('the fixture has no searches');
    return `/properties?city=${encodeURIComponent(s.city)}&bhk=${s.bedrooms}`;
  }
  const id = fixture.propertyIds[k % Math.max(1, fixture.propertyIds.length)];
  if (!id) throw new Error('the fixture has no listings');
  return `/property/${id}`;
}

/**
 * Visitors' headers: Chrome's (Android's browser, most of the site's visitors; Firefox sends the
 * same codings), so a page goes out as a browser would get it: zstd where rendered, brotli files.
 */
const VISITOR = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br, zstd' };

/**
 * Measures one page. `cookie` is the signed-in person's session (session.ts); an anonymous visit,
 * a first one, sends none. A portal page answered with a redirect (to sign in) counts as an error.
 */
export function measureSitePage(siteUrl: string, page: SitePage, fixture: Fixture, load: Load, cookie?: string): Promise<Sample> {
  const headers = cookie ? { ...VISITOR, cookie } : VISITOR;
  return measureHttp(siteUrl, (i) => ({ method: 'GET', path: sitePath(page, fixture, i) }), headers, load);
}
