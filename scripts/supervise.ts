// Keeps one part of the product running: restarts it when it dies, waiting longer after each crash,
// and gives up (stopping the product) only when it keeps crashing.
import type { ChildProcess } from 'node:child_process';
import { stopChild } from './children.ts';

export interface RestartPolicy {
  /** Crashes within `windowMs` that mean the part keeps crashing. */
  maxCrashes: number;
  windowMs: number;
  /** The wait before the first restart; it doubles with each further crash in the window. */
  firstDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_POLICY: RestartPolicy = { maxCrashes: 5, windowMs: 60_000, firstDelayMs: 1_000, maxDelayMs: 16_000 };

export interface SupervisedPart {
  /** The running child's pid (changes with each restart). */
  pid(): number | undefined;
  stop(): Promise<void>;
}

export interface SuperviseOptions {
  /** What the person at the terminal calls it: `gateway worker 2`, `site server`. */
  name: string;
  /** Starts the part; resolves once it is ready, rejects when it cannot start. */
  launch(): Promise<ChildProcess>;
  log(line: string): void;
  /** The part keeps crashing: the product should stop. */
  onGiveUp(message: string): void;
  /** After every (re)start, e.g. to record the new pid. */
  onStart?(child: ChildProcess): void;
  policy?: RestartPolicy;
}

const why = (code: number | null, signal: NodeJS.Signals | null) => signal ?? `exit code ${code}`;

/** Starts the part (a failure to start the first time is thrown) and watches over it. */
export async function supervise(options: SuperviseOptions): Promise<SupervisedPart> {
  const policy = options.policy ?? DEFAULT_POLICY;
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
      options.launch().then((next) => {
        if (stopping) return void stopChild(next);
        child = next;
        options.onStart?.(child);
        watch(child);
      }, (error: unknown) => crashed(`did not start again (${error instanceof Error ? error.message : String(error)})`));
    }, delay);
  };
  const watch = (running: ChildProcess) => running.once('exit', (code, signal) => crashed(`stopped unexpectedly (${why(code, signal)})`));
  watch(child);

  return {
    pid: () => child.pid,
    stop: async () => {
      stopping = true;
      clearTimeout(timer);
      await stopChild(child);
    },
  };
}
