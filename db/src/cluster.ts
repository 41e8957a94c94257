import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { binariesFor, type Major } from './binaries.ts';
import { POSTGRES_MAJOR } from './config.ts';
import { StartupError } from './errors.ts';
import {
  assertPortFree,
  checkMajor,
  checkNotRunning,
  checkTraversable,
  ownFolder,
  runAs,
  SUPERUSER,
  type RunAs,
} from './preflight.ts';

export const SUPERUSER_PASSWORD = 'postgres';

export interface ClusterOptions {
  /** Folder that holds (or will hold) the PostgreSQL data files. */
  pgdata: string;
  port: number;
  /** Called with each line the server writes to its log. */
  onLog?: (line: string) => void;
  /** The PostgreSQL major to run (default POSTGRES_MAJOR; the tests run every supported one). */
  major?: Major;
  /**
   * Flush to disk at every commit (default true). Throw-away test clusters turn it off: a killed
   * server still recovers every committed row from the operating system's cache; only a machine
   * crash could lose them, and a test cluster is deleted after the run anyway.
   */
  durable?: boolean;
}

export interface RunningCluster {
  url: string;
  port: number;
  /** The postmaster's pid (fault-injection tests kill it outright). */
  pid: number;
  /** The postmaster itself: its 'exit' after the start is the database dying (scripts/product.ts restarts it). */
  process: ChildProcess;
  /**
   * Resolves once the server and every backend it started are gone (they share its output, which
   * closes last): only then may a new server start on the same folder after a crash.
   */
  gone: Promise<void>;
  stop(): Promise<void>;
}

function runInitdb(initdb: string, pgdata: string, who: RunAs): Promise<void> {
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

function explainServerLog(log: string, port: number, major: number): string {
  if (/No space left on device/i.test(log)) return 'The disk is full: PostgreSQL could not start; free some space and start again (nothing was lost).';
  if (/could not bind|Address already in use/i.test(log)) {
    return `Port ${port} (PostgreSQL) is already in use; set DB_PORT to choose another.`;
  }
  if (/lock file .* already exists/i.test(log)) {
    return 'The database folder is already in use by another PostgreSQL; stop the other npm start or set DATA_DIR to another folder.';
  }
  if (/database files are incompatible with server/i.test(log)) {
    return `The data folder was made by another PostgreSQL version; this project runs PostgreSQL ${major}. Set DATA_DIR to a new folder.`;
  }
  const fatal = log.split('\n').find((line) => /FATAL|PANIC/.test(line));
  return `PostgreSQL did not start: ${fatal?.trim() ?? log.trim().split('\n').slice(-1)[0] ?? 'no output'}`;
}

function waitUntilReady(child: ChildProcess, port: number, major: number, onLog?: (line: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    let log = '';
    let ready = false;
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      // Kept only to explain a failed start: a server that runs for weeks must not grow it.
      if (!ready) log += text;
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
      if (!ready) reject(new StartupError(explainServerLog(log, port, major)));
    });
  });
}

/**
 * Initialises the cluster on first use, then starts it and resolves once it accepts connections.
 * The server is a child of this process: stopping this process stops it cleanly.
 */
export async function startCluster(options: ClusterOptions): Promise<RunningCluster> {
  const { pgdata, port, onLog, major = POSTGRES_MAJOR, durable = true } = options;
  const { initdb, postgres } = await binariesFor(major);
  const who = runAs();
  checkTraversable(pgdata, who);
  const exists = checkMajor(pgdata, major);
  checkNotRunning(pgdata);
  await assertPortFree(port);
  if (!exists) {
    fs.mkdirSync(path.dirname(pgdata), { recursive: true, mode: 0o755 });
    fs.rmSync(pgdata, { recursive: true, force: true });
    ownFolder(pgdata, who);
    await runInitdb(initdb, pgdata, who);
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
      '-c', `fsync=${durable ? 'on' : 'off'}`,
      // Solid-state storage, as hosted Supabase configures it: a random read costs little more than
      // a sequential one, so the planner walks an index in page order instead of sorting matches.
      '-c', 'random_page_cost=1.1',
    ],
    { ...who, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const gone = new Promise<void>((resolve) => child.once('close', () => resolve()));
  await waitUntilReady(child, port, major, onLog);
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
  return { url: `postgres://${SUPERUSER}:${SUPERUSER_PASSWORD}@127.0.0.1:${port}/postgres`, port, pid: child.pid!, process: child, gone, stop };
}
