import { slowdown, type Summary } from './stats.ts';
import type { WorkloadName } from './workloads.ts';

export type ServerName = 'gateway' | 'gatewayWorkers' | 'postgraphile' | 'baseline' | 'pgRaw';

export const SERVER_LABELS: Record<ServerName, string> = {
  gateway: 'gateway (1 worker)',
  gatewayWorkers: 'gateway (all workers)',
  postgraphile: 'postgraphile',
  baseline: 'baseline (hand-written)',
  pgRaw: 'pg (raw, in process)',
};

export interface Measured {
  workload: WorkloadName;
  server: ServerName;
  summary: Summary;
  errors: number;
  /** Calls without an answer within the timeout, those the window ended on among them. */
  timeouts: number;
}

/** What went wrong in a contender's windows, for the log and --check: "3 errors, 10 timeouts (HTTP 503)"; empty when nothing did. */
export function trouble(sample: { latencies: unknown[]; errors: number; timeouts: number; firstError?: string }): string {
  if (!sample.errors && !sample.timeouts) return '';
  const parts = [sample.errors && `${sample.errors} errors`, sample.timeouts && `${sample.timeouts} timeouts`].filter(Boolean);
  return `${sample.latencies.length} answers, ${parts.join(', ')}${sample.firstError ? ` (${sample.firstError})` : ''}`;
}

export interface Ratios {
  workload: WorkloadName;
  /** The gateway against the hand-written baseline server (servers/baseline.ts): the verdicts' ratio. */
  gatewayOverBaseline: number;
  postgraphileOverBaseline: number;
  gatewayOverPostgraphile: number;
  /** What a server that keeps row-level security costs over the bare statement sent as the owner, in process. */
  baselineOverPgRaw: number;
}

function find(rows: Measured[], workload: WorkloadName, server: ServerName): Summary | undefined {
  return rows.find((r) => r.workload === workload && r.server === server)?.summary;
}

function ratio(subject: Summary | undefined, baseline: Summary | undefined): number {
  return subject && baseline ? slowdown(subject, baseline) : Number.NaN;
}

/** Throughput slowdowns per workload: 2 means the first serves half the requests per second of the second. */
export function ratios(rows: Measured[]): Ratios[] {
  const workloads = [...new Set(rows.map((r) => r.workload))];
  return workloads.map((workload) => {
    const [gateway, postgraphile, baseline, pgRaw] = (['gateway', 'postgraphile', 'baseline', 'pgRaw'] as const).map((s) => find(rows, workload, s));
    return {
      workload,
      gatewayOverBaseline: ratio(gateway, baseline),
      postgraphileOverBaseline: ratio(postgraphile, baseline),
      gatewayOverPostgraphile: ratio(gateway, postgraphile),
      baselineOverPgRaw: ratio(baseline, pgRaw),
    };
  });
}

function grid(header: string[], body: string[][]): string {
  const widths = header.map((h, c) => Math.max(h.length, ...body.map((row) => (row[c] ?? '').length)));
  const line = (cells: string[]) => cells.map((cell, c) => (c === 0 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

const num = (value: number, digits: number) => (Number.isFinite(value) ? value.toFixed(digits) : '-');
const times = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)}x` : '-');

/** The measurements, one row per workload and server. */
export function formatResults(rows: Measured[]): string {
  return grid(
    ['workload', 'server', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', 'timeouts'],
    rows.map((r) => [r.workload, SERVER_LABELS[r.server], num(r.summary.perSecond, 0), num(r.summary.p50, 2), num(r.summary.p95, 2),
      num(r.summary.p99, 2), String(r.errors), String(r.timeouts)]),
  );
}

/** The slowdown table: how many times fewer requests per second than the baseline. */
export function formatRatios(list: Ratios[]): string {
  return grid(
    ['workload', 'gateway/baseline', 'postgraphile/baseline', 'gateway/postgraphile', 'baseline/pg-raw'],
    list.map((r) => [r.workload, times(r.gatewayOverBaseline), times(r.postgraphileOverBaseline), times(r.gatewayOverPostgraphile),
      times(r.baselineOverPgRaw)]),
  );
}

/** The site's pages side by side, how many times more pages a second the prerendered one serves, and each page's CPU. */
export function formatSite(
  rows: { workload: string; page: string; summary: Summary; errors: number; timeouts: number; cpu: { site: number | null; gateway: number | null; postgres: number | null } }[],
  ratios: { workload: string; page: string; staticOverPage: number }[],
): string {
  const us = (value: number | null) => (value === null ? '-' : value.toFixed(0));
  return grid(
    ['workload', 'site page', 'pages/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', 'timeouts', 'prerendered / page', 'site µs', 'gateway µs', 'PostgreSQL µs'],
    rows.map((r) => [r.workload, r.page, num(r.summary.perSecond, 0), num(r.summary.p50, 2), num(r.summary.p95, 2), num(r.summary.p99, 2),
      String(r.errors), String(r.timeouts),
      r.page === 'about' ? '' : times(ratios.find((x) => x.workload === r.workload && x.page === r.page)?.staticOverPage ?? Number.NaN),
      us(r.cpu.site), us(r.cpu.gateway), us(r.cpu.postgres)]),
  );
}
