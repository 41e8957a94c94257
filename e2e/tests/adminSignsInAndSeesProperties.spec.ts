import { Secret, TOTP } from 'otpauth';
import { DEMO_ACCOUNTS } from '../../db/seed/accounts.ts';
import { expect, test } from '../src/fixtures.ts';

const admin = DEMO_ACCOUNTS.find((account) => account.role === 'admin');

/** The code of the current time step, or of the next one (which the server's drift window accepts). */
function totpCode(secret: string, ahead: number): string {
  return new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  }).generate({ timestamp: Date.now() + ahead * 30_000 });
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
  // A code is accepted once: when the other project's run spent this time step, the next step's code
  // is the newest one the phone would show, and the one a person would try.
  await page.getByLabel('Authentication code').fill(totpCode(admin.totp_secret, 0));
  await page.getByRole('button', { name: 'Verify' }).click();
  const outcome = await Promise.race([
    page.waitForURL(/\/admin\/properties/).then(() => 'in' as const, () => 'neither' as const),
    page.getByText('That code did not work').waitFor().then(() => 'refused' as const, () => 'neither' as const),
  ]);
  if (outcome === 'refused') {
    await page.getByLabel('Authentication code').fill(totpCode(admin.totp_secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
  }

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
