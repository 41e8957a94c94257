import { expect, SCREEN, test } from '../src/adminSession.ts';
import { auditCount, createListing, unique } from '../src/reviewFixtures.ts';

test('an admin corrects an approved listing’s facts from its row, audited, and it waits for review again', async ({
  adminPage: page,
  service,
}) => {
  test.slow(); // the console's first load, then the edit screen's own chunk
  const title = `2 BHK in Baner ${unique()}`;
  const listing = await createListing(service, title);
  const approved = await service.from('properties').update({ verified: true, floor: 4, total_floors: 12 }).eq('id', listing.id);
  expect(approved.error).toBeNull();

  // The list opens on the listings waiting for review; this one is approved.
  await page.goto('/admin/properties');
  const verifiedTab = page.getByRole('tab', { name: /^Verified/ });
  await verifiedTab.click(SCREEN);
  // Typed only once the tab shows chosen, as a person would: the search box sends its filters after
  // its pause for typing, and on a busy machine it could still hold the tab before, taking it back.
  await expect(verifiedTab).toHaveAttribute('aria-selected', 'true', SCREEN);
  await page.getByRole('searchbox', { name: 'Search' }).fill(title);
  // The search reaches the address after the list's pause for typing; a click before it would be
  // overtaken by that change of address while the edit screen's chunk loads.
  await expect
    .poll(() => JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}'), SCREEN)
    .toEqual({ verified: true, q: title });
  await page.getByRole('link', { name: `Edit facts of ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Facts of ${title}` })).toBeVisible(SCREEN);
  await expect(page.getByLabel('Floor', { exact: true })).toHaveValue('4');

  // Core's rules first: a floor above the building is refused beside the field, nothing is sent.
  await page.getByLabel('Floor', { exact: true }).fill('13');
  await page.getByRole('button', { name: 'Save facts' }).click();
  await expect(page.getByText('The floor cannot be above the top floor of the building')).toBeVisible();

  await page.getByLabel('Floor', { exact: true }).fill('2');
  await page.getByRole('combobox', { name: 'Pets allowed' }).click();
  await page.getByRole('option', { name: 'Yes' }).click();
  await page.getByRole('button', { name: 'Save facts' }).click();
  await expect(page.getByText('Facts saved. The listing waits for review again.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/properties(\?.*)?$/);

  const { data } = await service.from('properties').select('floor, pets_allowed, verified, review_changes').eq('id', listing.id).single();
  expect(data, 'corrected, and back in review with the home fact it changed').toEqual({
    floor: 2,
    pets_allowed: true,
    verified: false,
    review_changes: { floor: { old: 4, new: 2 } },
  });
  expect(await auditCount(service, 'correct_property_facts', listing.id), 'one audit row').toBe(1);
});
