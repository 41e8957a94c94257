import { DEMO_ACCOUNTS } from '../../db/seed/accounts.ts';
import { expect, test } from '../src/fixtures.ts';
import { seriousViolations } from '../src/seriousViolations.ts';

const tenant = DEMO_ACCOUNTS.find((account) => account.role === 'tenant');

test('a signed-in person without the admin role sees Access Denied', async ({ page }) => {
  if (!tenant) throw new Error('The seed has no demo tenant');
  await page.goto('/admin?tab=users');
  await page.getByLabel('Email').fill(tenant.email, { timeout: 30_000 });
  await page.getByLabel('Password').fill(tenant.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('You do not have admin privileges.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Users' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});
