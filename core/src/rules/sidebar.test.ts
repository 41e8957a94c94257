import { describe, expect, it } from 'vitest';
import { isSidebarItemVisible, showManagedRentalsGroup } from './sidebar.ts';

describe('sidebar items', () => {
  it.each([
    [{}, ['tenant'], true],
    [{ roles: [] }, [], true],
    [{ userOnly: true }, [], true],
    [{ userOnly: true }, ['user', 'affiliate'], true],
    [{ userOnly: true }, ['tenant'], false],
    [{ userOnly: true }, ['admin'], false],
    [{ roles: ['broker'] }, ['broker', 'tenant'], true],
    [{ roles: ['landlord'] }, ['tenant'], false],
    [{ withoutRoles: ['affiliate'] }, ['user'], true],
    [{ withoutRoles: ['affiliate'] }, ['user', 'affiliate'], false],
    [{ roles: ['broker'], withoutRoles: ['broker'] }, ['broker'], false],
  ] as const)('%j for %j → %s', (item, roles, visible) => {
    expect(isSidebarItemVisible(item, roles)).toBe(visible);
  });
});

describe('Managed Rentals group', () => {
  it.each([
    [[], true],
    [['broker', 'landlord'], true],
    [['user'], true],
    [['admin'], true],
    [['landlord'], false],
    [['property_manager'], false],
    [['tenant', 'user'], false],
  ] as const)('%j → %s', (roles, visible) => {
    expect(showManagedRentalsGroup(roles)).toBe(visible);
  });
});
