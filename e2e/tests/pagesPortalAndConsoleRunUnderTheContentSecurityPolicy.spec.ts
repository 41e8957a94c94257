import type { Page, Response } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../db/seed/accounts.ts';
import { expect, SCREEN, test } from '../src/adminSession.ts';
import { signInBrowser } from '../src/browserSession.ts';

// The site's Content-Security-Policy (site/src/lib/securityHeaders.ts) in Chromium: public pages,
// a portal and the console (sign-in page and signed in) load, hydrate their islands and talk to
// the API without a single violation, and each page is served with the policy in force.

interface Watch {
  violations: string[];
}

/** Records every violation the page reports: securitypolicyviolation events and console errors. */
async function watchPolicy(page: Page): Promise<Watch> {
  const watch: Watch = { violations: [] };
  await page.exposeFunction('__reportPolicyViolation', (text: string) => watch.violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportPolicyViolation: (text: string) => void }).__reportPolicyViolation;
      void report(`${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) watch.violations.push(`${page.url()}: ${message.text()}`);
  });
  return watch;
}

/** The policy of a page's response: enforced (not report-only), scripts by hash, no framing. */
function expectPolicy(response: Response | null): void {
  expect(response, 'the page answered').not.toBeNull();
  const policy = response!.headers()['content-security-policy'];
  expect(policy, `${response!.url()} has a policy`).toBeTruthy();
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toMatch(/script-src [^;]*'unsafe-inline'/);
}

async function visit(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expectPolicy(response);
  await page.waitForLoadState('networkidle');
}

test('public pages, a portal and the console load without a policy violation', async ({ browser, baseURL, anon, adminPage, product }) => {
  test.setTimeout(180_000);
  // A visitor's own context: the journey's page is the admin's, signed in by its fixture.
  const visitorContext = await browser.newContext({ baseURL });
  const page = await visitorContext.newPage();
  const watch = await watchPolicy(page);

  const { data: listed } = await anon.from('properties').select('id').limit(1);
  const property = listed?.[0]?.id;
  const publicPages = ['/', '/about', '/contact', '/properties', '/auth', '/auth?mode=signup', '/brokers', '/no-such-page'];
  if (property) publicPages.push(`/property/${property}`);
  for (const path of publicPages) await visit(page, path);
  // Islands that talk to the API from the browser: the search form and the language switch.
  await page.goto('/properties');
  await page.getByRole('link', { name: 'हिन्दी' }).first().click();
  await page.waitForLoadState('networkidle');
  await visitorContext.close();

  // A portal, signed in as the demo tenant.
  const tenant = DEMO_ACCOUNTS.find((account) => account.role === 'tenant')!;
  const portal = await browser.newContext({ baseURL });
  const portalPage = await portal.newPage();
  const portalWatch = await watchPolicy(portalPage);
  await signInBrowser(portal, product, tenant);
  for (const path of ['/portal/user', '/portal/user/profile', '/portal/tenant']) await visit(portalPage, path);
  await portal.close();

  // The console: its sign-in page for a visitor, and the dashboard and a list signed in.
  const visitor = await browser.newContext({ baseURL });
  const loginPage = await visitor.newPage();
  const loginWatch = await watchPolicy(loginPage);
  await visit(loginPage, '/admin/login');
  await expect(loginPage.getByLabel('Email')).toBeVisible(SCREEN);
  await visitor.close();

  const consoleWatch = await watchPolicy(adminPage);
  await visit(adminPage, '/admin');
  await visit(adminPage, '/admin/properties');
  await expect(adminPage.getByRole('table').getByRole('columnheader', { name: 'Title' })).toBeVisible(SCREEN);

  expect([...watch.violations, ...portalWatch.violations, ...loginWatch.violations, ...consoleWatch.violations]).toEqual([]);
});
