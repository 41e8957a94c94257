import { describe, expect, it } from 'vitest';
import { headerRole, roleBadgeVariant, routeAccess, ROUTE_ROLES } from './roles.ts';

describe('header role badge', () => {
  it.each([
    [['tenant', 'admin'], 'admin', 'Admin', 'destructive'],
    [['tenant', 'broker', 'landlord'], 'broker', 'Broker', 'default'],
    [['property_manager', 'landlord'], 'landlord', 'Landlord', 'outline'],
    [['tenant', 'property_manager'], 'property_manager', 'Property Manager', 'secondary'],
    [['tenant'], 'tenant', 'Tenant', 'outline'],
    [['affiliate'], 'user', 'User', 'outline'],
    [[], 'user', 'User', 'outline'],
  ] as const)('%j → %s', (roles, role, label, variant) => {
    expect(headerRole(roles)).toEqual({ role, label, variant });
  });

  it('colours a role wherever it is shown', () => {
    expect(roleBadgeVariant('affiliate')).toBe('outline');
  });
});

describe('route access', () => {
  it.each([
    [false, [], ['admin'], { allow: false, redirectTo: '/auth' }],
    [true, ['user'], ROUTE_ROLES['/admin-secure'], { allow: false, redirectTo: '/portal' }],
    [true, ['admin'], ROUTE_ROLES['/property-manager'], { allow: true }],
    [true, ['property_manager'], ROUTE_ROLES['/property-manager'], { allow: true }],
    [true, ['broker'], ROUTE_ROLES['/portal/landlord'], { allow: false, redirectTo: '/portal' }],
    [true, [], [], { allow: true }],
  ] as const)('signed in %s with %j', (signedIn, roles, allowed, decision) => {
    expect(routeAccess(signedIn, roles, allowed ?? [])).toEqual(decision);
  });
});
