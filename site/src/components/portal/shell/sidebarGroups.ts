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
    { href: '/portal/messages', label: 'chat.nav.messages' },
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
    { href: '/portal/user/tenancy-invitations', label: 'tenancy.nav.invitations' },
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

const BROKER: SidebarGroup = {
  id: 'broker',
  label: 'broker.nav.group',
  items: [
    { href: '/portal/broker/leads', label: 'broker.nav.leads', roles: ['broker'] },
    { href: '/portal/broker/commissions', label: 'broker.nav.commissions', roles: ['broker'] },
    { href: '/portal/broker/performance', label: 'broker.nav.performance', roles: ['broker'] },
    { href: '/portal/broker/managed-rentals', label: 'broker.nav.managedRentals', roles: ['broker'] },
    { href: '/portal/broker/managed-rental-affiliate', label: 'broker.nav.managedRentalAffiliate', roles: ['broker'] },
    { href: '/portal/broker/affiliate', label: 'broker.nav.affiliate', roles: ['broker'] },
    { href: '/portal/broker/documents', label: 'broker.nav.documents', roles: ['broker'] },
    { href: '/portal/broker/settings', label: 'broker.nav.settings', roles: ['broker'] },
    { href: '/portal/broker/submit-property', label: 'broker.nav.submitProperty', roles: ['broker'] },
  ],
};

/** The landlord's and the property manager's pages: the same screens over their own portfolio. */
const OWNER_PAGES = [
  ['properties', 'owner.nav.properties'],
  ['tenants', 'owner.nav.tenants'],
  ['financials', 'owner.nav.financials'],
  ['reports', 'owner.nav.reports'],
  ['documents', 'owner.nav.documents'],
  ['maintenance', 'owner.nav.maintenance'],
  ['lease', 'owner.nav.lease'],
  ['payments', 'owner.nav.payments'],
  ['managed-rentals', 'owner.nav.managedRentals'],
] as const satisfies readonly (readonly [string, MessageKey])[];

const LANDLORD: SidebarGroup = {
  id: 'landlord',
  label: 'owner.nav.landlordGroup',
  items: [
    ...OWNER_PAGES.map(([page, label]) => ({ href: `/portal/landlord/${page}`, label, roles: ['landlord'] as const })),
    { href: '/portal/landlord/record-tenancy', label: 'tenancy.nav.record', roles: ['landlord'] },
  ],
};

const MANAGER: SidebarGroup = {
  id: 'manager',
  label: 'owner.nav.managerGroup',
  items: [
    ...OWNER_PAGES.map(([page, label]) => ({ href: `/portal/manager/${page}`, label, roles: ['property_manager'] })),
    { href: '/property-manager', label: 'owner.nav.portfolios', roles: ['property_manager', 'admin'] },
  ],
};

const TENANT: SidebarGroup = {
  id: 'tenant',
  label: 'tenant.nav.group',
  items: [
    { href: '/portal/tenant/lease', label: 'tenant.nav.lease', roles: ['tenant'] },
    { href: '/portal/tenant/payments', label: 'tenant.nav.payments', roles: ['tenant'] },
    { href: '/portal/tenant/maintenance', label: 'tenant.nav.maintenance', roles: ['tenant'] },
    { href: '/portal/tenant/documents', label: 'tenant.nav.documents', roles: ['tenant'] },
  ],
};

export const SIDEBAR_GROUPS: readonly SidebarGroup[] = [
  DASHBOARD, BROKER, LANDLORD, MANAGER, TENANT, ACTIVITIES, PROPERTIES, MANAGED_RENTALS, AFFILIATE, ACCOUNT,
];

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
