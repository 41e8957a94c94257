import { expect, SCREEN, test } from '../src/adminSession.ts';
import { countCalls } from '../src/rpcCalls.ts';
import { auditCount, createPerson } from '../src/reviewFixtures.ts';

test('an admin undoes a role assignment and the database stays as it was, then assigns it for good', async ({
  adminPage: page,
  service,
}) => {
  test.slow(); // a screen's first load and two notification windows
  const assigns = countCalls(page, 'assign_role');
  const person = await createPerson(service, 'Ritu Banerjee');
  const roles = async () =>
    (await service.from('user_roles').select('id, role').eq('user_id', person.id)).data ?? [];

  await page.goto('/admin?tab=roles');
  await expect(page.getByRole('heading', { level: 1, name: 'Role Management' })).toBeVisible(SCREEN);
  await page.getByLabel('Search users by name or email').fill(person.email);
  await page.getByRole('list', { name: 'Matching users' }).getByText(person.email).click();
  await expect(page.getByText('This user has no roles yet.')).toBeVisible();
  await page.getByRole('combobox', { name: /^Role (?!held)/ }).click();
  await page.getByRole('option', { name: 'Broker' }).click();

  await page.getByRole('button', { name: 'Assign Role' }).click();
  const toasts = page.getByRole('region', { name: 'Notifications' });
  await expect(toasts.getByText('Role assigned')).toBeVisible();
  await toasts.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Role assignment undone: nothing was changed.')).toBeVisible();
  expect(assigns(), 'nothing sent for an undone assignment').toBe(0);
  expect(await roles(), 'no role in the database').toEqual([]);
  await expect(page.getByText('This user has no roles yet.')).toBeVisible();

  // Not undone: sent once the notification has gone, with its audit row.
  await page.getByRole('button', { name: 'Assign Role' }).click();
  await expect(
    page.getByRole('list', { name: 'Current roles' }).getByRole('button', { name: 'Remove role Broker' }),
  ).toBeVisible();
  expect(assigns(), 'one assign_role call').toBe(1);
  const assigned = await roles();
  expect(assigned.map((r) => r.role)).toEqual(['broker']);
  expect(await auditCount(service, 'assign_role', (assigned[0] as { id: string }).id), 'audit rows').toBe(1);
});
