// `node scripts/postgresMajors.cli.ts <report folder> [--background]`: the database and gateway
// tests on each older PostgreSQL major (PG_MATRIX), one vitest-pg<major>.json report each in the
// folder; exits 1 when a major's run failed. With --background it first lowers its own CPU
// priority, which every process it starts inherits (vitest, its workers, PostgreSQL), so that it
// takes only the cores the foreground leaves idle; its tests then wait longer for a core, so their
// time limits are raised.
import os from 'node:os';
import { olderMajors, runOlderMajors, stopRunningCluster } from './postgresMajors.ts';

const [folder, ...flags] = process.argv.slice(2);
if (!folder) {
  console.error('usage: node scripts/postgresMajors.cli.ts <report folder> [--background]');
  process.exit(2);
}
const background = flags.includes('--background');
if (background) os.setPriority(10);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void stopRunningCluster().finally(() => process.exit(128 + os.constants.signals[signal])));
}
process.exit((await runOlderMajors(folder, olderMajors(), background)) ? 1 : 0);
