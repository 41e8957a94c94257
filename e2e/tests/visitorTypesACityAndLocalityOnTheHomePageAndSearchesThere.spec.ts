// The home page's search has the listing form's type-ahead: a visitor types a few letters of a city
// and of a locality, picks each from the suggestions, and lands on the search page for that place,
// with it in the address, finding the home the database lists there.
import { expect, test } from '../src/fixtures.ts';
import { createAccount } from '../src/owners.ts';

test('a visitor types a city and a locality on the home page, picks them and finds that locality’s homes', async ({ page, service }, testInfo) => {
  const owner = await createAccount(service, 'Rohit Kulkarni', ['landlord']);
  const title = `2 BHK off Baner Road (${testInfo.project.name} ${Date.now()})`;
  const created = await service
    .from('properties')
    .insert({ title, listed_by: owner.id, city: 'Pune', locality: 'Baner', rent: 27_500, deposit: 55_000, bedrooms: 2, verified: true })
    .select('id')
    .single();
  expect(created.error).toBeNull();

  try {
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Search homes for rent' });
    const city = form.getByRole('combobox', { name: 'City' });
    await city.pressSequentially('pu');
    await expect(city).toHaveAttribute('aria-expanded', 'true');
    await form.getByRole('option', { name: 'Pune', exact: true }).click();
    await expect(city).toHaveValue('Pune');
    await expect(city).toHaveAttribute('aria-expanded', 'false');

    // The locality's suggestions are Pune's, picked with the keys.
    const locality = form.getByRole('combobox', { name: 'Locality' });
    await locality.pressSequentially('bane');
    await expect(form.getByRole('listbox').getByRole('option')).toHaveText(['Baner']);
    await locality.press('ArrowDown');
    await expect(locality).toHaveAttribute('aria-activedescendant', /-0$/);
    await locality.press('Enter');
    await expect(locality).toHaveValue('Baner');

    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/properties\?city=Pune&locality=Baner$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Homes for rent in Pune');
    // The search page's own fields keep the place, and the results are the database's homes there.
    // On a phone the filters are folded under a "Filters" disclosure.
    await page.locator('summary').filter({ hasText: 'Filters' }).click();
    const filters = page.getByRole('form', { name: 'Filters' });
    await expect(filters.getByRole('combobox', { name: 'City' })).toHaveValue('Pune');
    await expect(filters.getByRole('combobox', { name: 'Locality' })).toHaveValue('Baner');
    const listed = await service
      .from('properties')
      .select('id', { count: 'exact', head: true })
      .eq('city', 'Pune')
      .eq('locality', 'Baner')
      .eq('verified', true)
      .eq('availability', 'available');
    expect(listed.count ?? 0).toBeGreaterThan(0);
    await expect(page.getByText(listed.count === 1 ? '1 home found' : `${listed.count} homes found`)).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: title })).toHaveCount(1);
  } finally {
    await service.from('properties').delete().eq('id', created.data?.id ?? '');
  }
});
