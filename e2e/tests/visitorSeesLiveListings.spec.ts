import { formatNumber, formatRupees } from '@rentals/core/money';
import { DEMO_ACCOUNTS } from '../../db/seed/accounts.ts';
import { expect, test } from '../src/fixtures.ts';

const landlordEmail = DEMO_ACCOUNTS.find((account) => account.role === 'landlord')?.email ?? '';

const countText = (count: number) =>
  `${formatNumber(count)} ${count === 1 ? 'property' : 'properties'} listed`;

test('a visitor sees the listed count and the newest listings, live from the database', async ({
  page,
  anon,
  service,
}, testInfo) => {
  const before = await anon.from('properties').select('id', { count: 'exact', head: true });
  expect(before.error).toBeNull();
  const listed = before.count ?? 0;

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(countText(listed), { exact: true })).toBeVisible();
  const newest = page.getByRole('region', { name: 'Newest listings' });
  await expect(newest.getByRole('article')).toHaveCount(Math.min(listed, 6));

  const owner = await service
    .from('profiles')
    .select('user_id')
    .eq('email', landlordEmail)
    .single();
  expect(owner.error).toBeNull();
  const title = `Freshly listed 2 BHK in Baner (${testInfo.project.name} ${Date.now()})`;
  const created = await service
    .from('properties')
    .insert({
      title,
      listed_by: owner.data?.user_id,
      city: 'Pune',
      locality: 'Baner',
      rent: 38500,
      deposit: 77000,
      bedrooms: 2,
      bathrooms: 2,
      area_sqft: 980,
      property_type: 'Apartment',
      furnishing: 'Semi Furnished',
      availability: 'available',
      verified: true,
    })
    .select('id')
    .single();
  expect(created.error).toBeNull();

  try {
    await page.reload();
    await expect(page.getByText(countText(listed + 1), { exact: true })).toBeVisible();
    const card = newest.getByRole('article', { name: title });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Baner, Pune');
    await expect(card).toContainText(`${formatRupees(38500)}/month`);
    await expect(card).toContainText('2 BHK · Apartment · 980 sq ft');
  } finally {
    await service
      .from('properties')
      .delete()
      .eq('id', created.data?.id ?? '');
  }
});
