import { DEMO_ACCOUNTS } from '../../db/seed/accounts.ts';
import { signInBrowser } from '../src/browserSession.ts';
import { expect, test } from '../src/fixtures.ts';

const tenant = DEMO_ACCOUNTS.find((account) => account.role === 'tenant');

test('a signed-in person finds My Dashboard in the shell, and Dashboard goes to the portal', async ({
  page,
  context,
  product,
  service,
  isMobile,
}) => {
  if (!tenant) throw new Error('The seed has no demo tenant');
  const startedAt = Date.now();
  const user = await signInBrowser(context, product, tenant);
  // The sign-in is real: the auth server recorded it on the person's profile.
  const profile = await service.from('profiles').select('last_login_at').eq('user_id', user.id).single();
  expect(profile.error).toBeNull();
  expect(new Date(profile.data?.last_login_at ?? 0).getTime()).toBeGreaterThanOrEqual(startedAt - 60_000);

  await page.goto('/');
  if (isMobile) {
    // A phone's top bar has room for one button, "Post property free"; the dashboard is below and in the menu.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Post property free' })).toHaveAttribute('href', '/list-property');
    const bottomBar = page.getByRole('navigation', { name: 'Quick links' });
    await expect(bottomBar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/portal');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'My Dashboard' })).toHaveAttribute(
      'href',
      '/portal',
    );
  } else {
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'My Dashboard' })).toHaveAttribute('href', '/portal');
    await expect(header.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Post property free' })).toHaveAttribute('href', '/list-property');
  }
});
