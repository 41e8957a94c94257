// A renter narrows the search by the facts Indian renters filter on (car parking, pets, a gated
// society, a total a month with maintenance) and sorts by that total: the filters live in the
// address, and the homes shown are the ones the database holds for those conditions, in its order.
import { formatRupees } from '@rentals/core/money';
import { DEMO_ACCOUNTS } from '../../db/seed/accounts.ts';
import { expect, test } from '../src/fixtures.ts';

const landlordEmail = DEMO_ACCOUNTS.find((account) => account.role === 'landlord')?.email ?? '';

test('a visitor searches by rental facts and sees what the database holds for them', async ({ page, anon, service }, testInfo) => {
  // Search, filter, reload and open a listing: several pages, longer than one page's journey.
  test.slow();
  const tag = `${testInfo.project.name} ${Date.now()}`;
  const owner = await service.from('profiles').select('user_id').eq('email', landlordEmail).single();
  expect(owner.error).toBeNull();
  const home = {
    listed_by: owner.data?.user_id,
    city: 'Pune',
    locality: 'Baner',
    deposit: 60_000,
    bedrooms: 2,
    area_sqft: 950,
    verified: true,
    parking: 'four_wheeler',
    pets_allowed: true,
    gated_society: true,
  };
  const inserted = await service
    .from('properties')
    .insert([
      { ...home, title: `Pets welcome, car park (${tag})`, rent: 27_000, maintenance_charges: 3_000 },
      { ...home, title: `No pets here (${tag})`, rent: 27_000, maintenance_charges: 3_000, pets_allowed: false },
      { ...home, title: `Over the budget with maintenance (${tag})`, rent: 38_000, maintenance_charges: 4_500 },
    ])
    .select('id');
  expect(inserted.error).toBeNull();

  try {
    await page.goto('/properties');
    const form = page.getByRole('form', { name: 'Filters' });
    if (!(await form.isVisible())) await page.locator('summary').filter({ hasText: 'Filters' }).click();
    const city = form.getByRole('combobox', { name: 'City' });
    await city.pressSequentially('pun');
    await form.getByRole('option', { name: 'Pune', exact: true }).click();
    await expect(city).toHaveValue('Pune');
    await form.getByLabel('Total a month up to').selectOption('30000');
    await form.getByLabel('Parking').selectOption('four_wheeler');
    await form.getByLabel('Pets allowed').check();
    await form.getByLabel('Gated society').check();
    await form.getByRole('button', { name: 'Show homes' }).click();
    await expect(page).toHaveURL(/\/properties\?city=Pune&max_total=30000&parking=four_wheeler&pets=yes&gated=yes$/);
    // Changing the order searches at once.
    if (!(await form.isVisible())) await page.locator('summary').filter({ hasText: 'Filters' }).click();
    await form.getByLabel('Sort by').selectOption('total_asc');
    await expect(page).toHaveURL(/\/properties\?city=Pune&max_total=30000&parking=four_wheeler&pets=yes&gated=yes&sort=total_asc$/);

    // What the database holds for the same conditions, as a visitor may read it.
    const expected = await anon
      .from('properties')
      .select('title,total_monthly_cost')
      .eq('availability', 'available')
      .eq('verified', true)
      .eq('city', 'Pune')
      .lte('total_monthly_cost', 30_000)
      .in('parking', ['four_wheeler', 'both'])
      .eq('pets_allowed', true)
      .eq('gated_society', true)
      .order('total_monthly_cost', { ascending: true })
      .order('id', { ascending: true })
      .limit(20);
    expect(expected.error).toBeNull();
    const titles = (expected.data ?? []).map((row) => row.title as string);
    expect(titles).toContain(`Pets welcome, car park (${tag})`);
    await expect(page.getByRole('article').getByRole('heading')).toHaveText(titles);
    await expect(page.getByRole('article', { name: `No pets here (${tag})` })).toHaveCount(0);
    await expect(page.getByRole('article', { name: `Over the budget with maintenance (${tag})` })).toHaveCount(0);
    const card = page.getByRole('article', { name: `Pets welcome, car park (${tag})` });
    await expect(card).toContainText(`${formatRupees(30_000)}/month with maintenance`);

    // The address alone brings the same search back, its filters still chosen.
    await page.goto(page.url());
    await expect(page.getByRole('article').getByRole('heading')).toHaveText(titles);
    if (!(await form.isVisible())) await page.locator('summary').filter({ hasText: 'Filters' }).click();
    await expect(form.getByLabel('Pets allowed')).toBeChecked();
    await expect(form.getByLabel('Parking')).toHaveValue('four_wheeler');

    // The listing's page shows the total a month.
    await card.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pets welcome, car park (${tag})`);
    await expect(page.locator('.monthly-total')).toContainText(`Total a month: ${formatRupees(30_000)}`);
  } finally {
    await service
      .from('properties')
      .delete()
      .in('id', (inserted.data ?? []).map((row) => row.id as string));
  }
});
