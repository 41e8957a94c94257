// `npm run bench -- --check`: the run against the gateway's speed targets (issue 21). Ratios of
// figures measured in the same run only, never absolute times: the machine is shared, and a busy
// neighbour slows every contender of a run alike but one run against another very differently.
import type { Ratios } from './table.ts';
import type { WorkloadName } from './workloads.ts';

/** The most times fewer requests a second than `pg (scoped)` the gateway (one worker) may serve. */
export const GATEWAY_OVER_PG: Record<WorkloadName, number> = {
  read: 1.2,
  search: 1.2,
  embed: 1.2,
  insert: 1.3,
  mixed: 1.3,
};

/** An anonymous rendered page serves at least a quarter of the prerendered page's rate. */
export const SITE_PAGE_OVER_STATIC = 4;

/** Under a crowd of BENCH_OVERLOAD_CONNECTIONS the gateway serves at least half the reads a second it serves to BENCH_CONNECTIONS. */
export const CROWD_GOODPUT_AT_LEAST = 0.5;

export interface SitePageRatio {
  /** The page (`home`, `search`, `listing`). */
  page: string;
  /** Prerendered pages a second over this page's, in the same run. */
  staticOverPage: number;
}

export interface Verdict {
  target: string;
  measured: number;
  limit: number;
  /** The measured figure must be at most the limit, under it, or at least it. */
  bound: 'at most' | 'under' | 'at least';
  met: boolean;
}

const checked = (target: string, measured: number, limit: number, bound: Verdict['bound'] = 'at most'): Verdict => ({
  target, measured, limit, bound,
  met: Number.isFinite(measured) && (bound === 'under' ? measured < limit : bound === 'at least' ? measured >= limit : measured <= limit),
});

/**
 * Every target the run measured: gateway/pg per workload, gateway faster than PostGraphile where
 * both ran, each anonymous page against the prerendered one, and the crowd's goodput over the quiet
 * load's (`crowdGoodput`, from the overload workload). A target whose figures the run did not take
 * (a workload or server left out) is not judged.
 */
export function verdicts(ratios: Ratios[], site: SitePageRatio[] = [], crowdGoodput?: { crowd: number; quiet: number; ratio: number }): Verdict[] {
  const out: Verdict[] = [];
  for (const r of ratios) {
    if (!Number.isNaN(r.gatewayOverPg)) out.push(checked(`${r.workload}: gateway / pg (scoped)`, r.gatewayOverPg, GATEWAY_OVER_PG[r.workload]));
    if (!Number.isNaN(r.gatewayOverPostgraphile)) {
      out.push(checked(`${r.workload}: gateway / postgraphile`, r.gatewayOverPostgraphile, 1, 'under'));
    }
  }
  for (const s of site) out.push(checked(`site: prerendered / ${s.page}`, s.staticOverPage, SITE_PAGE_OVER_STATIC));
  if (crowdGoodput) {
    out.push(checked(`overload: gateway reads served at ${crowdGoodput.crowd} / at ${crowdGoodput.quiet} connections`, crowdGoodput.ratio, CROWD_GOODPUT_AT_LEAST, 'at least'));
  }
  return out;
}

/** One line per target, `ok` or `MISSED`. */
export function formatVerdicts(list: Verdict[]): string {
  if (list.length === 0) return 'No target was measured in this run.';
  return list.map((v) => `${v.met ? 'ok    ' : 'MISSED'}  ${v.target}: ${Number.isFinite(v.measured) ? v.measured.toFixed(2) : '-'}x (${v.bound} ${v.limit.toFixed(2)}x)`).join('\n');
}
