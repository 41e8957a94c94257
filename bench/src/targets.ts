// `npm run bench -- --check`: the run against the gateway's speed targets (issue 21). Ratios of
// figures measured in the same run only, never absolute times: the machine is shared, and a busy
// neighbour slows every contender of a run alike but one run against another very differently.
import type { SiteWorkload } from './site.ts';
import type { Ratios } from './table.ts';
import type { WorkloadName } from './workloads.ts';

/**
 * The most times fewer requests a second than the hand-written baseline server
 * (servers/baseline.ts) the gateway (one worker) may serve: its general PostgREST protocol may cost
 * 15 % over routes written for one statement each, 30 % where a search is planned for its values
 * (rest/planMode.ts) and the baseline's prepared statement may keep one plan.
 */
export const GATEWAY_OVER_BASELINE: Record<WorkloadName, number> = {
  read: 1.15,
  search: 1.3,
  embed: 1.15,
  insert: 1.15,
  mixed: 1.3,
};

/**
 * The most times fewer pages a second than the prerendered /about a page of each site workload
 * may serve, /about measured by the same server in the same run: an anonymous page rendered on
 * every visit (the page cache off) a tenth, a signed-in portal page (its session checked with the
 * auth server, its roles and data read under the person's own row-level security) a fifteenth,
 * and an anonymous page with the page cache on, as shipped, a quarter.
 */
export const SITE_PAGE_OVER_STATIC = 10;
export const PORTAL_PAGE_OVER_STATIC = 15;
export const CACHED_PAGE_OVER_STATIC = 4;

const SITE_LIMITS: Record<SiteWorkload, number> = {
  site: CACHED_PAGE_OVER_STATIC,
  siteUncached: SITE_PAGE_OVER_STATIC,
  portal: PORTAL_PAGE_OVER_STATIC,
};

/** Under a crowd of BENCH_OVERLOAD_CONNECTIONS the gateway serves at least half the reads a second it serves to BENCH_CONNECTIONS. */
export const CROWD_GOODPUT_AT_LEAST = 0.5;

export interface SitePageRatio {
  workload: SiteWorkload;
  /** The page (`home`, `search`, `listing`, `tenant` …). */
  page: string;
  /** Prerendered pages a second over this page's, in the same run. */
  staticOverPage: number;
  /** The same ratio in each round on its own (the page's window against /about's of that round). */
  byRound?: number[];
}

export interface Verdict {
  target: string;
  measured: number;
  limit: number;
  /** The measured figure must be at most the limit, under it, or at least it. */
  bound: 'at most' | 'under' | 'at least';
  met: boolean;
  /** What went wrong in the windows of the contenders it compares, when something did: a reason beside the ratio. */
  why?: string;
  /** The lowest and highest of the ratio's rounds, when it was measured in more than one. */
  rounds?: { lowest: number; highest: number };
}

/**
 * Trouble in the windows of a workload's contenders, keyed `<workload>/<server>` (or
 * `<site workload>/<page>`, `overload/<crowd or quiet>`): "0 answers, 10 timeouts (no answer within 10 s)".
 */
export type Troubles = Record<string, string>;

/** A target's check, with the trouble of the contenders it names (key and label) as its reason. */
function checkedWith(troubles: Troubles, contenders: [key: string, label: string][]) {
  return (target: string, measured: number, limit: number, bound: Verdict['bound'] = 'at most'): Verdict => {
    const why = contenders.filter(([key]) => troubles[key]).map(([key, label]) => `${label}: ${troubles[key]}`).join('; ');
    const met = Number.isFinite(measured) && (bound === 'under' ? measured < limit : bound === 'at least' ? measured >= limit : measured <= limit);
    return { target, measured, limit, bound, met, ...(why ? { why } : {}) };
  };
}

/**
 * Every target the run measured: gateway/baseline per workload, gateway faster than PostGraphile
 * where both ran, each page of a site workload against the prerendered one, and the crowd's goodput
 * over the quiet load's (`crowdGoodput`, from the overload workload). A target whose figures the run
 * did not take (a workload or server left out) is not judged.
 */
export function verdicts(
  ratios: Ratios[],
  site: SitePageRatio[] = [],
  troubles: Troubles = {},
  crowdGoodput?: { crowd: number; quiet: number; ratio: number },
): Verdict[] {
  const out: Verdict[] = [];
  for (const r of ratios) {
    const w = r.workload;
    if (!Number.isNaN(r.gatewayOverBaseline)) {
      const checked = checkedWith(troubles, [[`${w}/gateway`, 'gateway'], [`${w}/baseline`, 'baseline']]);
      out.push(checked(`${w}: gateway / baseline`, r.gatewayOverBaseline, GATEWAY_OVER_BASELINE[w]));
    }
    if (!Number.isNaN(r.gatewayOverPostgraphile)) {
      const checked = checkedWith(troubles, [[`${w}/gateway`, 'gateway'], [`${w}/postgraphile`, 'postgraphile']]);
      out.push(checked(`${w}: gateway / postgraphile`, r.gatewayOverPostgraphile, 1, 'under'));
    }
  }
  for (const s of site) {
    const checked = checkedWith(troubles, [[`${s.workload}/about`, 'prerendered'], [`${s.workload}/${s.page}`, s.page]]);
    const verdict = checked(`${s.workload}: prerendered / ${s.page}`, s.staticOverPage, SITE_LIMITS[s.workload]);
    const rounds = (s.byRound ?? []).filter((ratio) => !Number.isNaN(ratio));
    out.push(rounds.length > 1 ? { ...verdict, rounds: { lowest: Math.min(...rounds), highest: Math.max(...rounds) } } : verdict);
  }
  if (crowdGoodput) {
    const checked = checkedWith(troubles, []);
    out.push(checked(`overload: gateway reads served at ${crowdGoodput.crowd} / at ${crowdGoodput.quiet} connections`, crowdGoodput.ratio, CROWD_GOODPUT_AT_LEAST, 'at least'));
  }
  return out;
}

/**
 * One line per target, `ok` or `MISSED`, with the spread of its rounds (whether a verdict near its
 * limit held in every round or only overall) and the trouble behind it where there was some.
 */
export function formatVerdicts(list: Verdict[]): string {
  if (list.length === 0) return 'No target was measured in this run.';
  const times = (ratio: number) => `${Number.isFinite(ratio) ? ratio.toFixed(2) : '-'}x`;
  return list.map((v) => `${v.met ? 'ok    ' : 'MISSED'}  ${v.target}: ${times(v.measured)} (${v.bound} ${times(v.limit)})` +
    (v.rounds ? `, rounds ${times(v.rounds.lowest)} to ${times(v.rounds.highest)}` : '') +
    (v.why ? ` — ${v.why}` : '')).join('\n');
}
