import type pg from 'pg';
import { DEFAULT_TIMEOUT_MS, httpSender, measurePaced, sendWithin } from './paced.ts';
import { newTally, type Load, type Sample } from './tally.ts';
import type { ApiRole, HttpCall, SqlCall } from './workloads.ts';

export type { Load, Sample } from './tally.ts';

/**
 * `connections` loops, each sending its next call as soon as the previous one is answered, for
 * `seconds`. A call sent before the window ends is waited for after it (up to the timeout), so a
 * server that stops answering is charged a timeout for each call it holds instead of nothing.
 */
async function closedLoop(send: (k: number, signal: AbortSignal) => Promise<void>, load: Load): Promise<Sample> {
  const tally = newTally();
  const timeoutMs = load.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let next = 0;
  const started = performance.now();
  const deadline = started + load.seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline && !load.signal?.aborted) {
      const t0 = performance.now();
      try {
        await sendWithin(send, next++, timeoutMs);
        tally.answered(performance.now() - t0);
      } catch (error) {
        tally.failed(error);
      }
    }
  };
  await Promise.all(Array.from({ length: load.connections }, worker));
  return tally.sample((performance.now() - started) / 1000);
}

/**
 * Drives an HTTP server over `connections` keep-alive connections: each sends the next call of the
 * rotation as soon as the previous answer arrives (closedLoop), or with a rate, calls arrive at
 * that rate whatever the answers (measurePaced).
 */
export async function measureHttp(
  baseUrl: string,
  call: (i: number) => HttpCall,
  headers: Record<string, string>,
  load: Load,
  headersFor: (role: ApiRole) => Record<string, string> = () => ({}),
): Promise<Sample> {
  const sender = httpSender(baseUrl, load.connections);
  const send = (k: number, signal: AbortSignal) => {
    const c = call(k);
    return sender({ ...c, headers: { ...headers, ...(c.as ? headersFor(c.as) : {}), ...c.headers } }, signal);
  };
  try {
    return load.rate ? await measurePaced(send, { ...load, rate: load.rate }) : await closedLoop(send, load);
  } finally {
    await sender.close();
  }
}

/** Several windows of one server as one: every latency, the errors, timeouts and seconds added up. */
export function mergeSamples(samples: Sample[]): Sample {
  return {
    latencies: samples.flatMap((s) => s.latencies),
    errors: samples.reduce((sum, s) => sum + s.errors, 0),
    timeouts: samples.reduce((sum, s) => sum + s.timeouts, 0),
    seconds: samples.reduce((sum, s) => sum + s.seconds, 0),
    firstError: samples.find((s) => s.firstError)?.firstError,
  };
}

/** Sends the SQL in one statement, the floor no server can go under. */
export function rawRunner(pool: pg.Pool): (sql: SqlCall) => Promise<unknown> {
  return (sql) => pool.query(sql.text, sql.values);
}

/** Calls `run` as closedLoop does (or, with a rate, as measurePaced does), for `seconds`. */
export async function measureLoop(run: (sql: SqlCall) => Promise<unknown>, call: (i: number) => SqlCall, load: Load): Promise<Sample> {
  const send = async (k: number) => void (await run(call(k)));
  return load.rate ? measurePaced(send, { ...load, rate: load.rate }) : closedLoop(send, load);
}
