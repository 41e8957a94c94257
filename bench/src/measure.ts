import autocannon from 'autocannon';
import type pg from 'pg';
import { SCOPE_SQL, scopeClaims } from './baselineScope.ts';
import type { CpuShares } from './cpu.ts';
import { httpSender, measurePaced } from './paced.ts';
import type { ApiRole, HttpCall, SqlCall } from './workloads.ts';

/** What one measured window produced: every latency (ms) and the failed calls. */
export interface Sample {
  latencies: number[];
  errors: number;
  seconds: number;
  /** First failure seen, to explain a non-zero error count. */
  firstError?: string;
  /** CPU ms each party used in the window, where it was measured (bench/src/cpu.ts). */
  cpu?: CpuShares;
}

export interface Load {
  seconds: number;
  connections: number;
  /** Calls per second across all connections; 0 or absent sends each next call as soon as an answer comes. */
  rate?: number;
  /** Ends the window early (Ctrl-C). */
  signal?: AbortSignal;
}

/**
 * Drives an HTTP server with autocannon: `connections` keep-alive sockets, each sending the next
 * call of the rotation as soon as the previous answer arrives, for `seconds`. With a rate, an open
 * load over `connections` keep-alive sockets instead (measurePaced): autocannon's own rate sends
 * each connection's share of a second back to back at the start of the second, a burst, not the
 * steady arrivals of visitors.
 */
export async function measureHttp(
  baseUrl: string,
  call: (i: number) => HttpCall,
  headers: Record<string, string>,
  load: Load,
  headersFor: (role: ApiRole) => Record<string, string> = () => ({}),
): Promise<Sample> {
  if (load.rate) {
    const send = httpSender(baseUrl, load.connections);
    try {
      return await measurePaced((k) => {
        const c = call(k);
        return send({ ...c, headers: { ...headers, ...(c.as ? headersFor(c.as) : {}), ...c.headers } });
      }, { ...load, rate: load.rate });
    } finally {
      send.close();
    }
  }
  let next = 0;
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const started = performance.now();
  const instance = autocannon({
    url: baseUrl,
    connections: load.connections,
    duration: load.seconds,
    ...(load.rate ? { overallRate: load.rate } : {}),
    headers,
    requests: [{
      setupRequest: (request: Record<string, unknown>) => {
        const c = call(next++);
        return { ...request, method: c.method, path: c.path, body: c.body, headers: { ...headers, ...(c.as ? headersFor(c.as) : {}), ...c.headers } };
      },
    }],
  });
  load.signal?.addEventListener('abort', () => instance.stop());
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    latencies.push(ms);
    if (status >= 300) {
      errors += 1;
      firstError ??= `HTTP ${status}`;
    }
  });
  const result = await instance;
  errors += result.errors + result.timeouts;
  return { latencies, errors, seconds: (performance.now() - started) / 1000, firstError };
}

/** Several windows of one server as one: every latency, the errors and the seconds added up. */
export function mergeSamples(samples: Sample[]): Sample {
  return {
    latencies: samples.flatMap((s) => s.latencies),
    errors: samples.reduce((sum, s) => sum + s.errors, 0),
    seconds: samples.reduce((sum, s) => sum + s.seconds, 0),
    firstError: samples.find((s) => s.firstError)?.firstError,
  };
}

/** Sends the SQL in one statement, the floor no server can go under. */
export function rawRunner(pool: pg.Pool): (sql: SqlCall) => Promise<unknown> {
  return (sql) => pool.query(sql.text, sql.values);
}

/**
 * What any server that keeps the database's role checks must do per request (what the gateway and
 * PostgREST do): a transaction that sets the role and claims, then the statement.
 */
export function scopedRunner(pool: pg.Pool, workloadRole: ApiRole): (sql: SqlCall) => Promise<unknown> {
  return async (sql) => {
    const role = sql.as ?? workloadRole;
    const claims = scopeClaims(role);
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query(SCOPE_SQL, [role, claims]);
      const result = await client.query(sql.text, sql.values);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  };
}

/** `connections` concurrent loops, each awaiting one call before starting the next, for `seconds`; with a rate, an open load (see measurePaced). */
export async function measureLoop(run: (sql: SqlCall) => Promise<unknown>, call: (i: number) => SqlCall, load: Load): Promise<Sample> {
  if (load.rate) return measurePaced(async (k) => void (await run(call(k))), { ...load, rate: load.rate });
  let next = 0;
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const started = performance.now();
  const deadline = started + load.seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline && !load.signal?.aborted) {
      const t0 = performance.now();
      try {
        await run(call(next++));
        latencies.push(performance.now() - t0);
      } catch (error) {
        errors += 1;
        firstError ??= (error as Error).message;
      }
    }
  };
  await Promise.all(Array.from({ length: load.connections }, worker));
  return { latencies, errors, seconds: (performance.now() - started) / 1000, firstError };
}
