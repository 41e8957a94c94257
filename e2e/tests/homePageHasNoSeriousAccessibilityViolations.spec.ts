import { expect, test } from '../src/fixtures.ts';
import { seriousViolations } from '../src/seriousViolations.ts';

test('the home page has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Newest listings' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('an unknown address shows the not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'We could not find that page' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
});
