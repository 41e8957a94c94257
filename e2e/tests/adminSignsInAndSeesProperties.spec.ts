import { demoAdmin, signInAsAdmin } from '../src/adminSession.ts';
import { expect, test } from '../src/fixtures.ts';

// The one journey that signs in as the seeded demo admin, whose secret the seed's README documents:
// every other journey has an admin of its own, so this factor's codes are spent here alone.
test('an admin signs in with password and authenticator code and sees the properties list', async ({
  page,
  anon,
  service,
}) => {
  const all = await service.from('properties').select('id', { count: 'exact', head: true });
  const listed = await anon.from('properties').select('id', { count: 'exact', head: true });
  expect(all.count ?? 0, 'the seed has unlisted properties too').toBeGreaterThan(listed.count ?? 0);

  await signInAsAdmin(page, demoAdmin());
  await page.goto('/admin/properties');
  // The list opens on the listings waiting for review; All is every listing.
  await page.getByRole('tab', { name: 'All', exact: true }).click();
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Title' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Rent' })).toBeVisible();
  // The rent column goes through core's formatter: rupees, Indian grouping, no decimals.
  await expect(table.getByRole('row').nth(1)).toContainText(/₹[\d,]+/);
  await expect(table.getByRole('row')).not.toHaveCount(1);
  // With the second factor the admin sees every property, not only the listed ones.
  await expect(page.getByText(new RegExp(`of ${all.count}$`))).toBeVisible();
});
