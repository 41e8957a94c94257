// The language is chosen once and kept: the links carry it from page to page (home, search,
// listings and marketing pages to their Hindi addresses), the cookie to the pages that have one
// address for both languages, and a signed-in person's choice is saved on their profile, so it
// follows them to another device and their emails are written in it.
import crypto from 'node:crypto';
import type { Page } from '@playwright/test';
import { signInBrowser } from '../src/browserSession.ts';
import { expect, test } from '../src/fixtures.ts';

async function switchTo(page: Page, isMobile: boolean, name: 'हिन्दी' | 'English') {
  if (isMobile) {
    await page.getByRole('button', { name: /^(Open menu|मेनू खोलें)$/ }).click();
    await page.getByRole('dialog').getByRole('link', { name, exact: true }).click();
  } else {
    await page.getByRole('banner').getByRole('link', { name, exact: true }).first().click();
  }
}

test('a visitor chooses Hindi once and every page after it is Hindi, language pages at their Hindi address', async ({ page, isMobile }) => {
  await page.goto('/');
  await switchTo(page, isMobile, 'हिन्दी');
  await expect(page).toHaveURL(/\/hi$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');

  // The site's links keep the Hindi addresses.
  await page.goto('/hi/properties?city=Pune');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pune में किराये के घर');
  // A page with one address for both languages, opened afresh: the cookie chose.
  await page.goto('/auth');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await page.goto('/hi/properties?city=Pune');

  // The footer leads to the Hindi copies of the company pages.
  await page.getByRole('contentinfo').getByRole('link', { name: 'हमारे बारे में' }).click();
  await expect(page).toHaveURL(/\/hi\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('भारत में घर किराये पर लेना-देना आसान, ईमानदार और लिखित होना चाहिए');
  // Money stays en-IN in Hindi.
  await page.goto('/hi/tenants');
  await expect(page.getByText('₹1,50,000', { exact: false }).first()).toBeVisible();

  // The Hindi contact page sends its enquiry and answers in Hindi.
  await page.goto('/hi/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('हम आपकी क्या मदद करें?');
  await page.getByLabel('आपका नाम').fill('अनीता');
  await page.getByLabel('ईमेल पता').fill(`anita.${crypto.randomBytes(4).toString('hex')}@example.in`);
  await page.getByLabel('आपका संदेश').fill('छोटा');
  await page.getByRole('button', { name: 'भेजें' }).click();
  await expect(page.getByText('संदेश कम से कम 10 अक्षरों का होना चाहिए').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
});

test('a signed-in person’s choice is saved on their profile, follows them to another device and writes their emails', async ({ page, browser, service, product, isMobile }) => {
  test.slow();
  const email = `kavya.rao.${crypto.randomBytes(4).toString('hex')}@example.in`;
  const password = `Pw-${crypto.randomBytes(8).toString('hex')}`;
  const created = await service.auth.admin.createUser({ email, password, email_confirm: true, user_metadata: { full_name: 'Kavya Rao' } });
  expect(created.error).toBeNull();
  const id = created.data.user!.id;
  const languageOnProfile = async () =>
    (await service.from('profiles').select('preferred_language').eq('user_id', id).single()).data?.preferred_language as string | null;
  expect(await languageOnProfile()).toBeNull();

  await signInBrowser(page.context(), product, { email, password });
  await page.goto('/portal/user/profile');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

  // The switch in the portal itself.
  if (isMobile) await switchTo(page, true, 'हिन्दी');
  else await page.locator('.portal-header').getByRole('link', { name: 'हिन्दी' }).click();
  await expect(page).toHaveURL(/\/portal\/user\/profile$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { level: 1, name: 'प्रोफ़ाइल' })).toBeVisible();
  await expect.poll(languageOnProfile).toBe('hi');
  // The portal follows the choice, and its way back to the homes is the Hindi search.
  await expect(page.locator('#portal-sidebar a[href="/hi/properties"]')).toHaveCount(1);

  // Another device: no lang cookie, only the session. The profile chooses, and the device remembers.
  const other = await browser.newContext();
  try {
    await signInBrowser(other, product, { email, password });
    const phone = await other.newPage();
    await phone.goto('/portal/user/profile');
    await expect(phone.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(phone.getByRole('heading', { level: 1, name: 'प्रोफ़ाइल' })).toBeVisible();
    expect((await other.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('hi');

    // Their reset email is in Hindi (the development mailbox shows what was sent).
    await phone.context().clearCookies();
    await phone.goto('/auth?mode=forgot');
    const form = phone.getByRole('form', { name: 'Reset your password' });
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Send reset link' }).click();
    await phone.goto(`${product.mailboxUrl}?to=${encodeURIComponent(email)}`);
    await expect(phone.getByRole('heading', { name: 'अपना पासवर्ड रीसेट करें' })).toBeVisible();
  } finally {
    await other.close();
  }

  // Back to English on the first device, from the Hindi search: the profile follows.
  await page.goto('/hi/properties');
  await switchTo(page, isMobile, 'English');
  await expect(page).toHaveURL(/\/properties$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect.poll(languageOnProfile).toBe('en');
});
