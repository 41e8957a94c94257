// What one measured window counts: answers with their latencies, failures, and timeouts apart.
import type { CpuShares } from './cpu.ts';

/** What one measured window produced: every latency (ms), the failed calls and those never answered. */
export interface Sample {
  latencies: number[];
  /** Calls answered with a failure (an HTTP status of 300 or more, a refused connection, an SQL error). */
  errors: number;
  /** Calls without an answer within the timeout, those still waiting when the window ended among them. */
  timeouts: number;
  seconds: number;
  /** First failure seen, to explain a non-zero error or timeout count. */
  firstError?: string;
  /** CPU ms each party used in the window, where it was measured (bench/src/cpu.ts). */
  cpu?: CpuShares;
}

export interface Load {
  seconds: number;
  connections: number;
  /** Calls per second across all connections; 0 or absent sends each next call as soon as an answer comes. */
  rate?: number;
  /** How long a call may wait for its answer before it counts as a timeout (BENCH_TIMEOUT_SECONDS). */
  timeoutMs?: number;
  /** Ends the window early (Ctrl-C). */
  signal?: AbortSignal;
}

/** A call that had no answer within the load's timeout. */
export class CallTimeout extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms / 1000} s`);
    this.name = 'CallTimeout';
  }
}

export function newTally() {
  const latencies: number[] = [];
  let errors = 0;
  let timeouts = 0;
  let firstError: string | undefined;
  return {
    answered(ms: number) {
      latencies.push(ms);
    },
    failed(error: unknown) {
      if (error instanceof CallTimeout) timeouts += 1;
      else errors += 1;
      firstError ??= (error as Error).message;
    },
    sample(seconds: number): Sample {
      return { latencies, errors, timeouts, seconds, firstError };
    },
  };
}
