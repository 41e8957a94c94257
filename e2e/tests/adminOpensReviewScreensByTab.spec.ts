import { expect, test } from '../src/adminSession.ts';

const SCREENS = [
  { tab: 'managed-rentals', route: '/admin/managed-rentals', heading: 'Managed Property Rentals' },
  { tab: 'brokers', route: '/admin/broker-registrations', heading: 'Broker Registrations' },
  { tab: 'roles', route: '/admin/roles', heading: 'Role Management' },
  { tab: 'shadow-balancing', route: '/admin/shadow-balancing', heading: 'Shadow Balancing' },
  { tab: 'documentation', route: '/admin/documentation', heading: 'System Documentation Center' },
];

test('an admin opens each review screen by its ?tab= link', async ({ adminPage: page }) => {
  test.slow(); // several screens and database reads in one journey
  for (const { tab, route, heading } of SCREENS) {
    await page.goto(`/admin?tab=${tab}`);
    await expect(page).toHaveURL(new RegExp(`${route}$`));
    // Each screen is a chunk of its own, fetched on this first visit.
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 60_000 });
  }
});
