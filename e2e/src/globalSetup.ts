// Starts the whole product (embedded PostgreSQL, migrations, a small seed, gateway, site) on a
// throw-away data folder and free ports, for every journey of the run; the returned function stops
// it and removes the folder.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startProduct } from '../../scripts/product.ts';
import { freePort } from '@rentals/db/preflight';
import { writeProductEnv } from './productEnv.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
// The seed's minimum; enough for a full home page and a paged admin list, quick to generate.
const LISTINGS = 50;
// Affiliates below the demo affiliate, for the team screens at scale (db/seed/team.ts).
const TEAM = 10_000;

export default async function globalSetup(): Promise<() => Promise<void>> {
  fs.mkdirSync(path.join(REPO_ROOT, '.tmp'), { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(REPO_ROOT, '.tmp', 'e2e-'));
  // Embedded PostgreSQL runs as the postgres user, which must be able to enter the folder.
  fs.chmodSync(dataDir, 0o755);
  const [dbPort, apiPort, sitePort] = [await freePort(), await freePort(), await freePort()];
  const log = process.env.E2E_VERBOSE
    ? (line: string) => console.log(`[product] ${line}`)
    : () => {};
  // Every journey signs people in from this one address: the per-address auth budgets (30 sign-ins
  // in 5 minutes by default, which the gateway's own tests cover) would otherwise refuse later ones.
  for (const name of ['GOTRUE_RATE_LIMIT_SIGN_IN_SIGN_UPS', 'GOTRUE_RATE_LIMIT_VERIFY', 'GOTRUE_RATE_LIMIT_TOKEN_REFRESH', 'GOTRUE_RATE_LIMIT_EMAIL_SENT',
    'GOTRUE_RATE_LIMIT_SMS_SENT'])
    process.env[name] ??= '100000';
  // Alert emails go to an SMTP server the alert journey starts on this port when it runs (account
  // emails stay in the development mailbox that other journeys read); a message sent while it is
  // not listening is tried again a second later.
  process.env.ALERT_SMTP_URL ??= `smtp://127.0.0.1:${await freePort()}`;
  process.env.ALERT_RETRY_MS ??= '1000';
  process.env.ALERT_SWEEP_MS ??= '1000';
  // Journeys change a listing and look at it as a visitor at once; the half-minute page cache
  // (covered through HTTP by scripts/tests/site/anonymousPageCache.test.ts) would show the old page.
  process.env.SITE_PAGE_CACHE_SECONDS ??= '0';
  let product;
  try {
    product = await startProduct({ dataDir, dbPort, apiPort, sitePort, listings: LISTINGS, team: TEAM, durable: false, log });
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  writeProductEnv({
    siteUrl: product.siteUrl,
    apiUrl: product.apiUrl,
    anonKey: product.anonKey,
    serviceRoleKey: product.serviceRoleKey,
    mailboxUrl: product.mailboxUrl ?? '',
  });
  return async () => {
    await product.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
