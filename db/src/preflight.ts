import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { POSTGRES_MAJOR } from './config.ts';
import { StartupError } from './errors.ts';

// Checks made before PostgreSQL starts, each ending in one line the person can act on.

export const SUPERUSER = 'postgres';

export interface RunAs {
  uid?: number;
  gid?: number;
}

/** PostgreSQL refuses to run as root, so as root we run it as the `postgres` system user. */
export function runAs(): RunAs {
  if (os.userInfo().uid !== 0) return {};
  const lookup = (): RunAs | undefined => {
    try {
      const uid = Number(execFileSync('id', ['-u', SUPERUSER], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', SUPERUSER], { encoding: 'utf8' }).trim());
      return { uid, gid };
    } catch {
      return undefined;
    }
  };
  const existing = lookup();
  if (existing) return existing;
  try {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', SUPERUSER], { stdio: 'ignore' });
  } catch {
    // A concurrent run may have created it first; the lookup below decides.
  }
  const created = lookup();
  if (!created) throw new StartupError('Could not create the "postgres" system user needed to run PostgreSQL as root.');
  return created;
}

export function ownFolder(folder: string, who: RunAs): void {
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  if (who.uid !== undefined && who.gid !== undefined) fs.chownSync(folder, who.uid, who.gid);
  fs.chmodSync(folder, 0o700);
}

/** Checks the folder's parents can be traversed by the postgres user (a mode-700 home cannot). */
export function checkTraversable(folder: string, who: RunAs): void {
  if (who.uid === undefined) return;
  let dir = path.dirname(folder);
  while (dir !== path.dirname(dir)) {
    if (!fs.existsSync(dir)) {
      dir = path.dirname(dir);
      continue;
    }
    const mode = fs.statSync(dir).mode;
    if ((mode & 0o001) === 0) {
      throw new StartupError(
        `PostgreSQL runs as the "postgres" user and cannot enter ${dir}; set DATA_DIR to a folder outside it or run chmod o+x ${dir}.`,
      );
    }
    dir = path.dirname(dir);
  }
}

export function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') {
        reject(new StartupError(`Port ${port} (PostgreSQL) is already in use; set DB_PORT to choose another, e.g. DB_PORT=${port + 10} npm start.`));
      } else reject(error);
    });
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });
}

const EPHEMERAL_RANGE = '/proc/sys/net/ipv4/ip_local_port_range';
const LOWEST_PORT = 10_000;

/**
 * The ports freePort hands out: below the kernel's ephemeral range (Linux's 32768-60999, read from
 * `ip_local_port_range` when given), from 10000 up. Undefined when that leaves fewer than 1,000.
 */
export function portPool(rangeText: string | undefined): [number, number] | undefined {
  const ephemeralLow = Number(/^\s*(\d+)/.exec(rangeText ?? '')?.[1] ?? 32_768);
  const high = ephemeralLow - 1;
  return high - LOWEST_PORT + 1 >= 1_000 ? [LOWEST_PORT, high] : undefined;
}

/** Whether a server could listen on this loopback port now. */
export function listenable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

function kernelPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

let cursor: number | undefined;

/**
 * A free TCP port on loopback, for a server this process or its child starts next (throw-away
 * clusters, a test's product). Not port 0's choice: the kernel takes that from its ephemeral range,
 * where every outgoing connection takes its local port and every other process asking for port 0
 * gets one, so between this check and the server's start another could take it (a test's
 * `npm start` found its site's port in use in a fresh clone's run of 7 December 2026). Instead the
 * ports below that range, walked from a random point in each process, each checked as it is handed
 * out; the kernel's choice only when that range is too small or full.
 */
export async function freePort(): Promise<number> {
  let pool: [number, number] | undefined;
  try {
    pool = portPool(fs.readFileSync(EPHEMERAL_RANGE, 'utf8'));
  } catch {
    pool = portPool(undefined);
  }
  if (!pool) return kernelPort();
  const [low, high] = pool;
  const size = high - low + 1;
  cursor ??= crypto.randomInt(size);
  for (let tries = 0; tries < 1_000; tries++) {
    const port = low + (cursor++ % size);
    if (await listenable(port)) return port;
  }
  return kernelPort();
}

/** Whether a process with this pid exists (EPERM: it does, under another user). */
export function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function checkNotRunning(pgdata: string): void {
  const pidFile = path.join(pgdata, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && pidAlive(pid)) {
    throw new StartupError(
      `The database in ${pgdata} is already in use by another process (pid ${pid}), probably another npm start; stop it first or set DATA_DIR to another folder.`,
    );
  }
  // A lock left by a crash: PostgreSQL itself verifies and replaces it on start.
}

export function checkMajor(pgdata: string, expected: number = POSTGRES_MAJOR): boolean {
  const versionFile = path.join(pgdata, 'PG_VERSION');
  if (!fs.existsSync(versionFile)) return false;
  const major = Number(fs.readFileSync(versionFile, 'utf8').trim());
  if (major !== expected) {
    throw new StartupError(
      `The data folder ${pgdata} was made by PostgreSQL ${major}, but this project runs PostgreSQL ${expected}; move the folder away (or dump and restore it) or set DATA_DIR to a new folder.`,
    );
  }
  return true;
}

