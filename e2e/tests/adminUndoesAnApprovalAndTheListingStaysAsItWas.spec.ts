import { expect, SCREEN, test } from '../src/adminSession.ts';
import { auditCount, createListing, unique } from '../src/reviewFixtures.ts';

test('an admin approves a listing, clicks Undo, and the database keeps the listing waiting for review, unaudited', async ({
  adminPage: page,
  service,
}) => {
  test.slow(); // the console's first load, then database reads
  const title = `3 BHK in Kharadi ${unique()}`;
  const listing = await createListing(service, title);
  const before = await service.from('properties').select('*').eq('id', listing.id).single();

  await page.goto('/admin/properties');
  await page.getByRole('searchbox', { name: 'Search' }).fill(title);
  const row = page.getByRole('row').filter({ hasText: title });
  await row.getByRole('button', { name: `Approve ${title}` }).click(SCREEN);

  const toast = page.getByRole('region', { name: 'Notifications' });
  await expect(toast.getByText(`Approved: ${title}`)).toBeVisible();
  await expect(row.getByRole('button', { name: `Approve ${title}` }), 'waiting while Undo is offered').toBeDisabled();
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(toast.getByText(`Approval undone: ${title} still waits for review`)).toBeVisible();
  await expect(row.getByRole('button', { name: `Approve ${title}` }), 'ready to approve again').toBeEnabled();
  // The undone notice closes in turn: nothing was left to send when it does.
  await expect(toast.getByText(`Approval undone: ${title} still waits for review`)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: title }).getByRole('button', { name: `Approve ${title}` })).toBeEnabled(SCREEN);

  const after = await service.from('properties').select('*').eq('id', listing.id).single();
  expect(after.data, 'the listing as it was').toEqual(before.data);
  expect(await auditCount(service, 'approve_property', listing.id), 'no approval audited').toBe(0);
});
