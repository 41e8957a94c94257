// `npm test`: lint, typecheck, every vitest project, the Storybook build and the Playwright journeys,
// all against one throw-away embedded PostgreSQL. Ends with one line: `N passed, N failed`.
// `npm test -- full` adds what is repetition (db/src/testDepth.ts); `npm test -- unit e2e` runs
// only the steps named.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import type { Major } from '../db/src/binaries.ts';
import { REPO_ROOT } from '../db/src/config.ts';
import { ensureTemplate, startTestCluster, TEST_PG_URL } from '../db/src/testing.ts';
import { ensureChromium, HEADLESS_SHELL } from './chromium.ts';
import { failedJourneys, type PlaywrightReport } from './playwrightReport.ts';
import { failedVitestTests, type VitestReport } from './vitestReport.ts';
import { olderMajors, reportFile, runOlderMajors } from './postgresMajors.ts';
import { LINT_JOB, run, runEach, typecheckJobs } from './run.ts';

/** Adds a vitest JSON report to the tally; a run that failed without a failed test counts as one failure. */
function tallyVitest(label: string, output: string, code: number): void {
  if (!fs.existsSync(output)) return check(`${label} (no report)`, false);
  const report = JSON.parse(fs.readFileSync(output, 'utf8')) as VitestReport;
  tally.passed += report.numPassedTests;
  tally.failed += report.numFailedTests;
  for (const failure of failedVitestTests(report, REPO_ROOT)) tally.failures.push(`${label} ${failure}`);
  if (code !== 0 && report.numFailedTests === 0) check(`${label} (a test file failed to run)`, false);
}

interface Tally {
  passed: number;
  failed: number;
  failures: string[];
}

const tally: Tally = { passed: 0, failed: 0, failures: [] };

/**
 * Test files at once: a core's worth and one more. Vitest's default (a core fewer than the machine
 * has) runs one at a time on two cores, where the files' PostgreSQL, gateways and sleeps leave the
 * second core mostly idle: two at a time took the run from about 1,100-1,200 s to 686 s, and a third
 * beside them (files sharing their worker's modules) 508 -> 479 s, the two cores then 90 % busy.
 * Set per project, as vitest reads it (a root config's maxWorkers does not reach the projects),
 * through VITEST_MAX_WORKERS.
 */
function vitestWorkers(): number {
  return os.availableParallelism() + 1;
}
// `npm test -- full` runs every repetition (db/src/testDepth.ts); the other words name steps.
const args = process.argv.slice(2);
if (args.includes('full')) process.env.TEST_DEPTH = 'full';
const only = args.filter((arg) => arg !== 'full');
const wants = (step: string) => only.length === 0 || only.includes(step);

function check(name: string, ok: boolean): void {
  if (ok) tally.passed += 1;
  else {
    tally.failed += 1;
    tally.failures.push(name);
  }
}

const suiteStarted = Date.now();
const elapsed = () => `${Math.round((Date.now() - suiteStarted) / 1000)} s`;

function section(title: string): void {
  console.log(`\n=== ${title} (at ${elapsed()}) ===`);
}

/**
 * The older PostgreSQL majors' pass started in the background at low CPU priority, its output kept
 * in a file: it runs beside the Storybook build and the browser journeys, on what they leave idle.
 */
function startInBackground(majorsLog: string): Promise<number> {
  const out = fs.openSync(majorsLog, 'w');
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts', 'postgresMajors.cli.ts'), reports, '--background'], {
    stdio: ['ignore', out, out],
    env: process.env,
  });
  stopBackground = () => child.kill('SIGTERM');
  // The child has its own copy of the log's descriptor: this one can close at once.
  fs.closeSync(out);
  return new Promise<number>((resolve) => {
    child.on('error', () => resolve(127));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}
let stopBackground = () => {};

/** Each major's report into the tally; a pass that failed with no failed test counts as one failure. */
function tallyMajors(majors: readonly Major[], code: number): void {
  const before = tally.failed;
  for (const major of majors) tallyVitest(`PostgreSQL ${major}:`, reportFile(reports, major), 0);
  if (code !== 0 && tally.failed === before) check('PostgreSQL majors (a run failed without a failed test)', false);
}

const reports = fs.mkdtempSync(path.join(REPO_ROOT, '.tmp', 'test-reports-'));
const cluster = await startTestCluster();
process.env[TEST_PG_URL] = cluster.url;

const stopCluster = async () => {
  stopBackground();
  await cluster.stop();
  fs.rmSync(reports, { recursive: true, force: true });
};
process.on('SIGINT', () => void stopCluster().then(() => process.exit(130)));
process.on('SIGTERM', () => void stopCluster().then(() => process.exit(143)));

try {
  await ensureTemplate(cluster.url);

  // Lint and each package's TypeScript, a core's worth at a time: each is single-threaded.
  const checks = [...(wants('lint') ? [LINT_JOB] : []), ...(wants('typecheck') ? typecheckJobs(REPO_ROOT) : [])];
  if (checks.length) {
    section([wants('lint') && 'lint', wants('typecheck') && 'typecheck'].filter(Boolean).join(' and '));
    const codes = await runEach(checks);
    checks.forEach((job, i) => check(job.label, codes[i] === 0));
  }

  if (wants('unit')) {
    section('vitest');
    const output = path.join(reports, 'vitest.json');
    const code = await run('pnpm', ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${output}`], {
      env: { ...process.env, VITEST_MAX_WORKERS: process.env.VITEST_MAX_WORKERS || String(vitestWorkers()) },
    });
    tallyVitest('vitest', output, code);
  }

  // The database and gateway tests again on each older supported PostgreSQL major
  // (scripts/postgresMajors.ts): the oldest's slice, or all of them in a full run. Beside the
  // Storybook build and the journeys when those run; in the foreground when asked for alone.
  const majors = wants('postgres') ? olderMajors() : [];
  const majorsLog = path.join(reports, 'postgres-majors.log');
  let majorsPass: Promise<number> | undefined;
  if (majors.length && (wants('storybook') || wants('e2e'))) {
    console.log(`\nPostgreSQL ${majors.join(', ')}: the database and gateway tests run in the background; their results come at the end.`);
    majorsPass = startInBackground(majorsLog);
  } else if (majors.length) {
    section(`database and gateway on PostgreSQL ${majors.join(', ')}`);
    tallyMajors(majors, (await runOlderMajors(reports, majors, false)) ? 1 : 0);
  }

  if (wants('storybook')) {
    section('storybook build');
    const out = path.join(reports, 'storybook');
    // `--test`: Storybook's build for checks, every story and component bundled without the
    // props tables' docgen, source maps or tree shaking nobody reads here (about half the CPU).
    check('storybook build', (await run('pnpm', ['--filter', '@rentals/stories', 'exec', 'storybook', 'build', '--quiet', '--test', '-o', out])) === 0);
  }

  if (wants('e2e')) {
    section('playwright');
    const chromium = await ensureChromium(HEADLESS_SHELL);
    if (!chromium) check('chromium available for browser tests (apt-get install chromium-headless-shell)', false);
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
        const report = JSON.parse(fs.readFileSync(output, 'utf8')) as PlaywrightReport;
        tally.passed += report.stats.expected + report.stats.flaky;
        tally.failed += report.stats.unexpected;
        const failed = failedJourneys(report);
        for (const journey of failed) tally.failures.push(`playwright ${journey}`);
        if (report.stats.unexpected > failed.length) tally.failures.push('playwright journeys');
        if (code !== 0 && report.stats.unexpected === 0) check('playwright (run failed)', false);
      } else check('playwright (no report)', false);
    }
  }

  if (majorsPass) {
    const code = await majorsPass;
    section(`database and gateway on PostgreSQL ${majors.join(', ')} (ran in the background)`);
    process.stdout.write(fs.readFileSync(majorsLog, 'utf8'));
    tallyMajors(majors, code);
  }
} finally {
  await stopCluster();
}

if (tally.failures.length) {
  console.log('\nFailed:');
  for (const failure of tally.failures) console.log(`  - ${failure}`);
}
console.log(`\nThe suite took ${elapsed()}.`);
console.log(`\n${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed ? 1 : 0);
