// The database and gateway tests again on the older supported PostgreSQL majors, one throw-away
// cluster each (the main run uses the product's own major): what differs between majors
// (migrations, SQL functions, policies, the REST, auth and storage SQL, the search plans), not the
// fuzz, fault and seed suites, which exercise the same SQL at length.
//
// `npm test` runs them in the background (postgresMajors.cli.ts) beside the Storybook build and the
// browser journeys, on the cores those leave idle.
import path from 'node:path';
import { SUPPORTED_MAJORS, type Major } from '../db/src/binaries.ts';
import { POSTGRES_MAJOR } from '../db/src/config.ts';
import { testDepth } from '../db/src/testDepth.ts';
import { ensureTemplate, startTestCluster, TEST_PG_URL } from '../db/src/testing.ts';
import { run } from './run.ts';

/** The test paths a full run repeats on every older major (vitest matches them as path parts). */
export const ACROSS_MAJORS = [
  'db/tests/migrations', 'db/tests/functions/', 'db/tests/rls/', 'db/tests/deploy/',
  'gateway/tests/rest/', 'gateway/tests/auth/', 'gateway/tests/storage/', 'gateway/tests/search/',
];

/**
 * The everyday run's slice: what breaks first on an older major is the SQL we write (migrations,
 * functions, policies, privileges) and the REST statements built over it; auth, storage and the
 * search plans on 120,000 listings repeat the same SQL at length and wait for `npm test -- full`.
 */
export const ACROSS_MAJORS_SLICE = [
  'db/tests/migrations', 'db/tests/functions/', 'db/tests/rls/', 'db/tests/deploy/', 'gateway/tests/rest/',
];

/** The paths to rerun on the older majors at a run's depth. */
export function acrossMajors(env: NodeJS.ProcessEnv = process.env): string[] {
  return testDepth(env) === 'full' ? ACROSS_MAJORS : ACROSS_MAJORS_SLICE;
}

/**
 * PG_MATRIX: `all` (15, 16 and 17: the default of `npm test -- full`), `oldest` (15, which breaks
 * first: the default of `npm test`) or `none`.
 */
export function olderMajors(env: NodeJS.ProcessEnv = process.env): Major[] {
  const older = SUPPORTED_MAJORS.filter((major) => major !== POSTGRES_MAJOR);
  const choice = env.PG_MATRIX ?? (testDepth(env) === 'full' ? 'all' : 'oldest');
  if (choice === 'all') return older;
  if (choice === 'oldest') return older.slice(0, 1);
  if (choice === 'none') return [];
  throw new Error(`PG_MATRIX must be all, oldest or none, got '${choice}'`);
}

/** The report file of one major's run. */
export const reportFile = (folder: string, major: Major) => path.join(folder, `vitest-pg${major}.json`);

let running: { stop(): Promise<void> } | undefined;

/** Stops the cluster of the major under test, if any (when the run is interrupted). */
export function stopRunningCluster(): Promise<void> {
  return running?.stop() ?? Promise.resolve();
}

/** Runs the tests on each major in turn; resolves with the number of majors whose run failed. */
export async function runOlderMajors(folder: string, majors: readonly Major[], background: boolean): Promise<number> {
  let failed = 0;
  for (const major of majors) {
    console.log(`\n--- database and gateway on PostgreSQL ${major} ---`);
    const cluster = await startTestCluster(major);
    running = cluster;
    try {
      await ensureTemplate(cluster.url);
      const limits = background ? ['--testTimeout=180000', '--hookTimeout=300000'] : [];
      const code = await run(
        'pnpm',
        ['exec', 'vitest', 'run', '--project', '@rentals/db', '--project', '@rentals/gateway', ...acrossMajors(), ...limits,
          '--reporter=dot', '--reporter=json', `--outputFile.json=${reportFile(folder, major)}`],
        { env: { ...process.env, [TEST_PG_URL]: cluster.url, TEST_PG_MAJOR: String(major) } },
      );
      if (code !== 0) failed += 1;
    } finally {
      running = undefined;
      await cluster.stop();
    }
  }
  return failed;
}
