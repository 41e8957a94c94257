// Signing up on /auth with a mobile number: a code is texted to it (with no SMS provider set, into
// the development mailbox), and the code signs the person in, landing in their portal with the
// number confirmed on the account and on the profile.
import { expect, test } from '../src/fixtures.ts';

test('a renter signs up with a mobile number and the texted code, and lands signed in', async ({ page, service }) => {
  // Through two servers and a mailbox.
  test.slow();
  // A fresh Indian mobile each run: 9 and nine digits from the clock.
  const digits = `9${String(Date.now()).slice(-9)}`;
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Sign in with your mobile number instead' }).click();
  const form = page.getByRole('form', { name: 'Sign in with your mobile' });
  await form.getByLabel('Mobile number').fill(`${digits.slice(0, 5)} ${digits.slice(5)}`);
  await form.getByRole('button', { name: 'Text me a code' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enter the code');
  await expect(page.getByText(`We have texted a 6-digit code to +91${digits}.`)).toBeVisible();

  // The account waits for its code: no profile has the number confirmed yet.
  const before = await service.from('profiles').select('user_id').eq('phone', `+91${digits}`).eq('phone_verified', true);
  expect(before.data).toEqual([]);

  // The code, from the development mailbox's text message to the number (it opens in another tab).
  const [mailbox] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'Open the development mailbox' }).click(),
  ]);
  const text = mailbox.getByRole('article').filter({ hasText: `Text message to +91${digits}` }).first().locator('pre');
  const code = /\b(\d{6})\b/.exec(await text.innerText())?.[1];
  expect(code).toMatch(/^\d{6}$/);
  await mailbox.close();

  await page.getByRole('form', { name: 'Enter the code' }).getByLabel('Code from the text message').fill(code!);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/portal\/user$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();

  const profile = await service.from('profiles').select('user_id, phone, phone_verified').eq('phone', `+91${digits}`).single();
  expect(profile.data).toMatchObject({ phone: `+91${digits}`, phone_verified: true });
  const confirmed = await service.auth.admin.getUserById(profile.data!.user_id);
  expect(confirmed.data.user?.phone).toBe(`91${digits}`);
  expect(confirmed.data.user?.phone_confirmed_at).toBeTruthy();
});
