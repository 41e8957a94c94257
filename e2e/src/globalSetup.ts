// Starts the whole product (embedded PostgreSQL, migrations, a small seed, gateway, site) once for
// each test worker, each on a throw-away data folder and free ports; the returned function stops
// them and removes their folders. A worker's journeys run one at a time against its own product,
// as they did when there was one worker, so no journey sees another's listings, counts or limits.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FullConfig } from '@playwright/test';
import { startProduct, type RunningProduct } from '../../scripts/product.ts';
import { buildSite } from '../../scripts/site.ts';
import { freePort } from '@rentals/db/preflight';
import { writeProductEnv } from './productEnv.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
// The seed's minimum; enough for a full home page and a paged admin list, quick to generate.
const LISTINGS = 50;
// Affiliates below the demo affiliate, for the team screens at scale (db/seed/team.ts).
const TEAM = 10_000;

interface Started {
  product: RunningProduct;
  dataDir: string;
}

async function startOne(index: number): Promise<Started> {
  const dataDir = fs.mkdtempSync(path.join(REPO_ROOT, '.tmp', `e2e-${index}-`));
  // Embedded PostgreSQL runs as the postgres user, which must be able to enter the folder.
  fs.chmodSync(dataDir, 0o755);
  const [dbPort, apiPort, sitePort] = [await freePort(), await freePort(), await freePort()];
  const log = process.env.E2E_VERBOSE
    ? (line: string) => console.log(`[product ${index}] ${line}`)
    : () => {};
  // Alert emails go to an SMTP server the alert journeys start on this port when they run (account
  // emails stay in the development mailbox that other journeys read); a message sent while it is
  // not listening is tried again a second later.
  const alertSmtpUrl = `smtp://127.0.0.1:${await freePort()}`;
  try {
    const product = await startProduct({
      dataDir, dbPort, apiPort, sitePort, listings: LISTINGS, team: TEAM, durable: false, log, alertSmtpUrl,
    });
    writeProductEnv(index, {
      siteUrl: product.siteUrl,
      apiUrl: product.apiUrl,
      anonKey: product.anonKey,
      serviceRoleKey: product.serviceRoleKey,
      mailboxUrl: product.mailboxUrl ?? '',
      alertSmtpUrl,
    });
    return { product, dataDir };
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  fs.mkdirSync(path.join(REPO_ROOT, '.tmp'), { recursive: true });
  // Every journey signs people in from this one address: the per-address auth budgets (30 sign-ins
  // in 5 minutes by default, which the gateway's own tests cover) would otherwise refuse later ones.
  for (const name of ['GOTRUE_RATE_LIMIT_SIGN_IN_SIGN_UPS', 'GOTRUE_RATE_LIMIT_VERIFY', 'GOTRUE_RATE_LIMIT_TOKEN_REFRESH', 'GOTRUE_RATE_LIMIT_EMAIL_SENT',
    'GOTRUE_RATE_LIMIT_SMS_SENT'])
    process.env[name] ??= '100000';
  process.env.ALERT_RETRY_MS ??= '1000';
  process.env.ALERT_SWEEP_MS ??= '1000';
  // Journeys change a listing and look at it as a visitor at once; the half-minute page cache
  // (covered through HTTP by scripts/tests/site/anonymousPageCache.test.ts) would show the old page.
  process.env.SITE_PAGE_CACHE_SECONDS ??= '0';
  const started: Started[] = [];
  const stopAll = async () => {
    await Promise.all(started.map(async ({ product, dataDir }) => {
      await product.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }));
  };
  try {
    // The site's build first: it blocks this process while it runs, which would stall the products'
    // own starts. Then every product at once, each mostly waiting on its own PostgreSQL and children.
    await buildSite();
    const results = await Promise.allSettled(Array.from({ length: Math.max(config.workers, 1) }, (_, i) => startOne(i)));
    for (const result of results) if (result.status === 'fulfilled') started.push(result.value);
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}
