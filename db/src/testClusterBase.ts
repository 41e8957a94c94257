// Where a test run's throw-away PostgreSQL clusters keep their files. Every database test file
// creates a database from the template and drops it again, a few hundred files each time; on the
// disk's ext4 that churn had the kernel search its inode bitmaps past recently deleted inodes
// (`recently_deleted`, a third of PostgreSQL's kernel time in a profile of the database tests). In
// memory (tmpfs) the same work costs a fraction: the database tests 77 -> 64 s, their system CPU
// 62 -> 36 s. The clusters hold no data worth keeping (fsync is off for them anyway).
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './config.ts';
import { pidAlive } from './preflight.ts';

/** The shared-memory file system Debian mounts on every machine. */
export const MEMORY_DIR = '/dev/shm';

/** Free space a run's clusters may use at most: the template, the databases of the files running at once, the WAL. */
export const MEMORY_NEEDED = 4 * 1024 ** 3;

/** Clusters nobody started this long ago are abandoned when no server runs in them. */
const ABANDONED_AFTER_MS = 10 * 60_000;

export const CLUSTER_PREFIX = 'pg-test-';

/** Free bytes of the file system at `dir`, or 0 when it cannot be written. */
function freeBytes(dir: string): number {
  try {
    fs.accessSync(dir, fs.constants.W_OK);
    const stats = fs.statfsSync(dir);
    return stats.bavail * stats.bsize;
  } catch {
    return 0;
  }
}

/**
 * TEST_PG_DIR when set; else MEMORY_DIR when it has room for a run's clusters; else .tmp/ in the
 * repository (a machine without /dev/shm, or a container that gives it 64 MB).
 */
export function testClusterBase(env: NodeJS.ProcessEnv = process.env, memoryDir = MEMORY_DIR): string {
  if (env.TEST_PG_DIR) return env.TEST_PG_DIR;
  return freeBytes(memoryDir) >= MEMORY_NEEDED ? memoryDir : path.join(REPO_ROOT, '.tmp');
}

/** The pid in a cluster's postmaster.pid, or undefined when it has none. */
function postmasterPid(cluster: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(path.join(cluster, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Removes the clusters in `base` that runs killed outright left behind (in memory they hold RAM
 * until the machine restarts): folders older than ten minutes in which no server runs. A cluster
 * being set up (initdb, before its server starts) is younger than that; a running one has a live
 * postmaster. Returns the folders removed.
 */
export function removeAbandonedClusters(base: string, now = Date.now()): string[] {
  let names: string[];
  try {
    names = fs.readdirSync(base).filter((name) => name.startsWith(CLUSTER_PREFIX));
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    const cluster = path.join(base, name);
    try {
      if (now - fs.statSync(cluster).mtimeMs < ABANDONED_AFTER_MS) continue;
      const pid = postmasterPid(cluster);
      if (pid !== undefined && pidAlive(pid)) continue;
      fs.rmSync(cluster, { recursive: true, force: true });
      removed.push(cluster);
    } catch {
      // Another run removed it first, or it is not ours to remove.
    }
  }
  return removed;
}
