import { Secret, TOTP } from 'otpauth';
import { DEMO_ACCOUNTS } from '../../db/seed/accounts.ts';
import { expect, test } from '../src/fixtures.ts';

const admin = DEMO_ACCOUNTS.find((account) => account.role === 'admin');

function totpCode(secret: string): string {
  return new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  }).generate();
}

test('an admin signs in with password and authenticator code and sees the properties list', async ({
  page,
  anon,
  service,
}) => {
  if (!admin?.totp_secret) throw new Error('The seed has no demo admin with a TOTP secret');
  const all = await service.from('properties').select('id', { count: 'exact', head: true });
  const listed = await anon.from('properties').select('id', { count: 'exact', head: true });
  expect(all.count ?? 0, 'the seed has unlisted properties too').toBeGreaterThan(listed.count ?? 0);

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await page.getByLabel('Authentication code').fill(totpCode(admin.totp_secret));
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL(/\/admin\/properties/);
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Title' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Rent' })).toBeVisible();
  // The rent column goes through core's formatter: rupees, Indian grouping, no decimals.
  await expect(table.getByRole('row').nth(1)).toContainText(/₹[\d,]+/);
  await expect(table.getByRole('row')).not.toHaveCount(1);
  // With the second factor the admin sees every property, not only the listed ones.
  await expect(page.getByText(new RegExp(`of ${all.count}$`))).toBeVisible();
});
