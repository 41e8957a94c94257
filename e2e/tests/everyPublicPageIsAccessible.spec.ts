import type { Page } from '@playwright/test';
import { expect, test } from '../src/fixtures.ts';
import { seriousViolations } from '../src/seriousViolations.ts';

// Every public page of spec 2.1, and an unknown address for the not-found page.
const PUBLIC_PAGES: { path: string; status?: number }[] = [
  { path: '/' },
  { path: '/properties' },
  { path: '/auth' },
  { path: '/about' },
  { path: '/contact' },
  { path: '/contact/sent' },
  { path: '/services' },
  { path: '/property-owners' },
  { path: '/tenants' },
  { path: '/corporates' },
  { path: '/brokers' },
  { path: '/guaranteed-lease' },
  { path: '/tenant-verification' },
  { path: '/furnished-leasing' },
  { path: '/legal-support' },
  { path: '/property-management' },
  { path: '/terms-conditions' },
  { path: '/privacy-policy' },
  { path: '/no-such-page/at-all', status: 404 },
];

// One page walks them all, as a visitor's browser would: a fresh browser for each page spent as long
// again on its cold cache as on the checks. Every page is its own step, and a page's failures are
// reported without stopping the walk.
test('every public page answers with a title, one h1 and no serious or critical accessibility violations', async ({ page }) => {
  test.setTimeout(PUBLIC_PAGES.length * 30_000);
  for (const { path, status = 200 } of PUBLIC_PAGES) {
    await test.step(`${path} answers ${status}`, () => expectAccessible(page, path, status, expect.soft));
  }
});

test('a listing, a filtered search and the other sign-in forms pass axe too', async ({ page, anon }) => {
  const listed = await anon.from('properties').select('id').limit(1).single();
  expect(listed.error).toBeNull();
  await expectAccessible(page, `/property/${listed.data?.id as string}`, 200);
  await expectAccessible(page, '/properties?city=Pune&bhk=2&sort=rent_asc', 200);
  await expectAccessible(page, '/auth?mode=signup', 200);
  await expectAccessible(page, '/auth?mode=forgot', 200);
  await expectAccessible(page, '/property/00000000-0000-4000-8000-000000000000', 404);
});

test('the Hindi home, search and listing pass axe, in Hindi', async ({ page, anon }) => {
  const listed = await anon.from('properties').select('id').limit(1).single();
  expect(listed.error).toBeNull();
  for (const path of ['/hi', '/hi/properties?city=Pune&bhk=2', `/hi/property/${listed.data?.id as string}`]) {
    await expectAccessible(page, path, 200);
    await expect(page.locator('html'), path).toHaveAttribute('lang', 'hi-IN');
  }
  await expectAccessible(page, '/hi/property/00000000-0000-4000-8000-000000000000', 404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
});

// The check itself: on a real page with faults added, it names each one.
test('the accessibility check finds an image without text, a nameless button and faint text', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('main').evaluate((main) => {
    main.insertAdjacentHTML('beforeend', '<img src="/favicon.svg"><button></button><p style="color:#eee;background:#fff">Faint</p>');
  });
  const found = (await seriousViolations(page)).map((line) => line.split(':')[0]);
  expect(found).toEqual(expect.arrayContaining(['image-alt', 'button-name', 'color-contrast']));
});

async function expectAccessible(page: Page, path: string, status: number, check: typeof expect = expect): Promise<void> {
  const response = await page.goto(path);
  check(response?.status(), `${path}: status`).toBe(status);
  await check(page, path).toHaveTitle(/\S/);
  await check(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
  await check(page.getByRole('main'), path).toBeVisible();
  check(await seriousViolations(page), path).toEqual([]);
}
