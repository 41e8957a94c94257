import { expect, SCREEN, test } from '../src/adminSession.ts';
import { createListing, unique } from '../src/reviewFixtures.ts';

test('an admin filters the listings waiting for review, saves the query, and reapplies it after a reload', async ({
  adminPage: page,
  service,
}) => {
  test.slow(); // the console's first load, then several list reads
  const run = unique();
  const titles = [`2 BHK in Baner ${run}`, `Studio in Baner ${run}`];
  for (const title of titles) await createListing(service, title);
  const mine = page.getByRole('row').filter({ hasText: run });

  await page.goto('/admin/properties');
  await expect(page.getByRole('tab', { name: /^Pending review/ }), 'the list opens on the listings waiting').toHaveAttribute(
    'aria-selected',
    'true',
    SCREEN,
  );
  await page.getByRole('searchbox', { name: 'Search' }).fill(run);
  await page.getByRole('textbox', { name: 'City' }).fill('Pune');
  await expect(mine).toHaveCount(2);
  // Dense rows at 1280 px: one line of text a cell, the place on a second line of small text.
  const heights = await mine.evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));
  expect(Math.max(...heights), 'row height (px)').toBeLessThan(54);
  await expect
    .poll(() => JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}'), { message: 'the filters live in the address' })
    .toEqual({ verified: false, 'rejected_at@is': 'null', q: run, 'city@ilike': 'Pune' });

  await page.getByRole('button', { name: 'Save current query...' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save current query as' });
  await dialog.getByLabel('Query name').fill(`Baner ${run}`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  const saved = page.getByRole('button', { name: `Baner ${run}`, exact: true });
  await expect(saved).toBeVisible();

  // Another list, then a reload: the saved query is still there and brings the same rows back.
  await page.getByRole('tab', { name: 'All', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill('');
  await page.getByRole('textbox', { name: 'City' }).fill('');
  await expect(page.getByRole('tab', { name: 'All', exact: true })).toHaveAttribute('aria-selected', 'true');
  // The cleared fields reach the address after the list's pause for typing: reloaded before it, the
  // list would come back with the saved query's filters already on.
  await expect.poll(() => JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}'), SCREEN).toEqual({});
  await page.reload();
  await expect(saved).toBeVisible(SCREEN);
  await saved.click();
  await expect(mine).toHaveCount(2);
  for (const title of titles) await expect(mine.filter({ hasText: title })).toHaveCount(1);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(run);
  await expect(page.getByRole('tab', { name: /^Pending review/ })).toHaveAttribute('aria-selected', 'true');
});
