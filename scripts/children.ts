// Starts a part of the product as a child process that says on its IPC channel when it is ready.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../db/src/config.ts';
import { StartupError } from '../db/src/errors.ts';
import { crashCause, tail } from './crashCause.ts';

const EXIT_WITH_PARENT = path.join(REPO_ROOT, 'scripts', 'exitWithParent.ts');

const lastOutput = new WeakMap<ChildProcess, () => string>();

/**
 * The product's parts keep the code Node compiled for their modules on disk (V8's code cache), so a
 * part started again, and the next product a test starts, compiles less: a gateway's modules 1.4 ->
 * 0.95 s of CPU, the scripts' tests 146 -> 133 s. Only for these parts: set for every process of
 * `npm test`, the test runners' own long-lived workers included, vitest took 555 s in two runs
 * against 482 to 526 s before. NODE_DISABLE_COMPILE_CACHE=1 turns it off.
 */
export function compileCacheEnv(): Record<string, string> {
  return { NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE || path.join(REPO_ROOT, '.tmp', 'node-compile-cache') };
}

/** Why a part started by forkReady (or given `keepLastWords`) died, from what it last wrote to stderr. */
export function causeOfDeath(child: ChildProcess): string | undefined {
  const text = lastOutput.get(child)?.();
  return text ? crashCause(text) : undefined;
}

/** Remembers the end of what `child` writes to stderr, for causeOfDeath. */
export function keepLastWords(child: ChildProcess, stream: NodeJS.ReadableStream): void {
  const kept = tail();
  stream.on('data', (chunk: Buffer) => kept.add(chunk));
  lastOutput.set(child, kept.text);
}

/**
 * Forks `entry` (a .ts file Node runs directly) and resolves once it sends `{ ready }`. It exits on
 * its own when this process is gone (even after a kill -9), through scripts/exitWithParent.ts.
 * Its output goes to this terminal; what it wrote before dying at start becomes the StartupError.
 */
export function forkReady(entry: string, env: NodeJS.ProcessEnv, name: string): Promise<ChildProcess> {
  const child = fork(entry, [], {
    execArgv: ['--import', EXIT_WITH_PARENT],
    env: { ...process.env, ...compileCacheEnv(), ...env, PARENT_PID: String(process.pid) },
    stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
  });
  keepLastWords(child, child.stderr!);
  let ready = false;
  // Said at the terminal once the part runs; kept until then, for the one line of a failed start.
  child.stderr!.on('data', (chunk: Buffer) => {
    if (ready) process.stderr.write(chunk);
  });
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      reject(new StartupError(causeOfDeath(child) ?? `The ${name} stopped while starting (${signal ?? `exit code ${code}`})`));
    };
    child.once('exit', onExit);
    child.on('message', (message: { ready?: unknown }) => {
      if (!message?.ready) return;
      child.off('exit', onExit);
      ready = true;
      resolve(child);
    });
  });
}

/** Asks a child to stop (SIGTERM) and resolves when it has, killing it after `graceMs`. */
export function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
