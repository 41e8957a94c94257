import type { Locator } from '@playwright/test';
import { expect, SCREEN, test } from '../src/adminSession.ts';
import { createApplication, createPendingRegistration, unique } from '../src/reviewFixtures.ts';

// A laptop: 1280 × 800, the console's sidebar open beside each screen.
test.use({ viewport: { width: 1280, height: 800 } });
test.slow();

/** Whether a box shows all of its content: nothing cut off at its right edge, nothing behind a scrollbar. */
const showsWhole = (box: Locator) => box.evaluate((element) => element.scrollWidth <= element.clientWidth);

test('an admin at 1280 px sees every column, button and figure of the console whole, and each chart names every bar', async ({
  adminPage: page,
  service,
}) => {
  const run = unique();
  await createPendingRegistration(service, `Neha Sharma ${run}`);
  await createPendingRegistration(service, `Neha Sharma ${run}`);
  const application = await createApplication(service, `Kothrud ${run}`);
  await service
    .from('managed_rental_applications')
    .update({ property_address: `12 Paud Road, Kothrud ${run}, Pune` })
    .eq('id', application.id);
  const rejected = await createApplication(service, `Baner ${run}`);
  await service.from('managed_rental_applications').update({ status: 'rejected' }).eq('id', rejected.id);

  // Dashboard: one Logout, and the revenue figure is not cut off.
  await page.goto('/admin');
  await expect(page.getByText('Administrator', { exact: true })).toBeVisible(SCREEN);
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(1);
  const revenue = page.locator('.MuiCard-root', { has: page.getByRole('heading', { name: 'Revenue' }) }).locator('p');
  await expect(revenue).toHaveText(/^₹/);
  expect(await showsWhole(revenue), 'the revenue figure shows whole').toBe(true);

  // Users: the table fits beside the sidebar, one line of cells (52 px) a person, the row's menu on screen.
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible(SCREEN);
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  expect(await showsWhole(page.locator('.RaList-content')), 'the Users table needs no scrollbar').toBe(true);
  const menu = await table.getByRole('button', { name: /^Actions for / }).first().boundingBox();
  expect(menu && menu.x + menu.width <= 1280, 'the row menu is on screen').toBe(true);
  const row = await table.getByRole('row').nth(1).boundingBox();
  expect(row?.height ?? 0, 'a person takes one dense row').toBeLessThanOrEqual(56);

  // Admin Dashboard: the search box has room to type in.
  await page.goto('/admin/admin-dashboard');
  const search = page.getByRole('searchbox', { name: 'Search properties' });
  await expect(search).toBeVisible(SCREEN);
  expect((await search.boundingBox())?.width ?? 0, 'search box width').toBeGreaterThan(200);

  // Broker Registrations: the rows-per-page choice shows its 100, and two brokers of one name differ.
  await page.goto('/admin/broker-registrations');
  await expect(page.getByRole('heading', { level: 1, name: 'Broker Registrations' })).toBeVisible(SCREEN);
  await expect(page.getByRole('combobox', { name: /Rows per page/ })).toHaveText('100');
  const namesakes = page.getByRole('row').filter({ hasText: `Neha Sharma ${run}` });
  await expect(namesakes).toHaveCount(2);
  await expect(namesakes.first()).toContainText('Pune');

  // Analytics: every rank and the rejected applications are charted, as the database counts them.
  const { count: rejectedCount } = await service
    .from('managed_rental_applications')
    .select('id', { count: 'exact', head: true })
    .eq('status', 'rejected');
  await page.goto('/admin/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible(SCREEN);
  const rankChart = page.getByRole('region', { name: 'Brokers by rank' }).locator('svg').first();
  for (const rank of ['Starter', 'Builder', 'Leader', 'Director', 'Executive', 'Chairman', 'Unranked'])
    await expect(rankChart.getByText(rank, { exact: true }), `${rank} is labelled`).toBeVisible();
  const funnel = page.getByRole('region', { name: 'Managed rental application funnel' });
  await expect(funnel.locator('svg').first().getByText('Rejected', { exact: true })).toBeVisible();
  await funnel.getByText('Figures').click();
  expect(rejectedCount ?? 0).toBeGreaterThan(0);
  await expect(funnel.getByRole('row', { name: /^Rejected/ })).toContainText(String(rejectedCount));

  // Approve & Configure names the property once.
  await page.goto('/admin/managed-rentals');
  await expect(page.getByRole('heading', { level: 1, name: 'Managed Property Rentals' })).toBeVisible(SCREEN);
  await page
    .getByRole('row')
    .filter({ hasText: `Kothrud ${run}, Pune` })
    .getByRole('button', { name: /^Approve & Configure/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Approve & Configure Property' });
  await expect(dialog.getByLabel('Property Name')).toHaveValue(`12 Paud Road, Kothrud ${run}, Pune`);
  await expect(dialog.getByLabel('Property Name')).toBeFocused();
});
