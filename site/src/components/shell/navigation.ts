// Where the public shells link to. One list feeds the desktop header, the mobile menu and the
// footer, so an offering added here shows up in all three.
import type { MessageKey } from '../../i18n/catalogue.ts';
import { HINDI_PREFIX } from '../../i18n/lang.ts';

export interface NavLink {
  href: string;
  label: MessageKey;
}

/** The offerings of spec section 1, in the order the mobile menu lists them. */
export const OFFERINGS: readonly NavLink[] = [
  { href: '/property-owners', label: 'shell.offer.propertyOwners' },
  { href: '/tenants', label: 'shell.offer.tenants' },
  { href: '/corporates', label: 'shell.offer.corporates' },
  { href: '/brokers', label: 'shell.offer.brokers' },
  { href: '/property-management', label: 'shell.offer.propertyManagement' },
  { href: '/guaranteed-lease', label: 'shell.offer.guaranteedLease' },
  { href: '/furnished-leasing', label: 'shell.offer.furnishedLeasing' },
  { href: '/tenant-verification', label: 'shell.offer.tenantVerification' },
  { href: '/legal-support', label: 'shell.offer.legalSupport' },
];

/** The desktop header's first row; everything else sits under "More". */
export const HEADER_LINKS: readonly NavLink[] = [
  { href: '/properties', label: 'shell.nav.properties' },
  { href: '/property-owners', label: 'shell.nav.owners' },
  { href: '/tenants', label: 'shell.nav.tenants' },
  { href: '/brokers', label: 'shell.nav.brokers' },
  { href: '/services', label: 'shell.nav.services' },
];

export const COMPANY_LINKS: readonly NavLink[] = [
  { href: '/about', label: 'shell.link.about' },
  { href: '/services', label: 'shell.nav.services' },
  { href: '/contact', label: 'shell.link.contact' },
];

export const PROGRAMME_LINKS: readonly NavLink[] = [
  { href: '/brokers', label: 'shell.link.brokerProgramme' },
  { href: '/register/broker', label: 'shell.link.registerBroker' },
  { href: '/affiliate/register', label: 'shell.link.affiliateRegister' },
];

export const LEGAL_LINKS: readonly NavLink[] = [
  { href: '/terms-conditions', label: 'shell.link.terms' },
  { href: '/privacy-policy', label: 'shell.link.privacy' },
];

/** The header links not shown in its first row, for the "More" disclosure. */
export const MORE_LINKS: readonly NavLink[] = [...OFFERINGS, ...COMPANY_LINKS].filter(
  (link, index, all) =>
    !HEADER_LINKS.some((shown) => shown.href === link.href) && all.findIndex((other) => other.href === link.href) === index,
);

/** Where "My Dashboard" / "Get Started" and the bottom bar's Dashboard go (spec 2.13). */
export function dashboardLink(signedIn: boolean): { href: string; label: MessageKey } {
  return signedIn ? { href: '/portal', label: 'shell.myDashboard' } : { href: '/auth', label: 'shell.getStarted' };
}

/** Whether a link is the current page: the home page ('/', '/hi') only on itself, other links for their subpages too. */
export function isCurrent(href: string, pathname: string): boolean {
  if (href === '/' || href === HINDI_PREFIX) return pathname === href;
  return pathname === href || pathname.startsWith(`${href}/`);
}
