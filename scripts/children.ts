// Starts a part of the product as a child process that says on its IPC channel when it is ready.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../db/src/config.ts';
import { StartupError } from '../db/src/errors.ts';

const EXIT_WITH_PARENT = path.join(REPO_ROOT, 'scripts', 'exitWithParent.ts');

/**
 * Forks `entry` (a .ts file Node runs directly) and resolves once it sends `{ ready }`. It exits on
 * its own when this process is gone (even after a kill -9), through scripts/exitWithParent.ts.
 * Its output goes to this terminal; what it wrote before dying at start becomes the StartupError.
 */
export function forkReady(entry: string, env: NodeJS.ProcessEnv, name: string): Promise<ChildProcess> {
  const child = fork(entry, [], {
    execArgv: ['--import', EXIT_WITH_PARENT],
    env: { ...process.env, ...env, PARENT_PID: String(process.pid) },
    stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stderr!.on('data', collect);
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      const line = output.trim().split('\n').filter(Boolean).pop();
      reject(new StartupError(line ?? `The ${name} stopped while starting (${signal ?? `exit code ${code}`})`));
    };
    child.once('exit', onExit);
    child.on('message', (message: { ready?: unknown }) => {
      if (!message?.ready) return;
      child.off('exit', onExit);
      child.stderr!.off('data', collect);
      child.stderr!.pipe(process.stderr);
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
