// Signing up on /auth: the account waits for its emailed confirmation (the page says to check the
// email, and the password alone does not sign in yet), and the link in the email signs the person in
// through the site's code exchange, landing in their portal.
import { expect, test } from '../src/fixtures.ts';

test('a visitor signs up, confirms the address from the email and lands signed in in their portal', async ({ page, service, anon }, testInfo) => {
  // Through two servers and a mailbox.
  test.slow();
  const email = `newcomer.${testInfo.project.name}.${Date.now()}@example.in`;
  await page.goto('/auth?mode=signup');
  const form = page.getByRole('form', { name: 'Create your account' });
  await form.getByLabel('Full name').fill('Ishita Banerjee');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill('Ishita@2026');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your email');
  await expect(page.getByRole('main').getByRole('status')).toContainText(`We have sent an email to ${email}.`);

  // The account exists but is not confirmed: its password does not sign in yet.
  const waiting = await service.from('profiles').select('full_name, email_verified').eq('email', email).single();
  expect(waiting.data).toEqual({ full_name: 'Ishita Banerjee', email_verified: false });
  expect((await anon.auth.signInWithPassword({ email, password: 'Ishita@2026' })).error?.code).toBe('email_not_confirmed');

  await page.getByRole('link', { name: 'Open the development mailbox' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your signup' })).toBeVisible();
  await page.getByRole('link', { name: 'Open the link in this email' }).first().click();
  await expect(page).toHaveURL(/\/portal\/user$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();

  const confirmed = await service.from('profiles').select('email_verified').eq('email', email).single();
  expect(confirmed.data).toEqual({ email_verified: true });
  expect((await anon.auth.signInWithPassword({ email, password: 'Ishita@2026' })).error).toBeNull();
});
