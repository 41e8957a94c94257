import { describe, expect, it } from 'vitest';
import { SITE_ADDRESSES, sitePath, WORKLOAD_PAGES } from './site.ts';
import type { Fixture } from './workloads.ts';

const fixture: Fixture = {
  propertyIds: Array.from({ length: 50 }, (_, i) => `id-${i}`),
  imagedIds: [],
  searches: Array.from({ length: 50 }, (_, i) => ({ city: i === 1 ? 'Navi Mumbai' : `City ${i}`, bedrooms: (i % 4) + 1, rentMin: 0, rentMax: 1 })),
  columns: [],
};

describe('the site workload', () => {
  it('visits the prerendered page, the home page, searches and listings as an anonymous visitor', () => {
    expect(sitePath('about', fixture, 7)).toBe('/about');
    expect(sitePath('home', fixture, 7)).toBe('/');
    expect(sitePath('search', fixture, 1)).toBe('/properties?city=Navi%20Mumbai&bhk=2');
    expect(sitePath('listing', fixture, 3)).toBe('/property/id-3');
  });

  it('rotates each rendered page over a fixed set of popular addresses', () => {
    expect(sitePath('listing', fixture, SITE_ADDRESSES + 3)).toBe('/property/id-3');
    const seen = new Set(Array.from({ length: 1000 }, (_, i) => sitePath('search', fixture, i)));
    expect(seen.size).toBe(SITE_ADDRESSES);
  });

  it('visits the signed-in tenant’s portal pages, and judges every workload against the prerendered page', () => {
    expect(WORKLOAD_PAGES.portal.map((page) => sitePath(page, fixture, 4))).toEqual(['/about', '/portal/tenant', '/portal/tenant/payments', '/portal/user/saved']);
    expect(WORKLOAD_PAGES.siteUncached).toEqual(WORKLOAD_PAGES.site);
    for (const pages of Object.values(WORKLOAD_PAGES)) expect(pages[0]).toBe('about');
  });
});
