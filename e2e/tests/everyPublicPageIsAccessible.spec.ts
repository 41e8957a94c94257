import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../src/fixtures.ts';

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

for (const { path, status = 200 } of PUBLIC_PAGES) {
  test(`${path} answers ${status} with a title, one h1 and no serious or critical accessibility violations`, async ({ page }) => {
    await expectAccessible(page, path, status);
  });
}

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

async function expectAccessible(page: Page, path: string, status: number): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), 'status').toBe(status);
  await expect(page).toHaveTitle(/\S/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('main')).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
  expect(serious, path).toEqual([]);
}
