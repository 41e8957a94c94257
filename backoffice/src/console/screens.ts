import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { DashboardComponent } from 'react-admin';
import { ScreenLoadFailed } from './ScreenLoadFailed.tsx';
import { ADMIN_DASHBOARD_ROUTE, TAB_ROUTES } from './tabs.ts';

export interface ConsoleScreen {
  path: string;
  component: LazyExoticComponent<ComponentType>;
}

/**
 * A screen loaded on demand: its code is a chunk of its own, fetched on first visit. A chunk that
 * cannot be fetched (offline, or replaced by a new release) shows ScreenLoadFailed, not a crash.
 */
export function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyExoticComponent<ComponentType> {
  return lazy<ComponentType>(() =>
    load().then(
      (module) => ({ default: pick(module) }),
      () => ({ default: ScreenLoadFailed }),
    ),
  );
}

/** The dashboard of spec 2.2, at the console's root. */
export const DashboardScreen: DashboardComponent = lazyScreen(() => import('../dashboard/DashboardPage.tsx'), (m) => m.DashboardPage);

/** Custom screens of the console by route (the tab → route contract is in tabs.ts). */
export const CONSOLE_SCREENS: readonly ConsoleScreen[] = [
  { path: TAB_ROUTES.users, component: lazyScreen(() => import('../users/UsersPage.tsx'), (m) => m.UsersPage) },
  // Its three lists by address: /managed-rentals, /managed-rentals/active, /managed-rentals/rvl.
  { path: `${TAB_ROUTES['managed-rentals']}/*`, component: lazyScreen(() => import('../managedRentals/ManagedRentalsPage.tsx'), (m) => m.default) },
  { path: TAB_ROUTES.brokers, component: lazyScreen(() => import('../brokerRegistrations/BrokerRegistrationsPage.tsx'), (m) => m.default) },
  { path: TAB_ROUTES.roles, component: lazyScreen(() => import('../roles/RoleManagementPage.tsx'), (m) => m.default) },
  { path: TAB_ROUTES['shadow-balancing'], component: lazyScreen(() => import('../shadowBalancing/ShadowBalancingPage.tsx'), (m) => m.default) },
  { path: TAB_ROUTES.documentation, component: lazyScreen(() => import('../documentation/DocumentationPage.tsx'), (m) => m.default) },
  { path: TAB_ROUTES['shadow-power'], component: lazyScreen(() => import('../shadowPower/ShadowPowerPage.tsx'), (m) => m.ShadowPowerPage) },
  { path: TAB_ROUTES.analytics, component: lazyScreen(() => import('../analytics/AnalyticsPage.tsx'), (m) => m.AnalyticsPage) },
  { path: TAB_ROUTES.commissions, component: lazyScreen(() => import('../commissions/CommissionsPage.tsx'), (m) => m.CommissionsPage) },
  { path: ADMIN_DASHBOARD_ROUTE, component: lazyScreen(() => import('../adminDashboard/AdminDashboardPage.tsx'), (m) => m.AdminDashboardPage) },
];
