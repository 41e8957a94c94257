import type { Page } from '@playwright/test';
import { expect, test } from '../src/fixtures.ts';
import { seriousViolations } from '../src/seriousViolations.ts';

/** Follows the language switch where a visitor finds it: the header, or the menu below 768 px. */
async function switchLanguage(page: Page, isMobile: boolean, to: 'हिन्दी' | 'English') {
  if (isMobile) {
    await page.getByRole('button', { name: /^(Open menu|मेनू खोलें)$/ }).click();
    await page.getByRole('dialog').getByRole('link', { name: to, exact: true }).click();
  } else {
    await page.getByRole('banner').getByRole('link', { name: to, exact: true }).click();
  }
}

async function languageCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'lang');
}

test('a visitor switches the home page to its Hindi address and back, keeping the query', async ({ page, isMobile }) => {
  await page.goto('/?city=Pune&bhk=2');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.getByRole('heading', { level: 1, name: 'Find a home to rent, anywhere in India' })).toBeVisible();

  await switchLanguage(page, isMobile, 'हिन्दी');
  await expect(page).toHaveURL(/\/hi\?city=Pune&bhk=2$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { level: 1, name: 'भारत में कहीं भी किराये का घर खोजें' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'खोजें' })).toBeVisible();
  // Rupees and counts stay en-IN in Hindi.
  await expect(page.getByText(/^[\d,]+ प्रॉपर्टी उपलब्ध$/)).toBeVisible();
  // The choice is remembered for the visitor's next pages.
  expect((await languageCookie(page))?.value).toBe('hi');
  expect(await seriousViolations(page)).toEqual([]);

  // Its search form sends a Hindi reader to the Hindi search.
  await expect(page.locator('form[data-home-search]')).toHaveAttribute('action', '/hi/properties');

  await switchLanguage(page, isMobile, 'English');
  await expect(page).toHaveURL(/\/\?city=Pune&bhk=2$/);
  await expect(page).not.toHaveURL(/\/hi/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.getByRole('heading', { level: 1, name: 'Find a home to rent, anywhere in India' })).toBeVisible();
  expect((await languageCookie(page))?.value).toBe('en');
});

const escaped = (address: string) => new RegExp(`${address.replace(/[?]/g, '\\?')}$`);

test('the search switches to its Hindi address with its query, naming both copies', async ({ page, isMobile }) => {
  const address = '/properties?city=Pune&bhk=2';
  await page.goto(address);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: 'Company' })).toBeVisible();
  await expect(page.locator('link[rel="alternate"][hreflang="hi-IN"]')).toHaveAttribute('href', /\/hi\/properties\?city=Pune&bhk=2$/);

  await switchLanguage(page, isMobile, 'हिन्दी');
  await expect(page).toHaveURL(escaped(`/hi${address}`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(footer.getByRole('heading', { name: 'कंपनी' })).toBeVisible();
  // The marketing and legal pages have Hindi copies of their own, and a Hindi reader is sent there.
  await expect(footer.getByRole('link', { name: 'नियम और शर्तें' })).toHaveAttribute('href', '/hi/terms-conditions');
  // The search itself speaks Hindi too, with rupees and counts still en-IN.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pune में किराये के घर');
  await expect(page.getByText(/घर मिल/)).toBeVisible();
  // Canonical per language; English is the x-default.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/hi\/properties\?city=Pune&bhk=2$/);
  await expect(page.locator('link[rel="alternate"][hreflang="en-IN"]')).toHaveAttribute('href', /[^i]\/properties\?city=Pune&bhk=2$/);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /[^i]\/properties\?city=Pune&bhk=2$/);
  // Its links keep the reader in Hindi: cards, the filters' form.
  await expect(page.locator('form[data-search-form]')).toHaveAttribute('action', '/hi/properties');
  await page.getByRole('main').locator('a[href^="/hi/property/"]').first().click();
  await expect(page).toHaveURL(/\/hi\/property\/[0-9a-f-]+$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('navigation', { name: 'आप यहाँ हैं' }).getByRole('link').first()).toHaveAttribute('href', '/hi/properties');
  await page.goBack();

  await switchLanguage(page, isMobile, 'English');
  await expect(page).toHaveURL(escaped(address));
  await expect(page).not.toHaveURL(/\/hi\//);
  await expect(footer.getByRole('heading', { name: 'Company' })).toBeVisible();
});

test('an English address is English whatever the cookie says, the same page for everyone', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'lang', value: 'hi', url: baseURL! }]);
  await page.goto('/properties?city=Pune');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Homes for rent in Pune');
  await page.goto('/hi/properties?city=Pune');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  // The cookie still chooses where the address does not: the sign-in page.
  await page.goto('/auth');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
});

test('the switch sets a year-long cookie and never sends anyone to another site', async ({ request }) => {
  const response = await request.get('/language?to=hi&next=https://evil.example/', { maxRedirects: 0 });
  expect(response.status()).toBe(303);
  // Home, in the language just chosen.
  expect(response.headers()['location']).toBe('/hi');
  const cookie = response.headers()['set-cookie'] ?? '';
  expect(cookie).toContain('lang=hi');
  expect(cookie).toContain('Max-Age=31536000');
  expect(cookie).toContain('Path=/');
  expect(cookie).toContain('SameSite=Lax');

  const back = await request.get('/language?to=en&next=/hi/properties%3Fcity%3DPune', { maxRedirects: 0 });
  expect(back.headers()['location']).toBe('/properties?city=Pune');
  const there = await request.get('/language?to=hi&next=/property/7%23visit', { maxRedirects: 0 });
  expect(there.headers()['location']).toBe('/hi/property/7#visit');
});

/** The English page's address, absolute or from the root: never its /hi copy. */
const ENGLISH_COPY = /^(https?:\/\/[^/]+)?\/property-owners$/;

test('a marketing page switches to its Hindi copy at its own address and back, each naming the other', async ({ page, isMobile }) => {
  await page.goto('/property-owners');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.locator('link[rel="alternate"][hreflang="hi-IN"]')).toHaveAttribute('href', /\/hi\/property-owners$/);
  await expect(page.locator('link[rel="alternate"][hreflang="en-IN"]')).toHaveAttribute('href', ENGLISH_COPY);

  await switchLanguage(page, isMobile, 'हिन्दी');
  await expect(page).toHaveURL(/\/hi\/property-owners$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('अपना घर सही किरायेदार को दें, बिना भाग-दौड़ के');
  await expect(page.locator('link[rel="alternate"][hreflang="en-IN"]')).toHaveAttribute('href', ENGLISH_COPY);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', ENGLISH_COPY);
  expect((await languageCookie(page))?.value).toBe('hi');
  expect(await seriousViolations(page)).toEqual([]);

  await switchLanguage(page, isMobile, 'English');
  await expect(page).toHaveURL(ENGLISH_COPY);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  expect((await languageCookie(page))?.value).toBe('en');
});
