// The desktop sidebar's groups and links (spec 2.13, 6). Each item carries the visibility rule of
// core/src/rules/sidebar.ts; a group shows when any of its items does. Role portals add their own
// groups to SIDEBAR_GROUPS.
import { isSidebarItemVisible, showManagedRentalsGroup, type SidebarItemRule } from '@rentals/core/rules/sidebar';
import type { MessageKey } from '../../../i18n/catalogue.ts';

export interface SidebarItem extends SidebarItemRule {
  href: string;
  label: MessageKey;
}

export interface SidebarGroup {
  id: string;
  label: MessageKey;
  /** Who sees the group at all; 'managedRentals' is spec 6's own rule for that group. */
  shows?: 'managedRentals';
  items: readonly SidebarItem[];
}

const DASHBOARD: SidebarGroup = {
  id: 'dashboard',
  label: 'portal.group.dashboard',
  items: [
    { href: '/portal/user', label: 'portal.nav.overview' },
    { href: '/admin', label: 'portal.nav.adminPortal', roles: ['admin'] },
    { href: '/portal/broker', label: 'portal.nav.brokerPortal', roles: ['broker'] },
    { href: '/portal/landlord', label: 'portal.nav.landlordPortal', roles: ['landlord'] },
    { href: '/portal/manager', label: 'portal.nav.managerPortal', roles: ['property_manager'] },
    { href: '/portal/tenant', label: 'portal.nav.tenantPortal', roles: ['tenant'] },
  ],
};

const ACTIVITIES: SidebarGroup = {
  id: 'activities',
  label: 'portal.group.activities',
  items: [
    { href: '/portal/user/saved', label: 'portal.nav.saved' },
    { href: '/portal/user/recently-viewed', label: 'portal.nav.recentlyViewed' },
    { href: '/portal/user/recent-searches', label: 'portal.nav.recentSearches' },
    { href: '/portal/user/track-applications', label: 'portal.nav.trackApplications' },
    { href: '/portal/user/application-history', label: 'portal.nav.applicationHistory' },
  ],
};

const PROPERTIES: SidebarGroup = {
  id: 'properties',
  label: 'portal.group.properties',
  items: [
    { href: '/portal/user/my-properties', label: 'portal.nav.myProperties' },
    { href: '/portal/user/submit-property', label: 'portal.nav.submitProperty' },
    { href: '/properties', label: 'portal.nav.browse' },
  ],
};

const MANAGED_RENTALS: SidebarGroup = {
  id: 'managed-rentals',
  label: 'portal.group.managedRentals',
  shows: 'managedRentals',
  items: [
    { href: '/portal/user/submit-managed-rental', label: 'portal.nav.submitManagedRental' },
    { href: '/portal/user/managed-rentals', label: 'portal.nav.managedRentals' },
  ],
};

const AFFILIATE: SidebarGroup = {
  id: 'affiliate',
  label: 'portal.group.affiliate',
  items: [
    { href: '/portal/affiliate/dashboard', label: 'portal.nav.affiliateDashboard', roles: ['affiliate'] },
    { href: '/portal/affiliate/commissions', label: 'affiliate.nav.commissions', roles: ['affiliate'] },
    { href: '/portal/affiliate/team', label: 'affiliate.nav.team', roles: ['affiliate'] },
    { href: '/portal/affiliate/calculator', label: 'affiliate.nav.calculator', roles: ['affiliate'] },
    { href: '/portal/affiliate/reports', label: 'affiliate.nav.reports', roles: ['affiliate'] },
    { href: '/register/affiliate', label: 'portal.nav.affiliateJoin', withoutRoles: ['affiliate'] },
    { href: '/affiliate/rules', label: 'affiliate.nav.rules' },
  ],
};

const ACCOUNT: SidebarGroup = {
  id: 'account',
  label: 'portal.group.account',
  items: [
    { href: '/portal/user/profile', label: 'portal.nav.profile' },
    { href: '/portal/user/settings', label: 'portal.nav.settings' },
    { href: '/portal/user/become-broker', label: 'portal.nav.becomeBroker', withoutRoles: ['broker'] },
  ],
};

export const SIDEBAR_GROUPS: readonly SidebarGroup[] = [DASHBOARD, ACTIVITIES, PROPERTIES, MANAGED_RENTALS, AFFILIATE, ACCOUNT];

/** The groups and items a person with these roles sees, in order; empty groups dropped. */
export function visibleGroups(roles: readonly string[], groups: readonly SidebarGroup[] = SIDEBAR_GROUPS): SidebarGroup[] {
  return groups
    .filter((group) => group.shows !== 'managedRentals' || showManagedRentalsGroup(roles))
    .map((group) => ({ ...group, items: group.items.filter((item) => isSidebarItemVisible(item, roles)) }))
    .filter((group) => group.items.length > 0);
}

/** The item that is the current page: the longest href the path starts with. */
export function currentHref(groups: readonly SidebarGroup[], pathname: string): string | null {
  let best: string | null = null;
  for (const item of groups.flatMap((group) => group.items)) {
    const match = pathname === item.href || pathname.startsWith(`${item.href}/`);
    if (match && (!best || item.href.length > best.length)) best = item.href;
  }
  return best;
}
