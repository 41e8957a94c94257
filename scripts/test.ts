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
import { inBackground, LINT_JOB, run, runEach, typecheckJobs, type Job } from './run.ts';

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
 * in a file: it runs beside the browser journeys (and whatever of lint, typecheck and the Storybook
 * build is still running), on what they leave idle.
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

/** The Storybook build as a job, into `out`. */
function storybookJob(out: string): Job {
  return { label: 'storybook build', command: 'pnpm', args: ['--filter', '@rentals/stories', 'exec', 'storybook', 'build', '--quiet', '-o', out] };
}

/** 'lint, typecheck and the Storybook build': what `jobs` are, for the section titles. */
function titleOf(jobs: readonly Job[]): string {
  const kinds = [...new Set(jobs.map((job) => (job === LINT_JOB ? 'lint' : job.label.startsWith('typecheck') ? 'typecheck' : `the ${job.label.replace('storybook', 'Storybook')}`)))];
  return kinds.length > 1 ? `${kinds.slice(0, -1).join(', ')} and ${kinds.at(-1)}` : kinds.join('');
}

/** Jobs running at low priority beside a step, their output kept for the end. */
interface Background {
  title: string;
  jobs: Job[];
  output: string[];
  done: Promise<number[]>;
}
const backgrounds: Background[] = [];

/** Starts `jobs` in the background beside `step`, a core's worth at a time. */
function startBeside(step: string, jobs: Job[]): Background {
  const title = titleOf(jobs);
  console.log(`\n${title}: in the background beside ${step}; their results come at the end.`);
  const output: string[] = [];
  return { title, jobs, output, done: runEach(jobs.map(inBackground), os.availableParallelism(), (text) => output.push(text)) };
}

/** Runs `jobs` now, a core's worth at a time (lint and TypeScript are single-threaded), printing each as it ends. */
async function inForeground(jobs: Job[]): Promise<void> {
  section(titleOf(jobs));
  const codes = await runEach(jobs);
  jobs.forEach((job, i) => check(job.label, codes[i] === 0));
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

  // Lint and each package's TypeScript run beside vitest, and the Storybook build beside the
  // journeys, at low priority on the CPU those leave idle (vitest's files leave little, the
  // journeys' waits more); what has no step to run beside runs in the foreground.
  const lintAndTypes = [...(wants('lint') ? [LINT_JOB] : []), ...(wants('typecheck') ? typecheckJobs(REPO_ROOT) : [])];
  const storybook = wants('storybook') ? [storybookJob(path.join(reports, 'storybook'))] : [];
  const early = wants('e2e') ? lintAndTypes : [...lintAndTypes, ...storybook];
  if (early.length && wants('unit')) backgrounds.push(startBeside('vitest', early));
  else if (early.length) await inForeground(early);

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
  // journeys or the background checks when those run; in the foreground when asked for alone.
  const majors = wants('postgres') ? olderMajors() : [];
  const majorsLog = path.join(reports, 'postgres-majors.log');
  let majorsPass: Promise<number> | undefined;
  if (majors.length && (backgrounds.length > 0 || wants('e2e'))) {
    console.log(`\nPostgreSQL ${majors.join(', ')}: the database and gateway tests run in the background; their results come at the end.`);
    majorsPass = startInBackground(majorsLog);
  } else if (majors.length) {
    section(`database and gateway on PostgreSQL ${majors.join(', ')}`);
    tallyMajors(majors, (await runOlderMajors(reports, majors, false)) ? 1 : 0);
  }

  if (wants('e2e')) {
    if (storybook.length) backgrounds.push(startBeside('the journeys', storybook));
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

  for (const background of backgrounds) {
    const codes = await background.done;
    section(`${background.title} (ran in the background)`);
    for (const text of background.output) process.stdout.write(text);
    background.jobs.forEach((job, i) => check(job.label, codes[i] === 0));
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
