import { describe, expect, it } from 'vitest';
import { accessRuleFor, decideAccess, listingFormPath, LIST_PROPERTY_PATH, portalHome, signInLocation } from './access.ts';
import { APP_ROLES } from './roles.ts';

const USER_PORTAL = [
  '', '/viewed', '/submit-property', '/submit-managed-rental', '/become-broker', '/managed-rentals',
  '/track-applications', '/manage-properties', '/profile', '/saved', '/my-properties', '/settings',
  '/recent-searches', '/recently-viewed', '/shortlisted', '/application-history',
].map((page) => `/portal/user${page}`);

const SIGNED_IN_ONLY = [
  '/portal', ...USER_PORTAL, '/user/recently-viewed-properties', '/user/shortlisted-properties', '/properties/create', '/my-properties',
  '/register/broker', '/register/broker/form', '/register/broker/step1', '/register/broker/step2',
  '/register/broker/payment', '/register/affiliate', '/affiliate/register', '/list-property',
];

const BY_ROLE: [string, string[]][] = [
  ['/portal/broker', ['broker']],
  ['/portal/broker/leads', ['broker']],
  ['/portal/broker/managed-rentals', ['broker']],
  ['/portal/landlord', ['landlord']],
  ['/portal/landlord/managed-rentals', ['landlord']],
  ['/portal/manager', ['property_manager']],
  ['/portal/manager/managed-rentals', ['property_manager']],
  ['/portal/tenant', ['tenant']],
  ['/portal/affiliate/overview', ['affiliate']],
  ['/portal/affiliate/reports', ['affiliate']],
  ['/property-manager', ['property_manager', 'admin']],
];

describe('access table', () => {
  it.each(SIGNED_IN_ONLY)('%s needs a signed-in person and no role', (path) => {
    expect(accessRuleFor(path)?.requires).toBe('signed-in');
  });

  it.each(BY_ROLE)('%s accepts %j', (path, roles) => {
    expect(accessRuleFor(path)?.requires).toEqual(roles);
  });

  it.each(['/', '/properties', '/property/8d1f', '/auth', '/about', '/portal-auth', '/admin', '/admin-secure', '/admin-secure/users', '/registered', '/portalx', '/users'])(
    '%s is open to everyone',
    (path) => {
      expect(accessRuleFor(path)).toBeNull();
    },
  );

  it('treats a trailing slash as the same page', () => {
    expect(accessRuleFor('/portal/broker/')?.requires).toEqual(['broker']);
  });
});

describe('decideAccess', () => {
  const broker = accessRuleFor('/portal/broker');

  it('lets anyone through an open route', () => {
    expect(decideAccess(null, false, [], '/about')).toEqual({ kind: 'allow' });
  });

  it('sends a visitor to sign in, carrying path and query', () => {
    expect(decideAccess(broker, false, [], '/portal/broker/managed-rentals?tab=track')).toEqual({
      kind: 'sign-in',
      location: '/auth?next=%2Fportal%2Fbroker%2Fmanaged-rentals%3Ftab%3Dtrack',
    });
  });

  it('sends a signed-in person without the role to /portal', () => {
    expect(decideAccess(broker, true, ['tenant', 'landlord'], '/portal/broker')).toEqual({ kind: 'redirect', location: '/portal' });
  });

  it('lets a person with one accepted role in', () => {
    expect(decideAccess(accessRuleFor('/property-manager'), true, ['admin'], '/property-manager')).toEqual({ kind: 'allow' });
  });

  it('lets any signed-in person, even one with no role row, into signed-in routes', () => {
    expect(decideAccess(accessRuleFor('/properties/create'), true, [], '/properties/create')).toEqual({ kind: 'allow' });
  });

  it('never sends a person to a portal that refuses them', () => {
    for (const role of APP_ROLES) {
      const home = portalHome([role]);
      if (home === '/admin') continue;
      expect(decideAccess(accessRuleFor(home), true, [role], home), role).toEqual({ kind: 'allow' });
    }
  });
});

describe('portalHome', () => {
  it.each([
    [['admin', 'broker'], '/admin'],
    [['tenant', 'broker'], '/portal/broker'],
    [['tenant', 'landlord'], '/portal/landlord'],
    [['property_manager', 'tenant'], '/portal/manager'],
    [['tenant'], '/portal/tenant'],
    [['affiliate'], '/portal/user'],
    [['user'], '/portal/user'],
    [[], '/portal/user'],
  ] as const)('%j → %s', (roles, home) => {
    expect(portalHome(roles)).toBe(home);
  });
});

describe('signInLocation', () => {
  it('encodes the way back', () => {
    expect(signInLocation('/portal/user/saved?page=2&sort=new')).toBe('/auth?next=%2Fportal%2Fuser%2Fsaved%3Fpage%3D2%26sort%3Dnew');
  });
});

describe('listingFormPath', () => {
  it('sends a visitor to sign in first, coming back to the listing form', () => {
    expect(decideAccess(accessRuleFor(LIST_PROPERTY_PATH), false, [], LIST_PROPERTY_PATH)).toEqual({
      kind: 'sign-in',
      location: '/auth?next=%2Flist-property',
    });
  });

  it('opens the listing form in the person’s own portal, which lets them in', () => {
    expect(listingFormPath(['broker', 'landlord'])).toBe('/portal/broker/submit-property');
    for (const roles of [[], ['user'], ['landlord'], ['tenant'], ['admin'], ['affiliate']]) {
      const form = listingFormPath(roles);
      expect(form, roles.join()).toBe('/portal/user/submit-property');
      expect(decideAccess(accessRuleFor(form), true, roles, form), roles.join()).toEqual({ kind: 'allow' });
    }
    expect(decideAccess(accessRuleFor(listingFormPath(['broker'])), true, ['broker'], '')).toEqual({ kind: 'allow' });
  });
});
