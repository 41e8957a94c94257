import { expect, SCREEN, test } from '../src/adminSession.ts';

// Every step is a full page load of the console on a shared machine.
test.slow();

// Tabs of spec 2.2 built in the console, with the heading each screen opens with.
const TABS = [
  { tab: 'dashboard', path: /\/admin\/?(\?tab=dashboard)?$/, heading: /^Welcome back/ },
  { tab: 'users', path: /\/admin\/users$/, heading: 'Users' },
  { tab: 'shadow-power', path: /\/admin\/shadow-power$/, heading: 'Shadow Power Management' },
  { tab: 'analytics', path: /\/admin\/analytics$/, heading: 'Analytics' },
  // The placeholder Settings screen is gone: its tab opens the dashboard.
  { tab: 'settings', path: /\/admin\/?(\?tab=settings)?$/, heading: /^Welcome back/ },
] as const;

test('an admin opens each console tab by ?tab= and the Admin Dashboard by its route', async ({
  adminPage: page,
}) => {
  for (const { tab, path, heading } of TABS) {
    await page.goto(`/admin?tab=${tab}`);
    await expect(page).toHaveURL(path, SCREEN);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible(SCREEN);
  }

  await page.goto('/admin/admin-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible(
    SCREEN,
  );
  await expect(page.getByText('Comprehensive platform management')).toBeVisible();

  // /admin-secure opens the same console, and its links stay under that prefix.
  await page.goto('/admin-secure?tab=users');
  await expect(page).toHaveURL(/\/admin-secure\/users$/, SCREEN);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible(SCREEN);
});

test('the dashboard shows its six figures from the database and Quick Actions open the tabs', async ({
  adminPage: page,
  service,
}) => {
  const { count: brokers } = await service
    .from('brokers')
    .select('id', { count: 'exact', head: true })
    .eq('activated', true);
  await page.goto('/admin');
  await expect(page.getByText('Administrator', { exact: true })).toBeVisible(SCREEN);
  await expect(page.getByText('System Health: Healthy')).toBeVisible();
  const activeBrokers = page.locator('.MuiCard-root', {
    has: page.getByRole('heading', { name: 'Active Brokers' }),
  });
  await expect(activeBrokers).toContainText(new Intl.NumberFormat('en-IN').format(brokers ?? 0));
  await expect(
    page.locator('.MuiCard-root', { has: page.getByRole('heading', { name: 'Revenue' }) }),
  ).toContainText(/₹[\d,]+/);
  await page
    .getByRole('navigation', { name: 'Quick Actions' })
    .getByRole('link', { name: 'Analytics' })
    .click();
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  await expect(
    page.getByRole('heading', { name: 'Managed rental application funnel' }),
  ).toBeVisible(SCREEN);
});
