// The console's screens: the tab names of spec 2.2 (kept for links such as /admin?tab=users), plus
// 'commissions' (the monthly run of issue 10), and the route each opens. Other branches and pages rely on this contract; change it only with them.
// 'settings' was a placeholder ('System settings coming soon'); the console has no such screen, so
// the tab opens the dashboard.

export const CONSOLE_TABS = [
  'dashboard',
  'users',
  'managed-rentals',
  'brokers',
  'roles',
  'shadow-balancing',
  'shadow-power',
  'documentation',
  'analytics',
  'commissions',
  'settings',
] as const;

export type ConsoleTab = (typeof CONSOLE_TABS)[number];

/** Route (below the console's base path) of each tab: 'brokers' → '/broker-registrations'. */
export const TAB_ROUTES: Record<ConsoleTab, string> = {
  dashboard: '/',
  users: '/users',
  'managed-rentals': '/managed-rentals',
  brokers: '/broker-registrations',
  roles: '/roles',
  'shadow-balancing': '/shadow-balancing',
  'shadow-power': '/shadow-power',
  documentation: '/documentation',
  analytics: '/analytics',
  commissions: '/commissions',
  settings: '/',
};

/** The alternative Admin Dashboard of spec 2.4. */
export const ADMIN_DASHBOARD_ROUTE = '/admin-dashboard';

export function isConsoleTab(value: string | null | undefined): value is ConsoleTab {
  return (CONSOLE_TABS as readonly string[]).includes(value ?? '');
}

/** Where `?tab=` sends the admin: ('?tab=roles') → '/roles'; no or unknown tab → null. */
export function routeForTabQuery(search: string): string | null {
  const tab = new URLSearchParams(search).get('tab');
  return isConsoleTab(tab) ? TAB_ROUTES[tab] : null;
}

/** The console's base path: the site serves the same app at /admin and /admin-secure. */
export function consoleBasename(pathname: string): '/admin' | '/admin-secure' {
  return /^\/admin-secure(?:\/|$)/.test(pathname) ? '/admin-secure' : '/admin';
}
