import { expect, test } from '../src/adminSession.ts';
import { auditCount, createPerson } from '../src/reviewFixtures.ts';

test('an admin finds a user by email, assigns a role and removes it', async ({
  adminPage: page,
  service,
}) => {
  test.slow(); // several screens and database reads in one journey
  const person = await createPerson(service, 'Kavya Nair');
  const roles = async () =>
    (await service.from('user_roles').select('id, role').eq('user_id', person.id)).data ?? [];

  await page.goto('/admin?tab=roles');
  // The console's first load: the admin check, then the screen's own chunk.
  await expect(page.getByRole('heading', { level: 1, name: 'Role Management' })).toBeVisible({ timeout: 60_000 });
  await page.getByLabel('Search users by name or email').fill(person.email);
  await page.getByRole('list', { name: 'Matching users' }).getByText(person.email).click();
  await expect(page.getByLabel('User ID (UUID)')).toHaveValue(person.id);
  await expect(page.getByText('This user has no roles yet.')).toBeVisible();

  await page.getByRole('combobox', { name: /^Role (?!held)/ }).click();
  await page.getByRole('option', { name: 'Landlord' }).click();
  await page.getByRole('button', { name: 'Assign Role' }).click();
  await expect(page.getByText('Role assigned')).toBeVisible();
  // Sent once the notification's Undo has passed; the role's chip appears then.
  const current = page.getByRole('list', { name: 'Current roles' });
  await expect(current.getByRole('button', { name: 'Remove role Landlord' })).toBeVisible();
  const assigned = await roles();
  expect(
    assigned.map((r) => r.role),
    'exactly the new role',
  ).toEqual(['landlord']);
  expect(
    await auditCount(service, 'assign_role', (assigned[0] as { id: string }).id),
    'audit rows',
  ).toBe(1);

  await current.getByRole('button', { name: 'Remove role Landlord' }).click();
  await page
    .getByRole('dialog', { name: 'Remove the Landlord role?' })
    .getByRole('button', { name: 'Remove role' })
    .click();
  await expect(page.getByText('Role removed')).toBeVisible();
  expect(await roles(), 'no role left').toEqual([]);
  expect(
    await auditCount(service, 'remove_role', (assigned[0] as { id: string }).id),
    'audit rows',
  ).toBe(1);
  await expect(page.getByText('This user has no roles yet.')).toBeVisible();
});
