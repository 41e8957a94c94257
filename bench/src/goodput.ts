// The `overload` workload: the gateway's goodput (answers with rows, a second) under a crowd of
// BENCH_OVERLOAD_CONNECTIONS against the same read at BENCH_CONNECTIONS, side by side in one run.
// Each call opens its own connection, as a crowd of browsers and servers would, and every caller
// sends its next call as soon as an answer comes, a refusal included: the worst crowd, one that
// ignores Retry-After. What counts is what the crowd still gets served within the window.
import http from 'node:http';
import type { Load } from './measure.ts';
import { roundOrder } from './rounds.ts';
import { percentile } from './stats.ts';
import type { HttpCall } from './workloads.ts';

/** What one window of a crowd got: served (2xx), refused (503), another status, no answer. */
export interface GoodputSample {
  connections: number;
  seconds: number;
  served: number;
  refused: number;
  other: number;
  /** Calls without an answer within ANSWER_TIMEOUT_MS, and broken connections. */
  failed: number;
  /** Calls still waiting for their answer when the window closed. */
  open: number;
  /** Latencies (ms) of the served calls. */
  latencies: number[];
}

/** How long a caller waits for an answer before giving up on it. */
export const ANSWER_TIMEOUT_MS = 10_000;

/** One call on a connection of its own: the answer's status, 0 for none (timeout, broken), -1 when the window closed first. */
function callOnce(base: URL, c: HttpCall, headers: Record<string, string>, closed: AbortSignal): Promise<number> {
  return new Promise((resolve) => {
    const request = http.request(new URL(c.path, base), {
      method: c.method, agent: false, timeout: ANSWER_TIMEOUT_MS, signal: closed,
      headers: { ...headers, ...c.headers, connection: 'close' },
    }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', () => resolve(0));
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(closed.aborted ? -1 : 0));
    request.end(c.body);
  });
}

export async function measureGoodput(baseUrl: string, call: (i: number) => HttpCall, headers: Record<string, string>, load: Load): Promise<GoodputSample> {
  let next = 0;
  const sample: GoodputSample = { connections: load.connections, seconds: load.seconds, served: 0, refused: 0, other: 0, failed: 0, open: 0, latencies: [] };
  const base = new URL(baseUrl);
  const closed = AbortSignal.any([AbortSignal.timeout(load.seconds * 1000), ...(load.signal ? [load.signal] : [])]);
  const caller = async () => {
    while (!closed.aborted) {
      const started = performance.now();
      const status = await callOnce(base, call(next++), headers, closed);
      if (status >= 200 && status < 300) {
        sample.served += 1;
        sample.latencies.push(performance.now() - started);
      } else if (status === 503) sample.refused += 1;
      else if (status > 0) sample.other += 1;
      else if (status === 0) sample.failed += 1;
      else sample.open += 1;
    }
  };
  await Promise.all(Array.from({ length: load.connections }, caller));
  return sample;
}

/** Several windows of one crowd as one. */
export function mergeGoodput(samples: GoodputSample[]): GoodputSample {
  const sum = (pick: (s: GoodputSample) => number) => samples.reduce((total, s) => total + pick(s), 0);
  return {
    connections: samples[0]?.connections ?? 0,
    seconds: sum((s) => s.seconds),
    served: sum((s) => s.served),
    refused: sum((s) => s.refused),
    other: sum((s) => s.other),
    failed: sum((s) => s.failed),
    open: sum((s) => s.open),
    latencies: samples.flatMap((s) => s.latencies),
  };
}

/** Served calls a second. */
export const goodput = (sample: GoodputSample): number => sample.served / sample.seconds;

/**
 * The read at `quiet` connections and at `crowd`, taking turns round by round (rounds.ts), each
 * window after its warm-up; returns each crowd's windows merged.
 */
export async function measureOverload(
  baseUrl: string,
  call: (i: number) => HttpCall,
  headers: Record<string, string>,
  options: { quiet: number; crowd: number; seconds: number; rounds: number; warmup(round: number): number; signal?: AbortSignal },
): Promise<{ quiet: GoodputSample; crowd: GoodputSample }> {
  const windows = new Map<number, GoodputSample[]>();
  for (let round = 1; round <= options.rounds; round += 1) {
    for (const connections of roundOrder([options.quiet, options.crowd], round)) {
      options.signal?.throwIfAborted();
      const load = { connections, signal: options.signal };
      const warmup = options.warmup(round);
      if (warmup > 0) await measureGoodput(baseUrl, call, headers, { ...load, seconds: warmup });
      windows.set(connections, [...(windows.get(connections) ?? []), await measureGoodput(baseUrl, call, headers, { ...load, seconds: options.seconds })]);
    }
  }
  return { quiet: mergeGoodput(windows.get(options.quiet) ?? []), crowd: mergeGoodput(windows.get(options.crowd) ?? []) };
}

/** The two crowds side by side, and the crowd's goodput over the quiet one's. */
export function formatOverload(quiet: GoodputSample, crowd: GoodputSample): string {
  const row = (s: GoodputSample) => {
    const perSecond = (n: number) => (n / s.seconds).toFixed(0);
    return `| ${s.connections} | ${perSecond(s.served)} | ${perSecond(s.refused)} | ${s.other} | ${s.failed} | ${s.open} | ${percentile(s.latencies, 0.5).toFixed(1)} | ${percentile(s.latencies, 0.95).toFixed(1)} |`;
  };
  return [
    '| connections | served/s | refused (503)/s | other statuses | no answer in 10 s | unanswered at the close | served p50 ms | served p95 ms |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    row(quiet),
    row(crowd),
    '',
    `goodput at ${crowd.connections} / at ${quiet.connections} connections: ${(goodput(crowd) / goodput(quiet)).toFixed(2)}`,
  ].join('\n');
}
