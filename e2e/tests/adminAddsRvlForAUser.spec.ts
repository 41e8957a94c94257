import { expect, SCREEN, test } from '../src/adminSession.ts';
import { createPerson } from '../src/people.ts';

test('an admin adds RVL for a user from the Users tab', async ({ adminPage: page, service }) => {
  test.slow();
  const owner = await createPerson(service, 'Rekha Kulkarni', ['landlord']);
  await page.goto('/admin?tab=users');
  await page.getByLabel('Search users').fill(owner.email, SCREEN);
  await expect(page.getByRole('status').filter({ hasText: 'users' })).toHaveText('1 users');
  await page.getByRole('button', { name: 'Actions for Rekha Kulkarni' }).click();
  await page.getByRole('menuitem', { name: 'Add RVL' }).click();

  const dialog = page.getByRole('dialog', { name: 'Add RVL for Rekha Kulkarni' });
  await dialog.getByRole('button', { name: 'Add RVL' }).click();
  await expect(
    page.getByText('Validation Error - Please fill in all required fields'),
  ).toBeVisible();

  await dialog.getByLabel(/Monthly rent/).fill('52000');
  await dialog.getByLabel(/Commission/).fill('10');
  // Only catalogue places are kept: the city and its locality are chosen from the lists.
  await dialog.getByRole('combobox', { name: /Property location/ }).fill('Koramangala, Bengaluru');
  await expect(page.getByText('No place in the list matches.')).toBeVisible();
  await dialog.getByRole('combobox', { name: /Property location/ }).fill('pu');
  await page.getByRole('option', { name: 'Pune', exact: true }).click();
  await dialog.getByRole('combobox', { name: /^Locality/ }).click();
  await page.getByRole('option', { name: 'Viman Nagar', exact: true }).click();
  await dialog.getByRole('combobox', { name: /Property type/ }).click();
  await page.getByRole('option', { name: 'Duplex' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Rental value locked (per month): ₹5,200');
  await dialog.getByRole('button', { name: 'Add RVL' }).click();
  await expect(page.getByText('RVL Added Successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const { data, error } = await service
    .from('managed_rental_applications')
    .select(
      'status, monthly_rent, commission_percentage, management_fee_percentage, rental_value_locked, property_type, property_location, locality, reviewed_by_admin_id',
    )
    .eq('landlord_id', owner.id);
  expect(error).toBeNull();
  expect(data, 'exactly one rental recorded for the user').toHaveLength(1);
  expect(data?.[0]).toMatchObject({
    status: 'approved',
    monthly_rent: 52000,
    commission_percentage: 10,
    management_fee_percentage: 8,
    rental_value_locked: 5200,
    property_type: 'Duplex',
    property_location: 'Pune',
    locality: 'Viman Nagar',
  });
  expect(data?.[0]?.reviewed_by_admin_id, 'reviewed by the admin').toBeTruthy();
});
