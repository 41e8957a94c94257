import { expect, test } from '../src/fixtures.ts';

test('a visitor on a computer opens More in the header with the keyboard and closes it with Escape', async ({
  page,
  isMobile,
}) => {
  // The desktop header is chosen by width alone (768 px and up), so the phone project checks it too.
  if (isMobile) await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');

  const more = nav.getByText('More', { exact: true });
  await more.focus();
  await page.keyboard.press('Enter');
  const legal = nav.getByRole('link', { name: 'Legal support' });
  await expect(legal).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Furnished leasing' })).toHaveAttribute('href', '/furnished-leasing');

  await page.keyboard.press('Escape');
  await expect(legal).toBeHidden();
  await expect(more).toBeFocused();
});
