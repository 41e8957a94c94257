import { describe, expect, it } from 'vitest';
import { currentHref, SIDEBAR_GROUPS, visibleGroups } from './sidebarGroups.ts';

const hrefs = (roles: string[]) => visibleGroups(roles).flatMap((group) => group.items.map((item) => item.href));
const groupIds = (roles: string[]) => visibleGroups(roles).map((group) => group.id);

describe('sidebar groups', () => {
  it('shows everyone My Activities, the affiliate programme, profile and settings', () => {
    for (const roles of [[], ['user'], ['admin'], ['broker'], ['landlord'], ['property_manager'], ['tenant'], ['affiliate']]) {
      expect(groupIds(roles), roles.join()).toEqual(expect.arrayContaining(['activities', 'affiliate', 'account']));
      expect(hrefs(roles)).toEqual(expect.arrayContaining(['/portal/user/profile', '/portal/user/settings']));
    }
  });

  it('shows each role its own portal and no other', () => {
    expect(hrefs(['broker'])).toContain('/portal/broker');
    expect(hrefs(['broker'])).not.toContain('/portal/landlord');
    expect(hrefs(['tenant'])).toContain('/portal/tenant');
    expect(hrefs(['tenant'])).not.toContain('/admin');
    expect(hrefs(['admin'])).toContain('/admin');
  });

  it('keeps Managed Rentals from landlords, managers and tenants, but not from brokers', () => {
    expect(groupIds(['landlord'])).not.toContain('managed-rentals');
    expect(groupIds(['tenant', 'user'])).not.toContain('managed-rentals');
    expect(groupIds(['broker', 'landlord'])).toContain('managed-rentals');
    expect(groupIds([])).toContain('managed-rentals');
  });

  it("links each role's own pages: broker, landlord, property manager and tenant", () => {
    expect(hrefs(['broker'])).toEqual(expect.arrayContaining(['/portal/broker/leads', '/portal/broker/managed-rentals', '/portal/broker/submit-property']));
    expect(hrefs(['landlord'])).toEqual(expect.arrayContaining(['/portal/landlord/properties', '/portal/landlord/maintenance', '/portal/landlord/lease', '/portal/landlord/payments', '/portal/landlord/managed-rentals']));
    expect(hrefs(['landlord'])).not.toContain('/portal/manager/properties');
    expect(hrefs(['property_manager'])).toEqual(expect.arrayContaining(['/portal/manager/tenants', '/portal/manager/financials', '/portal/manager/lease', '/portal/manager/payments', '/property-manager']));
    expect(hrefs(['admin'])).toContain('/property-manager');
    expect(hrefs(['tenant'])).toEqual(expect.arrayContaining(['/portal/tenant/lease', '/portal/tenant/payments', '/portal/tenant/maintenance', '/portal/tenant/documents']));
    expect(hrefs(['tenant'])).not.toContain('/portal/broker/leads');
  });

  it('offers the affiliate programme to non-affiliates and the dashboard to affiliates', () => {
    expect(hrefs(['user'])).toContain('/register/affiliate');
    expect(hrefs(['affiliate'])).toContain('/portal/affiliate/dashboard');
    expect(hrefs(['affiliate'])).not.toContain('/register/affiliate');
  });

  it("gives affiliates their programme's screens and everyone its rules", () => {
    const screens = ['/portal/affiliate/commissions', '/portal/affiliate/team', '/portal/affiliate/calculator', '/portal/affiliate/reports'];
    expect(hrefs(['affiliate', 'broker'])).toEqual(expect.arrayContaining(screens));
    for (const href of screens) expect(hrefs(['broker'])).not.toContain(href);
    expect(hrefs(['user'])).toContain('/affiliate/rules');
  });

  it('offers Become a broker only to people who are not brokers', () => {
    expect(hrefs(['user'])).toContain('/portal/user/become-broker');
    expect(hrefs(['broker'])).not.toContain('/portal/user/become-broker');
  });

  it('marks the deepest matching link as the current page', () => {
    expect(currentHref(SIDEBAR_GROUPS, '/portal/user/saved')).toBe('/portal/user/saved');
    expect(currentHref(SIDEBAR_GROUPS, '/portal/user')).toBe('/portal/user');
    expect(currentHref(SIDEBAR_GROUPS, '/portal/broker/leads')).toBe('/portal/broker/leads');
    expect(currentHref(SIDEBAR_GROUPS, '/portal/broker/nothing-here')).toBe('/portal/broker');
    expect(currentHref(SIDEBAR_GROUPS, '/about')).toBeNull();
  });
});
