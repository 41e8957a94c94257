import { createNewAdmin, totpCode } from '../src/adminSession.ts';
import { expect, test } from '../src/fixtures.ts';

test('a first-time admin sets up an authenticator app from the QR code or key, then logs out', async ({
  page,
  service,
}) => {
  test.slow();
  const admin = await createNewAdmin(service);
  await page.goto('/admin');
  await page.getByLabel('Email').fill(admin.email, { timeout: 30_000 });
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByRole('heading', { name: 'Set up two-step verification' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const key = (await page.getByLabel('Key').textContent())?.trim() ?? '';
  expect(key, 'the key is shown as text').toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel('Authentication code').fill(totpCode(key));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back, Naveen Rao' })).toBeVisible({
    timeout: 30_000,
  });

  const factors = await service.auth.admin.mfa.listFactors({ userId: admin.id });
  expect(
    factors.data?.factors.map((f) => f.status),
    'one verified factor',
  ).toEqual(['verified']);

  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});
