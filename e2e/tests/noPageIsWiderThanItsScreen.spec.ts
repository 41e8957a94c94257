import { DEMO_ACCOUNTS, type DemoRole } from '../../db/seed/accounts.ts';
import { expect, SCREEN, test } from '../src/adminSession.ts';
import { signInBrowser } from '../src/browserSession.ts';
import { pagesTooWide } from '../src/widthSweep.ts';

// Every public page, every portal page of each role and every console tab, at 390 px and 1280 px:
// nothing sticks out sideways (wide tables scroll inside their own box or turn into cards).
test.describe.configure({ timeout: 600_000 });

const PUBLIC_PAGES = [
  '/', '/properties', '/properties?city=Pune&bhk=2', '/auth', '/auth?mode=signup', '/about', '/contact', '/contact/sent',
  '/services', '/property-owners', '/tenants', '/corporates', '/brokers', '/guaranteed-lease', '/tenant-verification',
  '/furnished-leasing', '/legal-support', '/property-management', '/terms-conditions', '/privacy-policy',
  '/affiliate/rules', '/affiliate/register', '/no-such-page/at-all',
];

const PORTAL_PAGES: Record<Exclude<DemoRole, 'admin'>, readonly string[]> = {
  user: [
    '/portal/user', '/portal/user/saved', '/portal/user/shortlisted', '/portal/user/recently-viewed', '/portal/user/recent-searches',
    '/portal/user/my-properties', '/portal/user/submit-property', '/portal/user/submit-managed-rental',
    '/portal/user/managed-rentals', '/portal/user/track-applications', '/portal/user/application-history',
    '/portal/user/profile', '/portal/user/settings', '/portal/user/become-broker', '/register/broker',
  ],
  landlord: [
    '/portal/landlord', '/portal/landlord/properties', '/portal/landlord/tenants', '/portal/landlord/lease',
    '/portal/landlord/payments', '/portal/landlord/maintenance', '/portal/landlord/financials', '/portal/landlord/reports',
    '/portal/landlord/documents', '/portal/landlord/managed-rentals', '/portal/user/my-properties',
  ],
  property_manager: [
    '/portal/manager', '/portal/manager/properties', '/portal/manager/tenants', '/portal/manager/lease',
    '/portal/manager/payments', '/portal/manager/maintenance', '/portal/manager/financials', '/portal/manager/reports',
    '/portal/manager/documents', '/portal/manager/managed-rentals',
  ],
  tenant: ['/portal/tenant', '/portal/tenant/lease', '/portal/tenant/payments', '/portal/tenant/maintenance', '/portal/tenant/documents'],
  broker: [
    '/portal/broker', '/portal/broker/commissions', '/portal/broker/performance', '/portal/broker/managed-rentals?tab=track',
    '/portal/broker/managed-rentals?tab=manage', '/portal/broker/leads', '/portal/broker/submit-property',
    '/portal/broker/documents', '/portal/broker/settings', '/portal/broker/affiliate', '/portal/broker/managed-rental-affiliate',
  ],
  affiliate: [
    '/portal/affiliate/overview', '/portal/affiliate/dashboard', '/portal/affiliate/commissions', '/portal/affiliate/team',
    '/portal/affiliate/calculator', '/portal/affiliate/reports', '/portal/affiliate/reports/commissions',
  ],
};

const CONSOLE_PAGES = [
  '/admin', '/admin/users', '/admin/managed-rentals', '/admin/broker-registrations', '/admin/roles',
  '/admin/shadow-balancing', '/admin/shadow-power', '/admin/documentation', '/admin/analytics', '/admin/commissions',
  '/admin/admin-dashboard', '/admin/properties',
];

test('every public page fits a phone and a laptop', async ({ page }) => {
  expect(await pagesTooWide(page, PUBLIC_PAGES)).toEqual([]);
});

test('a listing, and the Hindi home, search and listing (longer words) fit a phone and a laptop', async ({ page, anon }) => {
  const listed = await anon.from('properties').select('id').order('created_at', { ascending: false }).limit(1).single();
  expect(listed.error).toBeNull();
  const listing = `/property/${listed.data?.id as string}`;
  expect(await pagesTooWide(page, [listing, '/hi', '/hi/properties?city=Pune&bhk=2', `/hi${listing}`, '/hi/about'])).toEqual([]);
});

for (const [role, pages] of Object.entries(PORTAL_PAGES)) {
  test(`every portal page of a ${role} fits a phone and a laptop`, async ({ page, context, product }) => {
    const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === role);
    if (!account) throw new Error(`The seed has no demo ${role}`);
    await signInBrowser(context, product, account);
    expect(await pagesTooWide(page, pages)).toEqual([]);
  });
}

test('every console tab fits a phone and a laptop', async ({ adminPage }) => {
  expect(
    await pagesTooWide(adminPage, CONSOLE_PAGES, (page) =>
      // Each screen's heading, or the listings list, which is titled in the top bar.
      expect(page.getByRole('main').getByRole('heading', { level: 1 }).or(page.getByRole('main').getByRole('table')).first()).toBeVisible(SCREEN),
    ),
  ).toEqual([]);
});
