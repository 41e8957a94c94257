import { expect, SCREEN, test } from '../src/adminSession.ts';
import { countCalls } from '../src/rpcCalls.ts';
import { createAffiliate } from '../src/people.ts';
import { auditCount, createListing, createPerson, unique } from '../src/reviewFixtures.ts';

test('a double click sends one request, and removing a role asks first', async ({
  adminPage: page,
  service,
}) => {
  test.slow(); // three screens and their database reads in one journey
  const assigns = countCalls(page, 'assign_role');
  const removals = countCalls(page, 'remove_role');
  const shadowPowers = countCalls(page, 'set_affiliate_shadow_power');
  const approvals = countCalls(page, 'approve_property');

  // Role Management: Assign Role double-clicked, then a role chip clicked.
  const person = await createPerson(service, 'Devika Pillai');
  const roles = async () =>
    (await service.from('user_roles').select('id, role').eq('user_id', person.id)).data ?? [];
  await page.goto('/admin?tab=roles');
  await expect(page.getByRole('heading', { level: 1, name: 'Role Management' })).toBeVisible({ timeout: 60_000 });
  await page.getByLabel('Search users by name or email').fill(person.email);
  await page.getByRole('list', { name: 'Matching users' }).getByText(person.email).click();
  await expect(page.getByText('This user has no roles yet.')).toBeVisible();
  await page.getByRole('combobox', { name: /^Role (?!held)/ }).click();
  await page.getByRole('option', { name: 'Tenant' }).click();
  await page.getByRole('button', { name: 'Assign Role' }).dblclick();
  await expect(page.getByText('Role assigned')).toBeVisible();
  const current = page.getByRole('list', { name: 'Current roles' });
  await expect(current.getByRole('button', { name: 'Remove role Tenant' })).toBeVisible();
  expect(assigns(), 'one assign_role call').toBe(1);
  const assigned = await roles();
  expect(assigned.map((r) => r.role), 'the role, once').toEqual(['tenant']);
  const roleId = (assigned[0] as { id: string }).id;
  expect(await auditCount(service, 'assign_role', roleId), 'one audit row').toBe(1);

  await current.getByRole('button', { name: 'Remove role Tenant' }).click();
  const question = page.getByRole('dialog', { name: 'Remove the Tenant role?' });
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  expect(removals(), 'nothing sent before the answer').toBe(0);
  expect((await roles()).map((r) => r.role), 'the role stays after Cancel').toEqual(['tenant']);

  await current.getByRole('button', { name: 'Remove role Tenant' }).click();
  await question.getByRole('button', { name: 'Remove role' }).dblclick();
  await expect(page.getByText('Role removed')).toBeVisible();
  await expect(page.getByText('This user has no roles yet.')).toBeVisible();
  await expect(page.getByText(/Failed to remove role/)).toHaveCount(0);
  expect(removals(), 'one remove_role call').toBe(1);
  expect(await roles(), 'no role left').toEqual([]);
  expect(await auditCount(service, 'remove_role', roleId), 'one audit row').toBe(1);

  // Shadow power: Save double-clicked.
  const affiliate = await createAffiliate(service, 'Harsha Reddy');
  await page.goto('/admin?tab=users');
  await page.getByLabel('Search users').fill(affiliate.email, SCREEN);
  await page.getByRole('button', { name: 'Actions for Harsha Reddy' }).click();
  await page.getByRole('menuitem', { name: 'Shadow Power' }).click();
  const dialog = page.getByRole('dialog', { name: 'Shadow Power for Harsha Reddy' });
  await dialog.getByLabel(/Shadow power amount/).fill('1,50,000');
  await dialog.getByRole('button', { name: 'Save' }).dblclick();
  await expect(page.getByText('Success - Shadow power added successfully')).toBeVisible();
  expect(shadowPowers(), 'one set_affiliate_shadow_power call').toBe(1);
  const audit = await service
    .from('shadow_power_audit')
    .select('previous_amount, new_amount')
    .eq('affiliate_id', affiliate.affiliate_id);
  expect(audit.data, 'one change, of the amount typed with Indian grouping').toEqual([
    { previous_amount: 0, new_amount: 150000 },
  ]);

  // Admin Dashboard: a listing's Approve double-clicked.
  const title = `2 BHK near Baner hill ${unique()}`;
  const listing = await createListing(service, title);
  await page.goto('/admin/admin-dashboard');
  await page.getByLabel('Search properties...').fill(title, SCREEN);
  await page.getByRole('button', { name: `Approve: ${title}` }).dblclick();
  await expect(page.getByText('Property approved successfully')).toBeVisible();
  expect(approvals(), 'one approve_property call').toBe(1);
  expect(await auditCount(service, 'approve_property', listing.id), 'one audit row').toBe(1);
});
