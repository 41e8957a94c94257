import { expect, test } from '../src/fixtures.ts';
import { seriousViolations } from '../src/seriousViolations.ts';

test('a visitor on a phone opens the menu with the keyboard, sees every offering and the stats, and closes it with Escape', async ({
  page,
  isMobile,
}) => {
  // The mobile shell is chosen by width alone (below 768 px), so the desktop browser sees it too.
  if (!isMobile) await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

  const menuButton = page.getByRole('button', { name: 'Open menu' });
  await expect(menuButton).toBeVisible();
  for (let presses = 0; presses < 8 && !(await menuButton.evaluate((el) => el === document.activeElement)); presses++)
    await page.keyboard.press('Tab');
  await expect(menuButton).toBeFocused();
  await page.keyboard.press('Enter');

  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
  await expect(menu.getByText('1.2K+ properties')).toBeVisible();
  await expect(menu.getByText('5K+ happy clients')).toBeVisible();
  for (const [name, href] of [
    ['Furnished leasing', '/furnished-leasing'],
    ['Legal support', '/legal-support'],
    ['Property management', '/property-management'],
    ['Tenant verification', '/tenant-verification'],
  ] as const)
    await expect(menu.getByRole('link', { name })).toHaveAttribute('href', href);
  await expect(menu.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/auth');
  expect(await seriousViolations(page)).toEqual([]);
  // While the menu is open the page behind it cannot take focus.
  await page.keyboard.press('Tab');
  await expect(menu.locator(':focus')).toHaveCount(1);

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();

  const bottomBar = page.getByRole('navigation', { name: 'Quick links' });
  await expect(bottomBar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/auth');
  await expect(bottomBar.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

  // The fixed bars leave room: the end of the footer stays above the bottom bar.
  await page.getByText(/© \d{4} Rentals\.in/).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const copyright = await page.getByText(/© \d{4} Rentals\.in/).boundingBox();
  const bar = await bottomBar.boundingBox();
  expect(copyright && bar && copyright.y + copyright.height <= bar.y).toBe(true);
});
