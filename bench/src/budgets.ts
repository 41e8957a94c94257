// `npm run budgets [-- [--site URL] [--skip-lighthouse] [path ...]]`: the page budgets of issue 13.
// Starts the product with demo data (unless --site names a running one), then for each page (home,
// search and a listing's detail by default, or the paths given) measures a first mobile visit in
// chromium (Pixel 7): JavaScript gzipped and bytes transferred; then runs Lighthouse 13 with its
// mobile defaults. Prints markdown tables; exits 1 when a page is over budget or scores under 95.
// A page the site does not have yet is reported as "not found (404)", not failed.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, devices, type Browser } from 'playwright-core';
import { freePort } from '@rentals/db/preflight';
import { REPO_ROOT } from '@rentals/db/config';
import { startProduct, type RunningProduct } from '../../scripts/product.ts';
import {
  runLighthouse,
  startLighthouseBrowser,
  type LighthouseBrowser,
} from './budgets/lighthouse.ts';
import {
  budgetFor,
  DEFAULT_PAGES,
  LISTING_PLACEHOLDER,
  MIN_LIGHTHOUSE_SCORE,
  type PageBudget,
} from './budgets/limits.ts';
import { measurePageWeight } from './budgets/pageWeight.ts';
import {
  lighthouseProblems,
  lighthouseTable,
  weightProblems,
  weightTable,
  type PageOutcome,
} from './budgets/report.ts';

const { values: options, positionals } = parseArgs({
  options: { site: { type: 'string' }, 'skip-lighthouse': { type: 'boolean', default: false } },
  allowPositionals: true,
});
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const log = (line: string) => console.log(`[budgets] ${line}`);
const pages: PageBudget[] = positionals.length ? positionals.map(budgetFor) : [...DEFAULT_PAGES];

const cleanups: (() => Promise<unknown>)[] = [];
let cleaning: Promise<void> | undefined;
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (const step of cleanups.reverse())
      await step().catch((error: Error) => log(`cleanup: ${error.message}`));
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
}

let product: RunningProduct | undefined;

async function startDemoProduct(): Promise<RunningProduct> {
  fs.mkdirSync(path.join(REPO_ROOT, '.tmp'), { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(REPO_ROOT, '.tmp', 'budgets-'));
  // Embedded PostgreSQL runs as the postgres user, which must be able to enter the folder.
  fs.chmodSync(dataDir, 0o755);
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  log('Starting the product with demo data ...');
  const started = await startProduct({
    dataDir,
    dbPort: await freePort(),
    apiPort: await freePort(),
    sitePort: await freePort(),
    log,
  });
  cleanups.push(() => started.stop());
  return started;
}

/** The listing standing in for `{listing}`: the newest listed one, or with --site the first the home page links to. */
async function firstListing(siteUrl: string): Promise<string | undefined> {
  if (product) {
    const query =
      'select=id&availability=eq.available&verified=eq.true&order=created_at.desc&limit=1';
    const response = await fetch(`${product.apiUrl}/rest/v1/properties?${query}`, {
      headers: { apikey: product.anonKey, Authorization: `Bearer ${product.anonKey}` },
    });
    const rows = (await response.json()) as { id: string }[];
    return rows[0]?.id;
  }
  const html = await (await fetch(siteUrl)).text();
  return /href="\/property\/([^"/?#]+)"/.exec(html)?.[1];
}

async function measure(
  browser: Browser,
  siteUrl: string,
  lighthouse: LighthouseBrowser | undefined,
): Promise<PageOutcome[]> {
  const listing = pages.some((page) => page.path.includes(LISTING_PLACEHOLDER))
    ? await firstListing(siteUrl)
    : undefined;
  const outcomes: PageOutcome[] = [];
  for (const page of pages) {
    if (page.path.includes(LISTING_PLACEHOLDER) && !listing) {
      outcomes.push({ kind: 'missing', budget: page, status: 0, note: 'no listed property found' });
      continue;
    }
    const budget = { ...page, path: page.path.replace(LISTING_PLACEHOLDER, listing ?? '') };
    const url = new URL(budget.path, siteUrl).href;
    log(`Weighing ${budget.path} ...`);
    const weight = await measurePageWeight(browser, url, devices['Pixel 7']);
    if (weight.status === 404) {
      outcomes.push({ kind: 'missing', budget, status: 404 });
      continue;
    }
    const outcome: PageOutcome = { kind: 'measured', budget, weight };
    if (lighthouse) {
      log(`Lighthouse on ${budget.path} ...`);
      const result = await runLighthouse(url, lighthouse.port, MIN_LIGHTHOUSE_SCORE);
      outcome.lighthouse = result.scores;
      for (const miss of result.misses) log(`  ${budget.path} ${miss}`);
    }
    outcomes.push(outcome);
  }
  return outcomes;
}

let exitCode = 0;
try {
  if (!options.site) product = await startDemoProduct();
  const siteUrl = options.site ?? product!.siteUrl;
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  cleanups.push(() => browser.close());
  let lighthouse: LighthouseBrowser | undefined;
  if (!options['skip-lighthouse']) {
    lighthouse = await startLighthouseBrowser(chromiumPath, await freePort());
    cleanups.push(() => lighthouse!.stop());
  }
  const outcomes = await measure(browser, siteUrl, lighthouse);

  console.log(`\n## Page weight: first visit, Pixel 7 (chromium ${browser.version()})\n`);
  console.log(weightTable(outcomes));
  if (lighthouse) {
    console.log(`\n## Lighthouse 13, mobile defaults (minimum ${MIN_LIGHTHOUSE_SCORE})\n`);
    console.log(lighthouseTable(outcomes));
  }
  const problems = outcomes.flatMap((outcome) => {
    if (outcome.kind === 'missing')
      return outcome.status === 404 ? [] : [`${outcome.budget.path}: not measured`];
    const found = [
      ...weightProblems(outcome.budget, outcome.weight),
      ...(outcome.lighthouse ? lighthouseProblems(outcome.lighthouse) : []),
    ];
    if (outcome.weight.status >= 400) found.unshift(`HTTP ${outcome.weight.status}`);
    return found.map((problem) => `${outcome.budget.path}: ${problem}`);
  });
  const notFound = outcomes.filter(
    (outcome) => outcome.kind === 'missing' && outcome.status === 404,
  ).length;
  console.log('');
  if (notFound) console.log(`${notFound} page(s) not found (404): their budgets were not checked.`);
  if (problems.length) {
    console.log(`Over budget:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    exitCode = 1;
  } else console.log('Every measured page is within budget.');
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);
