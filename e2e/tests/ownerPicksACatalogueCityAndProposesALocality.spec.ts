import { signInBrowser } from '../src/browserSession.ts';
import { expect, test } from '../src/fixtures.ts';
import { createAccount } from '../src/owners.ts';

test('an owner picks a city and locality from the catalogue by typing, proposes a missing locality, and search offers the chosen city’s localities at once', async ({ page, context, product, service }, testInfo) => {
  test.slow(); // several pages and database reads in one journey
  const run = `${testInfo.project.name} ${Date.now()}`;
  const owner = await createAccount(service, 'Kavya Owner', ['landlord']);
  await signInBrowser(context, product, owner);

  await page.goto('/properties/create');
  await page.getByLabel('Title').fill(`3 BHK near Forum mall (${run})`);
  const city = page.getByRole('combobox', { name: 'City' });
  await city.fill('bang');
  await expect(page.getByRole('option', { name: 'Bengaluru' })).toHaveCount(0); // 'Bangalore' is an old name, not a suggestion
  await city.fill('beng');
  await page.getByRole('option', { name: 'Bengaluru' }).click();
  await expect(city).toHaveValue('Bengaluru');
  const locality = page.getByRole('combobox', { name: 'Locality' });
  await locality.fill('kora');
  await locality.press('ArrowDown');
  await locality.press('Enter');
  await expect(locality).toHaveValue('Koramangala');
  await page.getByLabel('Monthly rent (₹)').fill('65000');
  await page.getByLabel('Bedrooms').selectOption('3');
  await page.getByRole('button', { name: 'Submit property' }).click();
  await expect(page.getByText('Property submitted. It appears in search once it is verified.')).toBeVisible();
  const first = await service.from('properties').select('city, locality').eq('title', `3 BHK near Forum mall (${run})`).single();
  expect(first.data, 'catalogue names').toEqual({ city: 'Bengaluru', locality: 'Koramangala' });

  const proposed = `Baner Gaon ${Date.now()}`;
  await page.goto('/properties/create');
  await page.getByLabel('Title').fill(`2 BHK near Baner hill (${run})`);
  await page.getByRole('combobox', { name: 'City' }).fill('Pune');
  await page.getByRole('combobox', { name: 'Locality' }).fill(proposed);
  await page.getByRole('button', { name: `Propose “${proposed}” as a new locality` }).click();
  await expect(page.getByText(`“${proposed}” is proposed`)).toBeVisible();
  await page.getByLabel('Monthly rent (₹)').fill('28000');
  await page.getByLabel('Bedrooms').selectOption('2');
  await page.getByRole('button', { name: 'Submit property' }).click();
  await expect(page.getByText('Property submitted. It appears in search once it is verified.')).toBeVisible();
  const second = await service.from('properties').select('city, locality').eq('title', `2 BHK near Baner hill (${run})`).single();
  expect(second.data, 'the proposed locality').toEqual({ city: 'Pune', locality: proposed });
  const proposal = await service.from('localities').select('status, proposed_by, city_id').eq('name', proposed).single();
  expect(proposal.data, 'waiting for review').toEqual({ status: 'proposed', proposed_by: owner.id, city_id: 'pune' });

  // Search: the locality suggestions follow a newly chosen city without a page load, and a
  // proposal is not among them until an admin accepts it.
  await page.goto('/properties?city=Pune');
  // On a phone the filters are folded under their disclosure.
  const form = page.getByRole('form', { name: 'Filters' });
  if (!(await form.isVisible())) await page.locator('summary').filter({ hasText: 'Filters' }).click();
  const searchCity = form.getByRole('combobox', { name: 'City' });
  const searchLocality = form.getByRole('combobox', { name: 'Locality' });
  await expect(searchCity).toHaveValue('Pune');
  await searchLocality.pressSequentially('hinj');
  await expect(form.getByRole('listbox').getByRole('option')).toHaveText(['Hinjewadi']);
  await searchLocality.fill('');
  await searchLocality.pressSequentially('Baner Gaon');
  await expect(form.getByRole('option', { name: proposed }), 'a proposal lists nothing yet').toHaveCount(0);
  await searchLocality.fill('');
  await searchCity.fill('');
  await searchCity.pressSequentially('beng');
  await form.getByRole('option', { name: 'Bengaluru', exact: true }).click();
  await searchLocality.pressSequentially('kora');
  await expect(form.getByRole('listbox').getByRole('option')).toHaveText(['Koramangala']);
  await searchLocality.fill('');
  await searchLocality.pressSequentially('hinj');
  await expect(form.getByRole('option', { name: 'Hinjewadi' })).toHaveCount(0);
});
