import { expect, SCREEN, test } from '../src/adminSession.ts';
import { createPerson } from '../src/reviewFixtures.ts';

test("an admin filters Users by search and role, and a reload keeps the filter from the address", async ({
  adminPage: page,
  service,
}) => {
  test.slow(); // the console's first load twice
  const person = await createPerson(service, 'Tanvi Kulkarni');
  const { error } = await service.from('user_roles').insert({ user_id: person.id, role: 'landlord' });
  if (error) throw new Error(error.message);

  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible(SCREEN);
  await page.getByRole('searchbox', { name: 'Search users' }).fill(person.email);
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Landlord' }).click();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.filter({ hasText: 'Tanvi Kulkarni' })).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: 'users' })).toHaveText('1 users');
  // The search reaches the address after its pause, the role at once: either may come first.
  const filterInAddress = () => JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}') as Record<string, string>;
  await expect.poll(filterInAddress, SCREEN).toEqual({ q: person.email, role: 'landlord' });

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible(SCREEN);
  await expect(page.getByRole('searchbox', { name: 'Search users' })).toHaveValue(person.email);
  await expect(page.getByRole('combobox', { name: 'Role' })).toHaveText('Landlord');
  await expect(rows.filter({ hasText: 'Tanvi Kulkarni' })).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: 'users' })).toHaveText('1 users');

  // Another role empties the list: the filter is the database's, not the page's.
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Broker' }).click();
  await expect(page.getByText('No users match this search.')).toBeVisible();
});
