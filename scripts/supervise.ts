// Keeps one part of the product running: restarts it when it dies, waiting longer after each crash,
// and gives up (stopping the product) only when it keeps crashing.
import type { ChildProcess } from 'node:child_process';
import { causeOfDeath, stopChild } from './children.ts';

export interface RestartPolicy {
  /** Crashes within `windowMs` that mean the part keeps crashing. */
  maxCrashes: number;
  windowMs: number;
  /** The wait before the first restart; it doubles with each further crash in the window. */
  firstDelayMs: number;
  maxDelayMs: number;
}

/** Restarts after 1, 2, 4 and 8 s; the fifth crash within a minute stops the product. */
export const DEFAULT_POLICY: RestartPolicy = { maxCrashes: 5, windowMs: 60_000, firstDelayMs: 1_000, maxDelayMs: 8_000 };

/** The waits before each restart a policy allows, in order (the README's figures come from here). */
export function restartDelays(policy: RestartPolicy = DEFAULT_POLICY): number[] {
  return Array.from({ length: policy.maxCrashes - 1 }, (_, i) => Math.min(policy.firstDelayMs * 2 ** i, policy.maxDelayMs));
}

/**
 * How long a dead part's output may take to arrive after its exit (for the cause in the line), and
 * how long an exit waits before it counts as a crash: Ctrl-C reaches every process of the terminal
 * at once, so a part may end on it a moment before the product says it is stopping.
 */
const SETTLE_MS = 300;

export interface SupervisedPart {
  /** The running child's pid (changes with each restart). */
  pid(): number | undefined;
  /** From now on an exit is the product stopping, not a crash (the product stops its parts one by one). */
  halt(): void;
  stop(): Promise<void>;
}

export interface SuperviseOptions {
  /** What the person at the terminal calls it: `gateway worker 2`, `site server`. */
  name: string;
  /** Starts the part; resolves once it is ready, rejects when it cannot start. */
  launch(): Promise<ChildProcess>;
  /** Stops the running part (default: SIGTERM, then SIGKILL after 10 s). */
  stopProcess?(child: ChildProcess): Promise<void>;
  log(line: string): void;
  /** The part keeps crashing: the product should stop. */
  onGiveUp(message: string): void;
  /** After every (re)start, e.g. to record the new pid. */
  onStart?(child: ChildProcess): void;
  policy?: RestartPolicy;
}

function why(child: ChildProcess, code: number | null, signal: NodeJS.Signals | null): string {
  if (signal) return signal;
  const cause = code === 0 ? undefined : causeOfDeath(child);
  return cause ? `exit code ${code}: ${cause}` : `exit code ${code}`;
}

/** Starts the part (a failure to start the first time is thrown) and watches over it. */
export async function supervise(options: SuperviseOptions): Promise<SupervisedPart> {
  const policy = options.policy ?? DEFAULT_POLICY;
  const stopProcess = options.stopProcess ?? ((child: ChildProcess) => stopChild(child));
  let child = await options.launch();
  options.onStart?.(child);
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let crashes: number[] = [];

  const crashed = (reason: string) => {
    if (stopping) return;
    const now = Date.now();
    crashes = [...crashes.filter((at) => now - at < policy.windowMs), now];
    if (crashes.length >= policy.maxCrashes) {
      options.onGiveUp(`The ${options.name} keeps crashing (${crashes.length} times within ${policy.windowMs / 1000} s; it last ${reason}); stopping.`);
      return;
    }
    const delay = Math.min(policy.firstDelayMs * 2 ** (crashes.length - 1), policy.maxDelayMs);
    options.log(`The ${options.name} ${reason}; restarting in ${delay / 1000} s.`);
    timer = setTimeout(() => {
      timer = undefined;
      if (stopping) return;
      options.launch().then((next) => {
        if (stopping) return void stopProcess(next);
        child = next;
        options.onStart?.(child);
        watch(child);
      }, (error: unknown) => crashed(`did not start again (${error instanceof Error ? error.message : String(error)})`));
    }, delay);
  };
  const watch = (running: ChildProcess) =>
    running.once('exit', (code, signal) => {
      if (stopping) return;
      setTimeout(() => crashed(`stopped unexpectedly (${why(running, code, signal)})`), SETTLE_MS);
    });
  watch(child);

  const halt = () => {
    stopping = true;
    clearTimeout(timer);
  };
  return {
    pid: () => child.pid,
    halt,
    stop: async () => {
      halt();
      await stopProcess(child);
    },
  };
}
