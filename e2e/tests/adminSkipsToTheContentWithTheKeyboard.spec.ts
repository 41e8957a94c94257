import { expect, SCREEN, test } from '../src/adminSession.ts';

test('the first Tab in the console is Skip to content, and Enter puts the keyboard in the screen', async ({
  adminPage: page,
}) => {
  test.slow(); // the console's first load
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible(SCREEN);
  await page.locator('body').focus();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  // Hidden above the page until focused, then drawn in its top left corner.
  const top = await skip.evaluate((link) => link.getBoundingClientRect().top);
  expect(top, 'the focused link is on screen').toBeGreaterThanOrEqual(0);
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
  // The next stop is inside the screen, not the app bar or the menu.
  await page.keyboard.press('Tab');
  const inMain = await page.evaluate(() => document.getElementById('main-content')?.contains(document.activeElement) ?? false);
  expect(inMain, 'the next Tab stays in the content').toBe(true);
  await expect(page).not.toHaveURL(/#/);
});
