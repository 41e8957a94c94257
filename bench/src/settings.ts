import { SITE_WORKLOADS, type SiteWorkload } from './site.ts';
import type { ServerName } from './table.ts';
import type { WorkloadName } from './workloads.ts';

export interface Settings {
  listings: number;
  seconds: number;
  /** Windows of `seconds` per server and workload, the servers taking turns (BENCH_ROUNDS; 1, or CHECK_ROUNDS under --check). */
  rounds: number;
  warmupSeconds: number;
  /** The warm-up before a server's first window of a workload (rounds.ts, warmupSeconds). */
  firstWarmupSeconds: number;
  connections: number;
  /** Requests per second across all connections (an open load, as visitors arrive); 0 sends each next call as soon as an answer comes. */
  rate: number;
  /** Connections of the `overload` workload's crowd, beside `connections` (BENCH_OVERLOAD_CONNECTIONS). */
  overloadConnections: number;
  /** The API workloads, the site server's (`site`, `siteUncached`, `portal`: bench/src/site.ts) and `overload` (bench/src/goodput.ts). */
  workloads: (WorkloadName | SiteWorkload | 'overload')[];
  servers: ServerName[];
  profile: boolean;
  /** How long a call may wait for its answer, the window's end included, before it counts as a timeout (BENCH_TIMEOUT_SECONDS). */
  timeoutSeconds: number;
  /** --check: exit 1 when a ratio misses its target (targets.ts). */
  check: boolean;
}

// On this shared machine one 5 s window of a server has moved by 15 to 25 % between the rounds
// of one run (bench/README.md, "Scheduling, the pool and the log line"), as much as the margin a
// target leaves; a verdict over three windows a server is steadier than over one.
const CHECK_ROUNDS = 3;

const WORKLOADS: (WorkloadName | SiteWorkload | 'overload')[] = ['read', 'search', 'embed', 'insert', 'mixed', ...SITE_WORKLOADS, 'overload'];
const SERVERS: ServerName[] = ['pgRaw', 'baseline', 'gateway', 'gatewayWorkers', 'postgraphile'];

function bounded(raw: string | undefined, fallback: number, min: number, max: number, name: string): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) throw new Error(`${name} must be a number from ${min} to ${max}, got ${raw}`);
  return value;
}

function subset<T extends string>(raw: string | undefined, all: T[], name: string): T[] {
  if (!raw) return all;
  const picked = raw.split(',').map((s) => s.trim()).filter(Boolean);
  const unknown = picked.filter((p) => !all.includes(p as T));
  if (unknown.length) throw new Error(`${name}: unknown ${unknown.join(', ')} (known: ${all.join(', ')})`);
  return all.filter((a) => picked.includes(a));
}

/** Benchmark settings from the environment, bounded so a run stays short: BENCH_SECONDS, BENCH_CONNECTIONS, ... */
export function readSettings(env: NodeJS.ProcessEnv, argv: string[] = []): Settings {
  const check = argv.includes('--check');
  return {
    listings: Math.round(bounded(env.BENCH_LISTINGS, 2000, 50, 1_000_000, 'BENCH_LISTINGS')),
    seconds: bounded(env.BENCH_SECONDS, 5, 1, 60, 'BENCH_SECONDS'),
    rounds: Math.round(bounded(env.BENCH_ROUNDS, check ? CHECK_ROUNDS : 1, 1, 10, 'BENCH_ROUNDS')),
    warmupSeconds: bounded(env.BENCH_WARMUP_SECONDS, 1, 0, 10, 'BENCH_WARMUP_SECONDS'),
    firstWarmupSeconds: bounded(env.BENCH_FIRST_WARMUP_SECONDS, 10, 0, 60, 'BENCH_FIRST_WARMUP_SECONDS'),
    connections: Math.round(bounded(env.BENCH_CONNECTIONS, 10, 1, 100, 'BENCH_CONNECTIONS')),
    rate: Math.round(bounded(env.BENCH_RATE, 0, 0, 10_000, 'BENCH_RATE')),
    overloadConnections: Math.round(bounded(env.BENCH_OVERLOAD_CONNECTIONS, 500, 100, 2_000, 'BENCH_OVERLOAD_CONNECTIONS')),
    workloads: subset(env.BENCH_WORKLOADS, WORKLOADS, 'BENCH_WORKLOADS'),
    servers: subset(env.BENCH_SERVERS, SERVERS, 'BENCH_SERVERS'),
    profile: env.BENCH_PROFILE === '1',
    timeoutSeconds: bounded(env.BENCH_TIMEOUT_SECONDS, 10, 0.1, 60, 'BENCH_TIMEOUT_SECONDS'),
    check,
  };
}
