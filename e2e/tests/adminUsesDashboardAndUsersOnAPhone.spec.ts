import type { Page } from '@playwright/test';
import { expect, SCREEN, test } from '../src/adminSession.ts';
import { seriousViolations } from '../src/seriousViolations.ts';

test.use({ viewport: { width: 390, height: 844 } });

async function fitsTheWidth(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, 'no sideways scrolling of the page').toBeLessThanOrEqual(0);
}

test('an admin uses the dashboard and the users list at 390 px', async ({ adminPage: page }) => {
  test.slow();
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: /^Welcome back/ })).toBeVisible(SCREEN);
  await expect(page.getByRole('heading', { name: 'Total Users' })).toBeVisible();
  await fitsTheWidth(page);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Users' })
    .click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible(SCREEN);
  // On a phone each person is a card, and the pagination fits the width.
  await expect(page.getByRole('list', { name: 'Users' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'users' })).toHaveText(/[\d,]+ users/);
  await fitsTheWidth(page);
  expect(await seriousViolations(page)).toEqual([]);
});
