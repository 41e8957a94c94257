import { signInBrowser } from '../src/browserSession.ts';
import { expect, test } from '../src/fixtures.ts';
import { createAccount, createVerifiedListing } from '../src/owners.ts';

test('an owner opens /my-properties, edits a listing (back to review), withdraws it, cannot delete it while an application is open, and deletes another with its photo', async ({ page, context, product, service }, testInfo) => {
  test.slow(); // several pages and database reads in one journey
  const run = `${testInfo.project.name} ${Date.now()}`;
  const owner = await createAccount(service, 'Meera Owner', ['landlord']);
  const tenant = await createAccount(service, 'Tara Tenant', ['tenant']);
  const kept = await createVerifiedListing(service, owner.id, `2 BHK near the IT park (${run})`);
  const gone = await createVerifiedListing(service, owner.id, `1 BHK by the lake (${run})`);
  const applied = await service.from('property_applications').insert({ property_id: kept.id, user_id: tenant.id });
  expect(applied.error).toBeNull();
  await signInBrowser(context, product, owner);

  // Spec 2.12's own address.
  const response = await page.goto('/my-properties');
  expect(response?.status()).toBe(200);
  const card = page.getByRole('article', { name: `2 BHK near the IT park (${run})` });
  await expect(card).toBeVisible();

  await card.getByRole('link', { name: `Edit: 2 BHK near the IT park (${run})` }).click();
  await expect(page.getByRole('heading', { name: 'Edit listing' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue('Pune');
  await page.getByLabel('Monthly rent (₹)').fill('34,000');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your changes are saved. The listing is out of search until our team has reviewed them.')).toBeVisible();
  const edited = await service.from('properties').select('rent, verified, review_changes').eq('id', kept.id).single();
  expect(edited.data?.rent, 'new rent').toBe(34000);
  expect(edited.data?.verified, 'back in review').toBe(false);
  expect(edited.data?.review_changes, 'what changed').toMatchObject({ rent: { old: 30000, new: 34000 } });

  await page.goto('/my-properties');
  await card.getByRole('button', { name: `Withdraw: 2 BHK near the IT park (${run})` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Listing withdrawn' })).toBeVisible();
  expect((await service.from('properties').select('availability').eq('id', kept.id).single()).data?.availability).toBe('unavailable');

  await card.getByText('Delete', { exact: true }).click();
  await card.getByRole('button', { name: 'Yes, delete for good' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'withdraw it instead of deleting it' })).toBeVisible();
  expect((await service.from('properties').select('id').eq('id', kept.id)).data, 'kept while an application is open').toHaveLength(1);

  const other = page.getByRole('article', { name: `1 BHK by the lake (${run})` });
  await other.getByText('Delete', { exact: true }).click();
  await other.getByRole('button', { name: 'Yes, delete for good' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The listing and its photos were deleted.' })).toBeVisible();
  await expect(other).toHaveCount(0);
  expect((await service.from('properties').select('id').eq('id', gone.id)).data, 'deleted').toHaveLength(0);
  const files = await service.storage.from('property-images').list(`properties/${owner.id}`);
  expect(files.data?.map((file) => `properties/${owner.id}/${file.name}`), 'its photo is gone, the other stays').toEqual([kept.photo]);
});
