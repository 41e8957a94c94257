// `npm test`: lint, typecheck, every vitest project, the Storybook build and the Playwright journeys,
// all against one throw-away embedded PostgreSQL. Ends with one line: `N passed, N failed`.
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../db/src/config.ts';
import { SUPPORTED_MAJORS } from '../db/src/binaries.ts';
import { POSTGRES_MAJOR } from '../db/src/config.ts';
import { ensureTemplate, startTestCluster, TEST_PG_URL } from '../db/src/testing.ts';
import { ensureChromium } from './chromium.ts';
import { PACKAGES, run } from './run.ts';

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: { name: string; status: string; message?: string }[];
}

/** Adds a vitest JSON report to the tally; a run that failed without a failed test counts as one failure. */
function tallyVitest(label: string, output: string, code: number): void {
  if (!fs.existsSync(output)) return check(`${label} (no report)`, false);
  const report = JSON.parse(fs.readFileSync(output, 'utf8')) as VitestReport;
  tally.passed += report.numPassedTests;
  tally.failed += report.numFailedTests;
  for (const file of report.testResults) if (file.status === 'failed') tally.failures.push(`${label} ${path.relative(REPO_ROOT, file.name)}`);
  if (code !== 0 && report.numFailedTests === 0) check(`${label} (a test file failed to run)`, false);
}

interface Tally {
  passed: number;
  failed: number;
  failures: string[];
}

const tally: Tally = { passed: 0, failed: 0, failures: [] };
const only = process.argv.slice(2);
const wants = (step: string) => only.length === 0 || only.includes(step);

function check(name: string, ok: boolean): void {
  if (ok) tally.passed += 1;
  else {
    tally.failed += 1;
    tally.failures.push(name);
  }
}

/** The test paths run again on older PostgreSQL majors (vitest matches them as path parts). */
const ACROSS_MAJORS = [
  'db/tests/migrations', 'db/tests/functions/', 'db/tests/rls/', 'db/tests/deploy/',
  'gateway/tests/rest/', 'gateway/tests/auth/', 'gateway/tests/storage/',
];

function section(title: string): void {
  console.log(`\n=== ${title} ===`);
}

const reports = fs.mkdtempSync(path.join(REPO_ROOT, '.tmp', 'test-reports-'));
const cluster = await startTestCluster();
process.env[TEST_PG_URL] = cluster.url;

const stopCluster = async () => {
  await cluster.stop();
  fs.rmSync(reports, { recursive: true, force: true });
};
process.on('SIGINT', () => void stopCluster().then(() => process.exit(130)));
process.on('SIGTERM', () => void stopCluster().then(() => process.exit(143)));

try {
  await ensureTemplate(cluster.url);

  if (wants('lint')) {
    section('lint');
    check('lint (eslint)', (await run('pnpm', ['exec', 'eslint', '.', '--max-warnings=0'])) === 0);
  }

  if (wants('typecheck')) {
    section('typecheck');
    for (const pkg of PACKAGES) {
      if (!fs.existsSync(path.join(REPO_ROOT, pkg, 'tsconfig.json'))) continue;
      check(`typecheck ${pkg}`, (await run('pnpm', ['exec', 'tsc', '-p', pkg])) === 0);
    }
  }

  if (wants('unit')) {
    section('vitest');
    const output = path.join(reports, 'vitest.json');
    const code = await run('pnpm', ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${output}`]);
    tallyVitest('vitest', output, code);
  }

  // The database and gateway tests again on older supported PostgreSQL majors, one cluster each
  // (the run above used the product's own major): what differs between majors (migrations, SQL
  // functions, policies, the REST, auth and storage SQL), not the fuzz, fault, seed and plan
  // suites, which exercise the same SQL at length. Each major adds minutes, past the suite's
  // 30-minute budget on 2 cores, so they run on request: PG_MATRIX=oldest (15, which breaks first)
  // or PG_MATRIX=all, e.g. `PG_MATRIX=all npm test -- postgres`.
  if (wants('postgres')) {
    const majors = SUPPORTED_MAJORS.filter((m) => m !== POSTGRES_MAJOR);
    const matrix = process.env.PG_MATRIX === 'all' ? majors : process.env.PG_MATRIX === 'oldest' ? majors.slice(0, 1) : [];
    for (const major of matrix) {
      section(`database and gateway on PostgreSQL ${major}`);
      const older = await startTestCluster(major);
      try {
        await ensureTemplate(older.url);
        const output = path.join(reports, `vitest-pg${major}.json`);
        const code = await run(
          'pnpm',
          ['exec', 'vitest', 'run', '--project', '@rentals/db', '--project', '@rentals/gateway', ...ACROSS_MAJORS, '--reporter=dot', '--reporter=json', `--outputFile.json=${output}`],
          { env: { ...process.env, [TEST_PG_URL]: older.url, TEST_PG_MAJOR: String(major) } },
        );
        tallyVitest(`PostgreSQL ${major}:`, output, code);
      } finally {
        await older.stop();
      }
    }
  }

  if (wants('storybook')) {
    section('storybook build');
    const out = path.join(reports, 'storybook');
    check('storybook build', (await run('pnpm', ['--filter', '@rentals/stories', 'exec', 'storybook', 'build', '--quiet', '-o', out])) === 0);
  }

  if (wants('e2e')) {
    section('playwright');
    const chromium = await ensureChromium();
    if (!chromium) check('chromium available for browser tests (apt-get install chromium)', false);
    else {
      const output = path.join(reports, 'playwright.json');
      const code = await run('pnpm', ['--filter', '@rentals/e2e', 'exec', 'playwright', 'test'], {
        env: {
          ...process.env,
          PLAYWRIGHT_JSON_OUTPUT_NAME: output,
          PLAYWRIGHT_OUTPUT_DIR: path.join(reports, 'e2e-results'),
          CHROMIUM_PATH: chromium,
          LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
        },
      });
      if (fs.existsSync(output)) {
        const report = JSON.parse(fs.readFileSync(output, 'utf8')) as {
          stats: { expected: number; unexpected: number; flaky: number; skipped: number };
        };
        tally.passed += report.stats.expected + report.stats.flaky;
        tally.failed += report.stats.unexpected;
        if (report.stats.unexpected) tally.failures.push('playwright journeys');
        if (code !== 0 && report.stats.unexpected === 0) check('playwright (run failed)', false);
      } else check('playwright (no report)', false);
    }
  }
} finally {
  await stopCluster();
}

if (tally.failures.length) {
  console.log('\nFailed:');
  for (const failure of tally.failures) console.log(`  - ${failure}`);
}
console.log(`\n${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed ? 1 : 0);
