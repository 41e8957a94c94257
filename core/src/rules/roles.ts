// Roles (spec 6): header badge, route gates and the affiliate-only controls.
import type { BadgeVariant } from './status.ts';

/** A role, the database enum app_role. */
export type AppRole = 'admin' | 'property_manager' | 'broker' | 'landlord' | 'tenant' | 'user' | 'affiliate';

export const APP_ROLES: readonly AppRole[] = ['admin', 'property_manager', 'broker', 'landlord', 'tenant', 'user', 'affiliate'];

/** Role labels: 'property_manager' → 'Property Manager'. */
export const ROLE_LABELS: Record<AppRole, string> = {
  admin: 'Admin',
  property_manager: 'Property Manager',
  broker: 'Broker',
  landlord: 'Landlord',
  tenant: 'Tenant',
  user: 'User',
  affiliate: 'Affiliate',
};

const HEADER_PRIORITY: readonly AppRole[] = ['admin', 'broker', 'landlord', 'property_manager', 'tenant'];

/** Badge variant of a role: admin destructive, property_manager secondary, broker default, else outline. */
export function roleBadgeVariant(role: string): BadgeVariant {
  if (role === 'admin') return 'destructive';
  if (role === 'property_manager') return 'secondary';
  if (role === 'broker') return 'default';
  return 'outline';
}

/** The one role the header shows: ['tenant','broker'] → broker; none of the five → user. */
export function headerRole(roles: readonly string[]): { role: AppRole; label: string; variant: BadgeVariant } {
  const role = HEADER_PRIORITY.find((r) => roles.includes(r)) ?? 'user';
  return { role, label: ROLE_LABELS[role], variant: roleBadgeVariant(role) };
}

/** Whether the person has at least one of the allowed roles: (['broker'], ['broker','admin']) → true. */
export function hasAnyRole(roles: readonly string[], allowed: readonly string[]): boolean {
  return allowed.some((r) => roles.includes(r));
}

export type RouteDecision = { allow: true } | { allow: false; redirectTo: string };

/** Route gate: unauthenticated → '/auth', lacking every allowed role → fallback ('/portal'). */
export function routeAccess(
  signedIn: boolean,
  roles: readonly string[],
  allowed: readonly string[],
  fallback = '/portal',
): RouteDecision {
  if (!signedIn) return { allow: false, redirectTo: '/auth' };
  if (allowed.length > 0 && !hasAnyRole(roles, allowed)) return { allow: false, redirectTo: fallback };
  return { allow: true };
}

/** Roles each gated route of spec 6 accepts. */
export const ROUTE_ROLES: Record<string, readonly AppRole[]> = {
  '/admin-secure': ['admin'],
  '/property-manager': ['property_manager', 'admin'],
  '/portal/broker': ['broker'],
  '/portal/landlord': ['landlord'],
  '/portal/manager': ['property_manager'],
  '/portal/tenant': ['tenant'],
};
