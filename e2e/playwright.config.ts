import fs from 'node:fs';
import os from 'node:os';
import { defineConfig, devices } from '@playwright/test';

// Debian's chromium, never a downloaded browser (TOOLCHAIN.md): its headless shell, which `npm test`
// installs and passes here, or the full browser when only that is present. Playwright adds
// --no-sandbox itself.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const executablePath = process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
const launchOptions = {
  executablePath,
  args: [
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    // The browser is most of the journeys' CPU, and a journey's pages live seconds: V8's optimising
    // compilers spent more than they saved (a portal and affiliate sweep: 165 -> 137 s of the
    // browser's CPU, 143 -> 124 s in all). What the pages do is unchanged; only how V8 runs it.
    '--js-flags=--no-opt --no-maglev',
  ],
};

// Each journey runs once, at the size its people use: the back office and the desktop shell's
// keyboard journeys on a desktop, the public site, the portals and the affiliate programme on a
// phone (most visitors are on phones; the portals are built 390 px first, and their sweeps run
// there). The public pages' sweep, whose layout changes most between the two, runs at both sizes;
// the home page's check, the Hindi switch and the static pages' header run on a desktop too only in
// `npm test -- full` (TEST_DEPTH=full): their desktop layout is the public sweep's.
const FULL = process.env.TEST_DEPTH === 'full';
const BOTH_SIZES = [
  /everyPublicPageIsAccessible\.spec\.ts$/,
  ...(FULL ? [
    /homePageHasNoSeriousAccessibilityViolations\.spec\.ts$/,
    /hindiSwitchKeepsThePage\.spec\.ts$/,
    /signedInVisitorSeesMyDashboardOnTheStaticPages\.spec\.ts$/,
  ] : []),
];
const DESKTOP_ONLY = [
  /\/admin\w+\.spec\.ts$/,
  /firstTimeAdmin\w+\.spec\.ts$/,
  /signedInNonAdminSeesAccessDenied\.spec\.ts$/,
  /desktopMoreMenuOpensWithKeyboard\.spec\.ts$/,
  /sidebarTogglesWithTheShortcutAndIsRemembered\.spec\.ts$/,
  // The console's screens are desktop screens; the policy does not change with the size.
  /pagesPortalAndConsoleRunUnderTheContentSecurityPolicy\.spec\.ts$/,
  // HTTP-level checks: the browser's size changes nothing.
  /siteIsServedCompressedWithCacheLifetimes\.spec\.ts$/,
  /searchEnginesFindEveryListedProperty\.spec\.ts$/,
  // Sets each size itself: 390 px and 1280 px.
  /noPageIsWiderThanItsScreen\.spec\.ts$/,
];

export default defineConfig({
  testDir: 'tests',
  globalSetup: './src/globalSetup.ts',
  // A worker for every core, up to four, each with a product of its own (src/globalSetup.ts: a
  // database, gateway and site each, so not one per core on a large machine); E2E_WORKERS sets
  // another count. With the headless shell one browser left two cores 39 % idle; a second took a
  // fresh clone's journeys from about 14 to 12.7 minutes beside PostgreSQL 15's slice
  // (docs/decisions.md, "The suite's size and time").
  workers: Number(process.env.E2E_WORKERS) || Math.min(4, os.availableParallelism()),
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // Fail instead of hanging when the product never becomes ready, with room for the slowest
  // 2-core machine CI has had (docs/decisions.md, "The suite's size and time").
  globalTimeout: 45 * 60_000,
  // The root test script reads the JSON report from PLAYWRIGHT_JSON_OUTPUT_NAME; a plain run keeps
  // it out of the terminal.
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '../.tmp/e2e-report.json' }],
  ],
  // Per run when the root test script gives one, so two runs at once keep their own artefacts.
  outputDir: process.env.PLAYWRIGHT_OUTPUT_DIR ?? '../.tmp/e2e-results',
  use: {
    // No trace unless asked for (`playwright test --trace retain-on-failure` to look into a failure):
    // recording one for every journey, to keep only the failed ones', cost the browser and the
    // test workers a seventh of a run's CPU (four mobile sweeps: 198 -> 171 s). A failed journey
    // still leaves its error, its screenshot and its page's snapshot (error-context.md).
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', testMatch: [...DESKTOP_ONLY, ...BOTH_SIZES], use: { ...devices['Desktop Chrome'], launchOptions } },
    { name: 'mobile', testIgnore: DESKTOP_ONLY, use: { ...devices['Pixel 7'], launchOptions } },
  ],
});
