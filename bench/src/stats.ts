/** Summary of one measured workload: throughput and latency percentiles, in milliseconds. */
export interface Summary {
  name: string;
  requests: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

/** The q-th percentile (0..1) by the nearest-rank method: percentile([1,2,3,4], 0.5) === 2. */
export function percentile(samples: number[], q: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil(q * sorted.length));
  return sorted[rank - 1] as number;
}

/** Summarises latencies (ms) measured over a wall-clock window (s). */
export function summarise(name: string, latencies: number[], seconds: number): Summary {
  return {
    name,
    requests: latencies.length,
    seconds,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
  };
}

/** How many times slower `subject` is than `baseline` in throughput: ratio(500/s vs 1000/s) === 2. */
export function slowdown(subject: Summary, baseline: Summary): number {
  return baseline.perSecond / subject.perSecond;
}
