import type { Download, Page } from '@playwright/test';
import { expect, test } from '../src/adminSession.ts';

/** The lines of the CSV file the page offers after a click on Export CSV. */
async function exportLines(page: Page): Promise<{ file: Download; lines: string[] }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  const chunks = await (await file.createReadStream()).toArray();
  return { file, lines: Buffer.concat(chunks).toString('utf8').trimEnd().split('\r\n') };
}

test('an admin exports every listing, and only the applications waiting for approval, as CSV', async ({
  adminPage: page,
  service,
}) => {
  const listings = await service.from('properties').select('id', { count: 'exact', head: true });
  const waiting = await service
    .from('managed_rental_applications')
    .select('id', { count: 'exact', head: true })
    .in('status', ['submitted', 'under_review']);
  const decided = await service
    .from('managed_rental_applications')
    .select('id', { count: 'exact', head: true })
    .not('status', 'in', '(submitted,under_review)');
  expect(decided.count ?? 0, 'the seed has decided applications too').toBeGreaterThan(0);

  await page.goto('/admin/properties');
  // The list opens on the listings waiting for review; All is every listing.
  await page.getByRole('tab', { name: 'All', exact: true }).click();
  // Export takes the list's filter as it stands: wait for All's rows (its total) before the click,
  // not for rows, which the waiting listings' tab had already shown.
  await expect(page.getByText(new RegExp(`of ${listings.count}$`))).toBeVisible();
  const all = await exportLines(page);
  expect(all.file.suggestedFilename()).toBe('properties.csv');
  expect(all.lines[0]).toBe('Title,City,Locality,Rent,Availability,Review,Rejection reason,Listed');
  expect(all.lines).toHaveLength((listings.count ?? 0) + 1);

  await page.goto('/admin/managed-rentals');
  await expect(page.getByRole('tab', { name: /^Pending Approval/ })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).not.toHaveCount(1);
  const pending = await exportLines(page);
  expect(pending.file.suggestedFilename()).toBe('pending-managed-rentals.csv');
  expect(pending.lines).toHaveLength((waiting.count ?? 0) + 1);
  expect(pending.lines.slice(1).every((line) => /,(Submitted|Under Review)$/.test(line))).toBe(true);
});
