import { DEMO_ACCOUNTS } from '../../db/seed/accounts.ts';
import { signInBrowser } from '../src/browserSession.ts';
import { expect, test } from '../src/fixtures.ts';
import type { Page } from '@playwright/test';

const tenant = DEMO_ACCOUNTS.find((account) => account.role === 'tenant');

// The pages built once at deploy time (spec 2.1): one file for everyone, kept by shared caches.
const STATIC_PAGES = [
  '/about',
  '/contact',
  '/contact/sent',
  '/services',
  '/property-owners',
  '/tenants',
  '/corporates',
  '/brokers',
  '/guaranteed-lease',
  '/tenant-verification',
  '/furnished-leasing',
  '/legal-support',
  '/property-management',
  '/terms-conditions',
  '/privacy-policy',
];

async function expectShell(page: Page, signedIn: boolean, isMobile: boolean): Promise<void> {
  const header = page.getByRole('banner');
  // Everyone is offered to list a property; on a phone it is the top bar's one button.
  await expect(header.getByRole('link', { name: 'Post property free' })).toHaveAttribute('href', '/list-property');
  if (isMobile) {
    const bottomBar = page.getByRole('navigation', { name: 'Quick links' });
    await expect(bottomBar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', signedIn ? '/portal' : '/auth');
    await expect(header.getByRole('link', { name: /My Dashboard|Get Started/ })).toHaveCount(0);
    return;
  }
  const dashboard = signedIn ? 'My Dashboard' : 'Sign in';
  const other = signedIn ? 'Sign in' : 'My Dashboard';
  await expect(header.getByRole('link', { name: dashboard })).toHaveAttribute('href', signedIn ? '/portal' : '/auth');
  await expect(header.getByRole('link', { name: other })).toHaveCount(0);
}

test('a signed-in person sees My Dashboard on every static page, which stays one cacheable file for everyone', async ({
  page,
  context,
  product,
  isMobile,
}) => {
  if (!tenant) throw new Error('The seed has no demo tenant');
  for (const path of STATIC_PAGES.slice(0, 2)) {
    await page.goto(path);
    await expectShell(page, false, isMobile);
  }

  await signInBrowser(context, product, tenant);
  for (const path of STATIC_PAGES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    // Still the shared, cacheable file: the session cookie changed nothing on the server.
    expect(response?.headers()['cache-control'], path).toMatch(/^public/);
    expect(response?.headers()['set-cookie'], path).toBeUndefined();
    await expectShell(page, true, isMobile);
  }

  if (isMobile) await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Dashboard' }).click();
  else await page.getByRole('banner').getByRole('link', { name: 'My Dashboard' }).click();
  // The session the shell saw is a real one: the portal lets the person in.
  await expect(page).toHaveURL(/\/portal\/\w+/);

  // Signing out from a static page takes the session away, and the pages show Sign in again.
  await page.goto('/about');
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sign out' }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  }
  await expect.poll(async () => (await context.cookies()).some((cookie) => /^sb-.+-auth-token/.test(cookie.name))).toBe(false);
  await page.goto('/about');
  await expectShell(page, false, isMobile);
});
