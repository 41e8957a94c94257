import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { DashboardComponent } from 'react-admin';
import { ADMIN_DASHBOARD_ROUTE, TAB_ROUTES } from './tabs.ts';

export interface ConsoleScreen {
  path: string;
  component: LazyExoticComponent<ComponentType>;
}

/** A screen loaded on demand: its code is a chunk of its own, fetched on first visit. */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

/** The dashboard of spec 2.2, at the console's root. */
export const DashboardScreen: DashboardComponent = screen(() => import('../dashboard/DashboardPage.tsx'), (m) => m.DashboardPage);

/** Custom screens of the console by route (the tab → route contract is in tabs.ts). */
export const CONSOLE_SCREENS: readonly ConsoleScreen[] = [
  { path: TAB_ROUTES.users, component: screen(() => import('../users/UsersPage.tsx'), (m) => m.UsersPage) },
  { path: TAB_ROUTES['managed-rentals'], component: screen(() => import('../managedRentals/ManagedRentalsPage.tsx'), (m) => m.default) },
  { path: TAB_ROUTES.brokers, component: screen(() => import('../brokerRegistrations/BrokerRegistrationsPage.tsx'), (m) => m.default) },
  { path: TAB_ROUTES.roles, component: screen(() => import('../roles/RoleManagementPage.tsx'), (m) => m.default) },
  { path: TAB_ROUTES['shadow-balancing'], component: screen(() => import('../shadowBalancing/ShadowBalancingPage.tsx'), (m) => m.default) },
  { path: TAB_ROUTES.documentation, component: screen(() => import('../documentation/DocumentationPage.tsx'), (m) => m.default) },
  { path: TAB_ROUTES['shadow-power'], component: screen(() => import('../shadowPower/ShadowPowerPage.tsx'), (m) => m.ShadowPowerPage) },
  { path: TAB_ROUTES.analytics, component: screen(() => import('../analytics/AnalyticsPage.tsx'), (m) => m.AnalyticsPage) },
  { path: TAB_ROUTES.commissions, component: screen(() => import('../commissions/CommissionsPage.tsx'), (m) => m.CommissionsPage) },
  { path: TAB_ROUTES.settings, component: screen(() => import('./ComingSoon.tsx'), (m) => m.SettingsPage) },
  { path: ADMIN_DASHBOARD_ROUTE, component: screen(() => import('../adminDashboard/AdminDashboardPage.tsx'), (m) => m.AdminDashboardPage) },
];
