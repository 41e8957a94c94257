// Desktop sidebar visibility (spec 6).
import type { AppRole } from './roles.ts';

/** Roles that make a person more than a plain user. */
export const NON_USER_ROLES: readonly AppRole[] = ['admin', 'broker', 'landlord', 'property_manager', 'tenant'];

export interface SidebarItemRule {
  /** Roles that see the item; none or empty: everyone. */
  roles?: readonly string[];
  /** Shown only to people with none of the non-user roles. */
  userOnly?: boolean;
  /** Hidden from people with any of these roles (an offer to join what they already are). */
  withoutRoles?: readonly string[];
}

/** Whether an item shows: withoutRoles hide; no roles → all; userOnly → plain users only; else a role must match. */
export function isSidebarItemVisible(item: SidebarItemRule, roles: readonly string[]): boolean {
  if (item.withoutRoles?.some((r) => roles.includes(r))) return false;
  if (item.userOnly) return !NON_USER_ROLES.some((r) => roles.includes(r));
  if (!item.roles || item.roles.length === 0) return true;
  return item.roles.some((r) => roles.includes(r));
}

/** Managed Rentals group: brokers, people without roles, or people without landlord, manager and tenant roles. */
export function showManagedRentalsGroup(roles: readonly string[]): boolean {
  if (roles.includes('broker') || roles.length === 0) return true;
  return !['landlord', 'property_manager', 'tenant'].some((r) => roles.includes(r));
}

/** Items every signed-in person sees. */
export const ALWAYS_VISIBLE_SECTIONS = ['My Activities', 'Affiliate Program', 'Profile', 'Settings'] as const;
