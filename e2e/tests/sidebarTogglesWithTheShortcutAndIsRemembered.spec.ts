import { DEMO_ACCOUNTS } from '../../db/seed/accounts.ts';
import { signInBrowser } from '../src/browserSession.ts';
import { expect, test } from '../src/fixtures.ts';

const plainUser = DEMO_ACCOUNTS.find((account) => account.role === 'user');

test('the sidebar toggles with Ctrl+B and stays that way after a reload', async ({ page, context, product, service, isMobile }) => {
  if (!plainUser) throw new Error('The seed has no demo user');
  const user = await signInBrowser(context, product, plainUser);
  // A plain user: no role beyond user, so the sidebar offers Become a broker.
  const roles = await service.from('user_roles').select('role').eq('user_id', user.id);
  expect((roles.data ?? []).map((row) => row.role)).toEqual(['user']);

  await page.goto('/portal/user');
  const shell = page.locator('[data-sidebar]');
  const sidebar = page.getByRole('complementary');
  const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
  await expect(shell).toHaveAttribute('data-sidebar', 'open');
  if (!isMobile) {
    await expect(sidebar.getByRole('link', { name: 'Become a broker' })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }

  await page.keyboard.press('Control+B');
  await expect(shell).toHaveAttribute('data-sidebar', 'closed');
  if (!isMobile) {
    await expect(sidebar).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  }
  const cookie = (await context.cookies()).find((c) => c.name === 'sidebar:state');
  expect(cookie?.value).toBe('false');
  // Kept for 7 days.
  expect(Math.round(((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000)).toBe(7);

  await page.reload();
  await expect(shell).toHaveAttribute('data-sidebar', 'closed');
  // The server already renders it closed: no flash of an open sidebar before scripts run.
  const html = await (await page.request.get('/portal/user')).text();
  expect(html).toContain('data-sidebar="closed"');
  if (!isMobile) await expect(sidebar).toBeHidden();

  await page.keyboard.press('Meta+B');
  await expect(shell).toHaveAttribute('data-sidebar', 'open');
  await page.reload();
  await expect(shell).toHaveAttribute('data-sidebar', 'open');
  if (!isMobile) await expect(sidebar.getByRole('link', { name: 'Saved properties' })).toBeVisible();
});
