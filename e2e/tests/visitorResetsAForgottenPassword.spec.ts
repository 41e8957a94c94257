// Forgot password, end to end in a browser: the reset link is mailed (the development mailbox shows
// it), opening it comes back through the PKCE code exchange, and the new password works.
import { expect, test } from '../src/fixtures.ts';

test('a visitor resets a forgotten password from the emailed link and signs in with the new one', async ({ page, service, anon, product }, testInfo) => {
  // A long journey through two servers and a mailbox.
  test.slow();
  const email = `forgetful.${testInfo.project.name}.${Date.now()}@example.in`;
  const created = await service.auth.admin.createUser({ email, password: 'Old-Password-1', email_confirm: true, user_metadata: { full_name: 'Rohan Mehta' } });
  expect(created.error).toBeNull();

  await page.goto('/auth?next=%2Fproperties%3Fcity%3DPune');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  const form = page.getByRole('form', { name: 'Reset your password' });
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your email');
  await expect(page.getByRole('main').getByRole('status')).toContainText(email);

  // The development mailbox holds the message; its link goes through the auth server and back.
  await page.getByRole('link', { name: 'Open the development mailbox' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByRole('link', { name: 'Open the link in this email' }).first().click();
  await expect(page).toHaveURL(/\/auth\/reset\?next=/);

  const reset = page.getByRole('form', { name: 'Choose a new password' });
  await reset.getByLabel('New password', { exact: true }).fill('New-Password-2');
  await reset.getByLabel('New password again').fill('Different-3');
  await reset.getByRole('button', { name: 'Save new password' }).click();
  await expect(reset.getByText('The two passwords do not match').first()).toBeVisible();
  await reset.getByLabel('New password', { exact: true }).fill('New-Password-2');
  await reset.getByLabel('New password again').fill('New-Password-2');
  await reset.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/properties\?city=Pune$/);

  // The new password signs in, the old one no longer does, and the link does not work twice.
  expect((await anon.auth.signInWithPassword({ email, password: 'New-Password-2' })).error).toBeNull();
  expect((await anon.auth.signInWithPassword({ email, password: 'Old-Password-1' })).error?.code).toBe('invalid_credentials');
  // On another device (no session), the spent link explains itself and offers a new one.
  await page.context().clearCookies();
  await page.goto(`${product.mailboxUrl}?to=${encodeURIComponent(email)}`);
  await page.getByRole('link', { name: 'Open the link in this email' }).first().click();
  await expect(page).toHaveURL(/\/auth\?mode=forgot&error=link(#.*)?$/);
  await expect(page.getByRole('alert')).toHaveText('That link is invalid or has expired. Ask for a new one below.');
});
