import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

// The product's hook for its children (`npm start`'s): a server the bench started ends once the
// bench is gone, even after a kill -9 that left no time to stop it.
const EXIT_WITH_PARENT = fileURLToPath(new URL('../../scripts/exitWithParent.ts', import.meta.url));

export interface RunningChild {
  name: string;
  pid: number;
  stop(): Promise<void>;
}

/** Running children, so a Ctrl-C or a failure can stop every one of them. */
const running = new Set<RunningChild>();
let closed = false;

function exited(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => proc.once('exit', () => resolve()));
}

/**
 * Starts `node <script>` with `env`, its output in `logFile`, and waits until `ready()` answers
 * true (polled), the child exits, or `timeoutMs` passes.
 */
export async function startChild(options: {
  name: string;
  script: string;
  nodeArgs?: string[];
  env: Record<string, string>;
  logFile: string;
  ready: () => Promise<boolean>;
  timeoutMs?: number;
}): Promise<RunningChild> {
  if (closed) throw new Error(`not starting ${options.name}: the run is stopping`);
  const out = fs.openSync(options.logFile, 'a');
  const proc = spawn(process.execPath, ['--import', EXIT_WITH_PARENT, ...(options.nodeArgs ?? []), options.script], {
    env: { ...process.env, ...options.env, PARENT_PID: String(process.pid) },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  const child: RunningChild = {
    name: options.name,
    pid: proc.pid ?? -1,
    stop: async () => {
      running.delete(child);
      if (proc.exitCode !== null || proc.signalCode !== null) return;
      proc.kill('SIGTERM');
      const timer = setTimeout(() => proc.kill('SIGKILL'), 5000);
      await exited(proc);
      clearTimeout(timer);
    },
  };
  running.add(child);
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) break;
    if (await options.ready().catch(() => false)) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await child.stop();
  const tail = fs.readFileSync(options.logFile, 'utf8').split('\n').slice(-15).join('\n');
  throw new Error(`${options.name} did not become ready (log ${options.logFile}):\n${tail}`);
}

/** Stops every child still running and refuses to start more. */
export async function stopAllChildren(): Promise<void> {
  closed = true;
  await Promise.all([...running].map((child) => child.stop()));
}
