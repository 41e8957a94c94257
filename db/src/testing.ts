import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { testMajor } from './binaries.ts';
import { startCluster, type RunningCluster } from './cluster.ts';
import { freePort } from './preflight.ts';
import { CLUSTER_PREFIX, removeAbandonedClusters, testClusterBase } from './testClusterBase.ts';
import { MIGRATIONS_DIR, PLATFORM_DIR } from './config.ts';
import { migrate } from './migrate.ts';

/**
 * Throw-away PostgreSQL for tests. One cluster serves a whole test run (its URL travels in
 * TEST_PG_URL); every test file gets its own database cloned from a migrated template, so files
 * run in parallel without sharing state.
 */

export const TEST_PG_URL = 'TEST_PG_URL';

/**
 * The authenticator's password on the throw-away clusters of a test run: one per run, made by the
 * process that starts the first cluster and handed to every process after it (test workers, forked
 * gateways) in AUTHENTICATOR_PASSWORD, which the migrations set on the role and the gateway reads.
 */
export function testAuthenticatorPassword(): string {
  process.env.AUTHENTICATOR_PASSWORD ||= crypto.randomBytes(24).toString('base64url');
  return process.env.AUTHENTICATOR_PASSWORD;
}

/**
 * Starts a cluster of TEST_PG_MAJOR (default the product's) in a fresh folder (in memory when
 * there is room, testClusterBase.ts) on a free port.
 */
export async function startTestCluster(major = testMajor()): Promise<RunningCluster & { pgdata: string; major: number }> {
  testAuthenticatorPassword();
  const base = testClusterBase();
  fs.mkdirSync(base, { recursive: true });
  removeAbandonedClusters(base);
  const pgdata = fs.mkdtempSync(path.join(base, CLUSTER_PREFIX));
  fs.chmodSync(pgdata, 0o755);
  const port = await freePort();
  const cluster = await startCluster({ pgdata: path.join(pgdata, 'data'), port, major, durable: false });
  return {
    ...cluster,
    pgdata,
    major,
    stop: async () => {
      await cluster.stop();
      fs.rmSync(pgdata, { recursive: true, force: true });
    },
  };
}

function migrationsHash(): string {
  const hash = crypto.createHash('sha256');
  for (const dir of [PLATFORM_DIR, MIGRATIONS_DIR]) {
    for (const file of fs.readdirSync(dir).sort()) {
      hash.update(file);
      hash.update(fs.readFileSync(path.join(dir, file)));
    }
  }
  return hash.digest('hex').slice(0, 12);
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function adminQuery<T extends pg.QueryResultRow>(url: string, sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query<T>(sql, params);
  } finally {
    await client.end();
  }
}

/**
 * Makes sure a template database with every migration applied exists; its name carries a hash
 * of the migration files so a changed migration gets a fresh template. Safe to call concurrently.
 */
export async function ensureTemplate(serverUrl: string): Promise<string> {
  const name = `template_${migrationsHash()}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(724100)');
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      const building = `${name}_building`;
      await client.query(`drop database if exists "${building}"`);
      await client.query(`create database "${building}"`);
      await migrate(withDatabase(serverUrl, building), { platform: true });
      await client.query(`alter database "${building}" rename to "${name}"`);
      await client.query(`alter database "${name}" with is_template true`);
    }
    await client.query('select pg_advisory_unlock(724100)');
  } finally {
    await client.end();
  }
  return name;
}

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/**
 * Waits (up to `ms`) until no connection to `database` is left. pg's Pool.end() resolves once it has
 * asked its connections to close, not once they have: a forced drop right after it can still meet
 * them and kill them, and the client then reports 'terminating connection due to administrator
 * command' as an error nobody listens for. Connections still open after `ms` were left open by the
 * test; the forced drop ends them.
 */
async function closedConnections(serverUrl: string, database: string, ms = 5_000): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      const { rows } = await client.query<{ open: number }>(
        'select count(*)::int as open from pg_stat_activity where datname = $1', [database]);
      if (!rows[0]?.open) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await client.end();
  }
}

/**
 * A database of its own migrated only up to the `through` timestamp, for a test that writes the
 * rows a later migration must mend and then applies the rest with migrate(url).
 */
export async function createDatabaseMigratedThrough(through: number): Promise<TestDatabase> {
  const serverUrl = process.env[TEST_PG_URL];
  if (!serverUrl) {
    throw new Error(`${TEST_PG_URL} is not set: add db/src/vitest.globalSetup.ts to the package's vitest globalSetup`);
  }
  const name = `test_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database "${name}"`);
  const url = withDatabase(serverUrl, name);
  await migrate(url, { platform: true, through });
  return {
    name,
    url,
    drop: async () => {
      await closedConnections(serverUrl, name);
      await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

/** A fresh, fully migrated database of its own for one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env[TEST_PG_URL];
  if (!serverUrl) {
    throw new Error(`${TEST_PG_URL} is not set: add db/src/vitest.globalSetup.ts to the package's vitest globalSetup`);
  }
  const template = await ensureTemplate(serverUrl);
  const name = `test_${crypto.randomBytes(6).toString('hex')}`;
  // Copying the template's files is a third faster than writing all of it to the WAL (the default
  // since PostgreSQL 15) for a template this small: 480 ms against 680 to 780 ms a clone on 2 busy cores.
  await adminQuery(serverUrl, `create database "${name}" template "${template}" strategy file_copy`);
  return {
    name,
    url: withDatabase(serverUrl, name),
    drop: async () => {
      await closedConnections(serverUrl, name);
      await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

/**
 * Sends `signal` to a process and every process under it (a PostgreSQL postmaster and its
 * backends): SIGSTOP stalls a server as a frozen disk or VM would, SIGCONT resumes it.
 */
export function signalProcessTree(pid: number, signal: NodeJS.Signals): void {
  const children = (parent: number): number[] => {
    const found: number[] = [];
    try {
      for (const task of fs.readdirSync(`/proc/${parent}/task`)) {
        const listed = fs.readFileSync(`/proc/${parent}/task/${task}/children`, 'utf8').trim();
        for (const child of listed ? listed.split(' ').map(Number) : []) found.push(child, ...children(child));
      }
    } catch {
      // Gone meanwhile.
    }
    return found;
  };
  for (const each of [pid, ...children(pid)]) {
    try {
      process.kill(each, signal);
    } catch {
      // Gone meanwhile.
    }
  }
}

/** Runs one statement on a connection of its own (tests arranging or checking a database). */
export async function queryOnce<T extends pg.QueryResultRow>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  return (await adminQuery<T>(url, sql, params)).rows;
}

/** Whether `url` logs in: true, or PostgreSQL's error code (28P01: a wrong password). */
export async function tryLogIn(url: string): Promise<true | string> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    return true;
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Takes the advisory lock `name` (as db/src/databaseLock.ts names them) in a session of its own,
 * waits until `waiters` other sessions wait for a lock of that database, and returns the release.
 */
export async function holdLockUntilWaited(url: string, name: string, waiters: number): Promise<() => Promise<void>> {
  const holder = new pg.Client({ connectionString: url });
  await holder.connect();
  await holder.query('select pg_advisory_lock(hashtextextended($1, 0))', [`rentals:${name}`]);
  return async () => {
    for (let tries = 0; ; tries += 1) {
      const { rows } = await holder.query<{ n: number }>(`
        select count(*)::int as n from pg_locks l join pg_database d on d.oid = l.database
         where d.datname = current_database() and l.locktype = 'advisory' and not l.granted`);
      if ((rows[0]?.n ?? 0) >= waiters) break;
      if (tries > 3000) throw new Error(`${waiters} sessions never waited for the lock ${name}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await holder.end();
  };
}
