import { slowdown, type Summary } from './stats.ts';
import type { WorkloadName } from './workloads.ts';

export type ServerName = 'gateway' | 'gatewayWorkers' | 'postgraphile' | 'pg' | 'pgRaw' | 'bare';

export const SERVER_LABELS: Record<ServerName, string> = {
  gateway: 'gateway (1 worker)',
  gatewayWorkers: 'gateway (all workers)',
  postgraphile: 'postgraphile',
  pg: 'pg (scoped)',
  pgRaw: 'pg (raw)',
  bare: 'pg over bare HTTP',
};

export interface Measured {
  workload: WorkloadName;
  server: ServerName;
  summary: Summary;
  errors: number;
}

export interface Ratios {
  workload: WorkloadName;
  gatewayOverPg: number;
  postgraphileOverPg: number;
  gatewayOverPostgraphile: number;
  gatewayOverPgRaw: number;
  /** What the gateway's own work costs on top of HTTP and Node (`pg over bare HTTP`, servers/bare.ts). */
  gatewayOverBare: number;
  /** What HTTP and Node cost on top of the baseline's transaction. */
  bareOverPg: number;
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
    const [gateway, postgraphile, pg, pgRaw, bare] = (['gateway', 'postgraphile', 'pg', 'pgRaw', 'bare'] as const).map((s) => find(rows, workload, s));
    return {
      workload,
      gatewayOverPg: ratio(gateway, pg),
      postgraphileOverPg: ratio(postgraphile, pg),
      gatewayOverPostgraphile: ratio(gateway, postgraphile),
      gatewayOverPgRaw: ratio(gateway, pgRaw),
      gatewayOverBare: ratio(gateway, bare),
      bareOverPg: ratio(bare, pg),
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
    ['workload', 'server', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors'],
    rows.map((r) => [r.workload, SERVER_LABELS[r.server], num(r.summary.perSecond, 0), num(r.summary.p50, 2), num(r.summary.p95, 2),
      num(r.summary.p99, 2), String(r.errors)]),
  );
}

/** The slowdown table: how many times fewer requests per second than the baseline. */
export function formatRatios(list: Ratios[]): string {
  return grid(
    ['workload', 'gateway/pg', 'postgraphile/pg', 'gateway/postgraphile', 'gateway/pg-raw', 'bare/pg', 'gateway/bare'],
    list.map((r) => [r.workload, times(r.gatewayOverPg), times(r.postgraphileOverPg), times(r.gatewayOverPostgraphile), times(r.gatewayOverPgRaw),
      times(r.bareOverPg), times(r.gatewayOverBare)]),
  );
}

/** The site's pages side by side, and how many times more pages a second the prerendered one serves. */
export function formatSite(
  rows: { page: string; summary: Summary; errors: number }[],
  ratios: { page: string; staticOverPage: number }[],
): string {
  return grid(
    ['site page', 'pages/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', 'prerendered / page'],
    rows.map((r) => [r.page, num(r.summary.perSecond, 0), num(r.summary.p50, 2), num(r.summary.p95, 2), num(r.summary.p99, 2),
      String(r.errors), r.page === 'about' ? '' : times(ratios.find((x) => x.page === r.page)?.staticOverPage ?? Number.NaN)]),
  );
}
