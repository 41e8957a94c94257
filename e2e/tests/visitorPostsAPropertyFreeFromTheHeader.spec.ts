// "Post property free" is in the header of every page: a visitor taps it on a listing, signs in,
// lands in the listing form and lists a home, which the database then holds as theirs, awaiting
// review; a broker's tap opens the same form in the broker portal.
import { expect, test } from '../src/fixtures.ts';
import { islandsHydrated } from '../src/islands.ts';
import { createAccount } from '../src/owners.ts';

test('a visitor taps Post property free, signs in and lists a home that the database holds as theirs', async ({ page, service }, testInfo) => {
  test.slow();
  const owner = await createAccount(service, 'Kiran Deshpande');
  const title = `1 BHK near Viman Nagar (${testInfo.project.name} ${Date.now()})`;

  // From any page, a listing here: the header offers it to visitors.
  const { data: listed } = await service.from('properties').select('id').eq('verified', true).eq('availability', 'available').limit(1).single();
  await page.goto(`/property/${listed?.id as string}`);
  await page.getByRole('banner').getByRole('link', { name: 'Post property free' }).click();
  await expect(page).toHaveURL(/\/auth\?next=%2Flist-property$/);
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Email').fill(owner.email);
  await signIn.getByLabel('Password').fill(owner.password);
  await signIn.getByRole('button', { name: 'Sign in' }).click();

  // Signed in, the same address opens the listing form.
  await expect(page).toHaveURL(/\/portal\/user\/submit-property$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('List a property');
  await islandsHydrated(page);
  await page.getByLabel('Title').fill(title);
  await page.getByRole('combobox', { name: 'City' }).fill('Pune');
  await page.getByRole('combobox', { name: 'Locality' }).fill('Viman Nagar');
  await page.getByLabel('Monthly rent (₹)').fill('18500');
  await page.getByLabel('Bedrooms').selectOption('1');
  await page.getByRole('button', { name: 'Submit property' }).click();
  await expect(page.getByText('Property submitted. It appears in search once it is verified.')).toBeVisible();

  const { data, error } = await service.from('properties').select('listed_by, city, locality, rent, verified').eq('title', title).single();
  expect(error).toBeNull();
  expect({ ...data, rent: Number(data?.rent) }).toEqual({ listed_by: owner.id, city: 'Pune', locality: 'Viman Nagar', rent: 18500, verified: false });

  // Still signed in, the header's link goes straight to the form.
  await page.goto('/about');
  await page.getByRole('banner').getByRole('link', { name: 'Post property free' }).click();
  await expect(page).toHaveURL(/\/portal\/user\/submit-property$/);
});

test('a broker’s Post property free opens the listing form in the broker portal', async ({ page, service }) => {
  const broker = await createAccount(service, 'Meena Broker', ['broker']);
  await page.goto('/auth?next=%2Flist-property');
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Email').fill(broker.email);
  await signIn.getByLabel('Password').fill(broker.password);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/portal\/broker\/submit-property$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('List a property');
});
