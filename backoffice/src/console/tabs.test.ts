import { describe, expect, it } from 'vitest';
import { CONSOLE_TABS, consoleBasename, routeForTabQuery, TAB_ROUTES } from './tabs.ts';

describe('console tabs', () => {
  it('opens every tab of spec 2.2 by ?tab=, each on its own route, and Settings on the dashboard', () => {
    const routes = CONSOLE_TABS.map((tab) => routeForTabQuery(`?tab=${tab}`));
    expect(routes).toEqual(CONSOLE_TABS.map((tab) => TAB_ROUTES[tab]));
    expect(new Set(routes).size, 'distinct routes').toBe(CONSOLE_TABS.length - 1);
    expect(routeForTabQuery('?tab=brokers')).toBe('/broker-registrations');
    expect(routeForTabQuery('?tab=settings'), 'no settings screen').toBe('/');
  });

  it('ignores a missing or unknown tab', () => {
    expect(routeForTabQuery('')).toBeNull();
    expect(routeForTabQuery('?tab=payroll')).toBeNull();
  });

  it('serves the console under /admin and /admin-secure', () => {
    expect(consoleBasename('/admin')).toBe('/admin');
    expect(consoleBasename('/admin/users')).toBe('/admin');
    expect(consoleBasename('/admin-secure')).toBe('/admin-secure');
    expect(consoleBasename('/admin-secure/roles')).toBe('/admin-secure');
    expect(consoleBasename('/admin-securely')).toBe('/admin');
  });
});
