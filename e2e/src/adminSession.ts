// Signing an admin in through the back office's own sign-in page (password, then the TOTP code),
// and the fixtures that hand journeys a page already signed in as the demo admin.
import crypto from 'node:crypto';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { Secret, TOTP } from 'otpauth';
import { DEMO_ACCOUNTS } from '../../db/seed/accounts.ts';
import { expect, test as base } from './fixtures.ts';

const PERIOD_MS = 30_000;

export interface AdminAccount {
  email: string;
  password: string;
  totp_secret: string;
}

/** The seeded demo admin (db/seed/accounts.ts). */
export function demoAdmin(): AdminAccount {
  const admin = DEMO_ACCOUNTS.find((account) => account.role === 'admin');
  if (!admin?.totp_secret) throw new Error('The seed has no demo admin with a TOTP secret');
  return { email: admin.email, password: admin.password, totp_secret: admin.totp_secret };
}

/** The code of the time step `ahead` steps from now (the server accepts the next step too). */
export function totpCode(secret: string, ahead = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + ahead * PERIOD_MS,
  });
}

const step = () => Math.floor(Date.now() / PERIOD_MS);

async function tryCode(page: Page, code: string): Promise<boolean> {
  const verified = page.waitForResponse(
    (response) => /\/auth\/v1\/factors\/[^/]+\/verify$/.test(response.url()) && response.request().method() === 'POST',
  );
  await page.getByLabel('Authentication code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  return (await verified).ok();
}

/**
 * Types codes into the code step until one is accepted. A code is accepted once per factor: when
 * other sign-ins spent this step's and the next step's codes, the newest code a phone would show
 * comes with the time step after, so the journey waits for the clock to reach it.
 */
export async function enterTotpCode(page: Page, secret: string): Promise<void> {
  const first = step();
  if (await tryCode(page, totpCode(secret, 0))) return;
  if (await tryCode(page, totpCode(secret, 1))) return;
  await expect.poll(step, { timeout: 3 * PERIOD_MS }).toBeGreaterThanOrEqual(first + 2);
  if (!(await tryCode(page, totpCode(secret, 0)))) throw new Error('No TOTP code was accepted');
}

/** Signs in through /admin with password and code; ends on the console's dashboard. */
export async function signInAsAdmin(page: Page, account: AdminAccount, base = '/admin'): Promise<void> {
  await page.goto(base);
  await expect(page).toHaveURL(new RegExp(`${base}/login`), { timeout: 30_000 });
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible({ timeout: 30_000 });
  await enterTotpCode(page, account.totp_secret);
  await expect(page).toHaveURL(new RegExp(`${base}/?(\\?.*)?$`), { timeout: 30_000 });
}

/** A new person with the admin role and no authenticator app yet; the service client creates them. */
export async function createNewAdmin(service: SupabaseClient): Promise<{ id: string; email: string; password: string }> {
  const email = `new.admin.${crypto.randomBytes(4).toString('hex')}@example.in`;
  const password = `Pw-${crypto.randomBytes(8).toString('hex')}`;
  const { data, error } = await service.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: { full_name: 'Naveen Rao' },
  });
  if (error || !data.user) throw new Error(`Creating an admin failed: ${error?.message ?? 'no user'}`);
  const granted = await service.from('user_roles').insert({ user_id: data.user.id, role: 'admin' });
  if (granted.error) throw new Error(`Granting admin failed: ${granted.error.message}`);
  return { id: data.user.id, email, password };
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

async function demoAdminState(browser: Browser, baseURL: string): Promise<StorageState> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInAsAdmin(page, demoAdmin());
  const state = await context.storageState();
  await context.close();
  return state;
}

/**
 * `adminPage`: a page signed in as the demo admin. The sign-in happens once per worker (one TOTP
 * code per sign-in, and a code is accepted once); each journey gets its own context from it.
 * Journeys that sign out use their own admin, since signing out ends that session.
 */
export const test = base.extend<{ adminPage: Page }, { adminState: StorageState }>({
  adminState: [
    async ({ browser }, use) => {
      const siteUrl = process.env.E2E_SITE_URL;
      if (!siteUrl) throw new Error('E2E_SITE_URL is not set');
      await use(await demoAdminState(browser, siteUrl));
    },
    // A sign-in builds and loads the console on a shared, busy machine: give it more than a journey's default.
    { scope: 'worker', timeout: 180_000 },
  ],
  adminPage: async ({ browser, adminState, baseURL, viewport, isMobile, hasTouch, userAgent, deviceScaleFactor }, use) => {
    const context = await browser.newContext({
      storageState: adminState,
      baseURL,
      viewport,
      isMobile,
      hasTouch,
      userAgent,
      deviceScaleFactor,
    });
    const page = await context.newPage();
    await use(page);
    await context.close();
  },
});

/** How long a screen may take to appear after a full page load (the console loads its chunks first). */
export const SCREEN = { timeout: 30_000 } as const;

export { expect };
