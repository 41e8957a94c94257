import { describe, expect, it } from 'vitest';
import { dashboardLink, HEADER_LINKS, isCurrent, MORE_LINKS, OFFERINGS } from './navigation.ts';

describe('navigation', () => {
  it('lists every offering of the product, including the three the mobile menu adds', () => {
    const hrefs = OFFERINGS.map((link) => link.href);
    for (const href of [
      '/property-owners',
      '/tenants',
      '/corporates',
      '/brokers',
      '/property-management',
      '/guaranteed-lease',
      '/furnished-leasing',
      '/tenant-verification',
      '/legal-support',
    ])
      expect(hrefs).toContain(href);
  });

  it('puts every offering the header row lacks under More, once', () => {
    const header = new Set(HEADER_LINKS.map((link) => link.href));
    const more = MORE_LINKS.map((link) => link.href);
    expect(new Set(more).size).toBe(more.length);
    for (const link of OFFERINGS) expect(header.has(link.href) || more.includes(link.href)).toBe(true);
    for (const href of more) expect(header.has(href)).toBe(false);
  });

  it('sends signed-in people to their dashboard and visitors to sign in', () => {
    expect(dashboardLink(true)).toEqual({ href: '/portal', label: 'shell.myDashboard' });
    expect(dashboardLink(false)).toEqual({ href: '/auth', label: 'shell.getStarted' });
  });

  it('marks the current page', () => {
    expect(isCurrent('/', '/')).toBe(true);
    expect(isCurrent('/', '/properties')).toBe(false);
    expect(isCurrent('/properties', '/properties')).toBe(true);
    expect(isCurrent('/portal', '/portal/user')).toBe(true);
    expect(isCurrent('/property', '/properties')).toBe(false);
    expect(isCurrent('/hi', '/hi')).toBe(true);
    expect(isCurrent('/hi', '/hi/properties')).toBe(false);
    expect(isCurrent('/hi/properties', '/hi/properties')).toBe(true);
  });
});
