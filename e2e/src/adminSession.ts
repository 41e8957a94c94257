// Signing an admin in: through the back office's own sign-in page (password, then the TOTP code),
// or by handing a page the session of an API sign-in, as the fixture that gives each journey a page
// signed in as an admin of its own does.
import type { Page } from '@playwright/test';
import type { Session } from '@supabase/supabase-js';
import { sessionStorageKey } from '../../backoffice/src/sessionKey.ts';
import { enrolTestAdmin, nextTotpCode, type AdminAccount } from './admins.ts';
import type { ProductEnv } from './productEnv.ts';
import { expect, test as base } from './fixtures.ts';

export { createNewAdmin, demoAdmin, totpCode, type AdminAccount } from './admins.ts';

/** Types the next code the factor accepts into the code step; a refused code fails the journey. */
export async function enterTotpCode(page: Page, secret: string): Promise<void> {
  const verified = page.waitForResponse(
    (response) =>
      /\/auth\/v1\/factors\/[^/]+\/verify$/.test(response.url()) &&
      response.request().method() === 'POST',
  );
  await page.getByLabel('Authentication code').fill(await nextTotpCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  const response = await verified;
  if (!response.ok()) throw new Error(`The authentication code was refused (${response.status()})`);
}

/** Signs in through /admin with password and code; ends on the console's dashboard. */
export async function signInAsAdmin(
  page: Page,
  account: AdminAccount,
  base = '/admin',
): Promise<void> {
  await page.goto(base);
  await expect(page).toHaveURL(new RegExp(`${base}/login`), { timeout: 30_000 });
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible({
    timeout: 30_000,
  });
  await enterTotpCode(page, account.totp_secret);
  await expect(page).toHaveURL(new RegExp(`${base}/?(\\?.*)?$`), { timeout: 30_000 });
}

/**
 * Stores `session` where the console keeps its own, from a plain page of the site (its robots.txt),
 * and leaves the page there: the journey's next `goto` opens the console signed in.
 */
export async function storeConsoleSession(page: Page, product: ProductEnv, session: Session): Promise<void> {
  await page.goto('/robots.txt');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [sessionStorageKey(product.apiUrl), JSON.stringify(session)] as const);
}

/**
 * `adminPage`: the journey's page, signed in as an admin created for this journey alone (its own
 * TOTP factor), so no journey spends another's codes or ends another's session. The admin signs in
 * with password and code through the API and the page is handed that session: the sign-in screens
 * are the journeys' of signing in (adminSignsInAndSeesProperties, firstTimeAdmin…), and every other
 * journey opens the screen it is about first, without the sign-in screens and the dashboard
 * loading before it.
 */
export const test = base.extend<{ adminPage: Page }>({
  adminPage: async ({ page, product }, use) => {
    const { session } = await enrolTestAdmin(product);
    await storeConsoleSession(page, product, session);
    await use(page);
  },
});

/** How long a screen may take to appear after a full page load (the console loads its chunks first). */
export const SCREEN = { timeout: 30_000 } as const;

export { expect };
