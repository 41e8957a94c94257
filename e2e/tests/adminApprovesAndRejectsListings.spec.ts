import { expect, test } from '../src/adminSession.ts';
import { auditCount, createListing, unique } from '../src/reviewFixtures.ts';

test('an admin approves one listing, rejects another with a reason its owner reads, and approves a selection', async ({
  adminPage: page,
  service,
}) => {
  test.slow(); // several screens and database reads in one journey
  const run = unique();
  const approved = await createListing(service, `2 BHK in Baner ${run}`);
  const rejected = await createListing(service, `1 RK near Wakad ${run}`);
  const bulk = [
    await createListing(service, `3 BHK in Aundh ${run}`),
    await createListing(service, `Studio in Hinjewadi ${run}`),
  ];

  await page.goto('/admin/properties');
  // The console's first load: the admin check, then the screen's own chunk.
  await expect(page.getByRole('tab', { name: /Pending review/ })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('tab', { name: /Pending review/ }).click();
  await page
    .getByRole('row')
    .filter({ hasText: `2 BHK in Baner ${run}` })
    .getByRole('button', { name: 'Approve' })
    .click();
  // The approval offers Undo, and is sent once that notification has closed.
  await expect(page.getByText(`Approved: 2 BHK in Baner ${run}`)).toBeVisible();
  await expect
    .poll(async () => (await service.from('properties').select('verified').eq('id', approved.id).single()).data?.verified, {
      message: 'verified once Undo has passed',
      timeout: 30_000,
    })
    .toBe(true);
  expect(await auditCount(service, 'approve_property', approved.id), 'audit rows').toBe(1);

  await page
    .getByRole('row')
    .filter({ hasText: `1 RK near Wakad ${run}` })
    .getByRole('button', { name: 'Reject' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Reject Listing' });
  await dialog.getByLabel(/Reason for rejecting/).fill('The photos show a different flat');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Property rejected: the owner sees your reason')).toBeVisible();
  const two = await service
    .from('properties')
    .select('verified, rejection_reason')
    .eq('id', rejected.id)
    .single();
  expect(two.data, 'rejected with the reason').toEqual({
    verified: false,
    rejection_reason: 'The photos show a different flat',
  });
  expect(await auditCount(service, 'reject_property', rejected.id), 'audit rows').toBe(1);

  for (const title of [`3 BHK in Aundh ${run}`, `Studio in Hinjewadi ${run}`]) {
    await page.getByRole('row').filter({ hasText: title }).getByRole('checkbox').check();
  }
  await page.getByRole('button', { name: 'Approve selected' }).click();
  await expect(page.getByText('2 properties approved successfully')).toBeVisible();
  const both = await service
    .from('properties')
    .select('id')
    .in(
      'id',
      bulk.map((p) => p.id),
    )
    .eq('verified', true);
  expect(both.data, 'both verified').toHaveLength(2);
  for (const p of bulk)
    expect(await auditCount(service, 'approve_property', p.id), 'one audit row each').toBe(1);
});
