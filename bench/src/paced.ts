import pLimit from 'p-limit';
import { Pool } from 'undici';
import { CallTimeout, newTally, type Load, type Sample } from './tally.ts';
import type { HttpCall } from './workloads.ts';

/**
 * An open load, as visitors arrive: call k is due at k / rate seconds whatever the answers before
 * it, at most `connections` calls run at once, and a call's latency counts from when it was due,
 * so time spent waiting for a free connection behind a slow server is charged to that server (no
 * coordinated omission). A call still unanswered `timeoutMs` after it was due is a timeout, whether
 * it waited for a connection, for its answer, or past the end of the window.
 */
export async function measurePaced(send: (k: number, signal: AbortSignal) => Promise<void>, load: Load & { rate: number }): Promise<Sample> {
  const tally = newTally();
  const timeoutMs = load.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const started = performance.now();
  const deadline = started + load.seconds * 1000;
  const running = new Set<Promise<void>>();
  // Takes a connection as the call is queued: calls found due together (the loop woken late on a
  // busy machine) must not all see one free.
  const connection = pLimit(load.connections);
  const one = (k: number, due: number) =>
    connection(async () => {
      try {
        const left = due + timeoutMs - performance.now();
        if (left <= 0) throw new CallTimeout(timeoutMs);
        await sendWithin(send, k, left, timeoutMs);
        tally.answered(performance.now() - due);
      } catch (error) {
        tally.failed(error);
      }
    });
  for (let k = 0; !load.signal?.aborted; k += 1) {
    const due = started + (k * 1000) / load.rate;
    if (due >= deadline) break;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const call = one(k, due);
    running.add(call);
    void call.finally(() => running.delete(call));
  }
  await Promise.all(running);
  return tally.sample((performance.now() - started) / 1000);
}

/** The wait for an answer BENCH_TIMEOUT_SECONDS leaves when it is not set (autocannon's default). */
export const DEFAULT_TIMEOUT_MS = 10_000;

/** Sends a call that is abandoned as a timeout after `ms` (the abort reaches the call, so an HTTP call frees its connection). */
export async function sendWithin(send: (k: number, signal: AbortSignal) => Promise<void>, k: number, ms: number, limitMs = ms): Promise<void> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      // Settled as a timeout before the abort makes the call itself fail.
      reject(new CallTimeout(limitMs));
      controller.abort();
    }, ms);
  });
  try {
    await Promise.race([send(k, controller.signal), expired]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Sends calls over at most `connections` keep-alive connections (undici's Pool, about as light on
 * the measuring process as autocannon); an answer of 300 or more is a failure.
 */
export function httpSender(baseUrl: string, connections: number): ((call: HttpCall, signal?: AbortSignal) => Promise<void>) & { close(): Promise<void> } {
  const pool = new Pool(baseUrl, { connections, pipelining: 1, keepAliveTimeout: 60_000 });
  const send = async (call: HttpCall, signal?: AbortSignal) => {
    const response = await pool.request({ path: call.path, method: call.method, headers: call.headers, body: call.body, signal });
    await response.body.dump();
    if (response.statusCode >= 300) throw new Error(`HTTP ${response.statusCode}`);
  };
  return Object.assign(send, { close: () => pool.destroy() });
}
