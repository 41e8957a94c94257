// Where each signed-in person may go (spec 2.1, 6): the gated routes with the roles they accept,
// and the portal /portal sends a person to. Middleware reads this table; the database still
// decides what data anyone sees.
import { hasAnyRole, type AppRole } from './roles.ts';

/** 'signed-in': any signed-in person; otherwise at least one of the listed roles. */
export type Requirement = 'signed-in' | readonly AppRole[];

export interface AccessRule {
  /** The route and everything below it: '/portal/broker' also covers '/portal/broker/leads'. */
  path: string;
  requires: Requirement;
}

/**
 * Every route of spec 2.1 the site's server gates; the longest matching path wins. /admin and
 * /admin-secure are not here: the console keeps its own session (password and TOTP, aal2), which
 * the site's cookies do not carry, and guards both itself (ROUTE_ROLES in roles.ts).
 */
export const ACCESS_RULES: readonly AccessRule[] = [
  { path: '/portal', requires: 'signed-in' },
  { path: '/portal/user', requires: 'signed-in' },
  { path: '/user', requires: 'signed-in' },
  // Spec 2.12's own address for My Properties; /portal/user/my-properties shows the same screen.
  { path: '/my-properties', requires: 'signed-in' },
  { path: '/portal/broker', requires: ['broker'] },
  { path: '/portal/landlord', requires: ['landlord'] },
  { path: '/portal/manager', requires: ['property_manager'] },
  { path: '/portal/tenant', requires: ['tenant'] },
  { path: '/portal/affiliate', requires: ['affiliate'] },
  { path: '/property-manager', requires: ['property_manager', 'admin'] },
  { path: '/properties/create', requires: 'signed-in' },
  // "Post property free" in every header: the listing form, after signing in.
  { path: '/list-property', requires: 'signed-in' },
  { path: '/register', requires: 'signed-in' },
  { path: '/affiliate/register', requires: 'signed-in' },
];

function covers(rulePath: string, pathname: string): boolean {
  return pathname === rulePath || pathname.startsWith(`${rulePath}/`);
}

/** The rule of a path, or null when anyone may see it: '/portal/broker/leads' → the broker rule. */
export function accessRuleFor(pathname: string): AccessRule | null {
  // Trailing slashes name the same page: '/portal/user/' is '/portal/user'.
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  let best: AccessRule | null = null;
  for (const rule of ACCESS_RULES) {
    if (covers(rule.path, path) && (!best || rule.path.length > best.path.length)) best = rule;
  }
  return best;
}

export type AccessDecision =
  | { kind: 'allow' }
  | { kind: 'sign-in'; location: string }
  | { kind: 'redirect'; location: string };

/** Where the sign-in page sends a visitor back to: '/auth?next=%2Fportal%2Fuser%3Ftab%3D1'. */
export function signInLocation(next: string): string {
  return `/auth?next=${encodeURIComponent(next)}`;
}

/**
 * The decision for one request: visitors go to /auth carrying where they were going, people
 * without an accepted role to /portal, everyone else through. `next` is path plus query.
 */
export function decideAccess(rule: AccessRule | null, signedIn: boolean, roles: readonly string[], next: string): AccessDecision {
  if (!rule) return { kind: 'allow' };
  if (!signedIn) return { kind: 'sign-in', location: signInLocation(next) };
  if (rule.requires !== 'signed-in' && !hasAnyRole(roles, rule.requires)) return { kind: 'redirect', location: '/portal' };
  return { kind: 'allow' };
}

/** The portal of a person's highest role, in the header badge's order: ['tenant','broker'] → '/portal/broker'. */
const PORTAL_BY_PRIORITY: readonly (readonly [AppRole, string])[] = [
  ['admin', '/admin'],
  ['broker', '/portal/broker'],
  ['landlord', '/portal/landlord'],
  ['property_manager', '/portal/manager'],
  ['tenant', '/portal/tenant'],
];

/** Where /portal sends a person: their highest role's portal, else the user portal. */
export function portalHome(roles: readonly string[]): string {
  return PORTAL_BY_PRIORITY.find(([role]) => roles.includes(role))?.[1] ?? '/portal/user';
}

/** The address of "Post property free" in every header: the listing form, signed in first. */
export const LIST_PROPERTY_PATH = '/list-property';

/** Where /list-property sends a person: the listing form in their own portal (['broker'] → '/portal/broker/submit-property'). */
export function listingFormPath(roles: readonly string[]): string {
  return roles.includes('broker') ? '/portal/broker/submit-property' : '/portal/user/submit-property';
}
