import { expect, type Page } from '@playwright/test';
import { seriousViolations } from './seriousViolations.ts';

/**
 * One step of a portal sweep: the page answers 200 with a title, one h1, its main region, the
 * portal's navigation and no serious or critical accessibility violations. The checks are soft, so
 * the sweep goes on and reports every page that fails, each by its path.
 */
export async function expectPortalPage(page: Page, path: string, isMobile: boolean): Promise<void> {
  const response = await page.goto(path);
  expect.soft(response?.status(), `${path}: status`).toBe(200);
  await expect.soft(page, path).toHaveTitle(/\S · Rentals\.in$/);
  await expect.soft(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
  await expect.soft(page.getByRole('main'), path).toBeVisible();
  if (isMobile) await expect.soft(page.getByText('Portal menu'), path).toBeVisible();
  else await expect.soft(page.getByRole('complementary').getByRole('navigation', { name: 'Portal' }), path).toBeVisible();
  expect.soft(await seriousViolations(page), path).toEqual([]);
}
