// The site's workloads in a run (site.ts): the site server started as `npm start` starts it, in
// front of the gateway, once with its page cache as shipped and once with it off, each workload's
// pages taking turns round by round with the prerendered /about of the same server.
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@rentals/db/preflight';
import { launchSite } from '../../scripts/site.ts';
import { cpuMs, cpuSharesDuring, type CpuShares } from './cpu.ts';
import type { Load, Sample } from './measure.ts';
import { mergeSamples } from './measure.ts';
import { ratiosByRound, roundOrder, warmupSeconds } from './rounds.ts';
import { DEMO_TENANT, sessionCookie } from './session.ts';
import type { Settings } from './settings.ts';
import { measureSitePage, SITE_PAGE_LABELS, SITE_WORKLOADS, WORKLOAD_PAGES, type SitePage, type SiteWorkload } from './site.ts';
import { summarise, type Summary } from './stats.ts';
import { trouble } from './table.ts';
import type { SitePageRatio, Troubles } from './targets.ts';
import type { Fixture } from './workloads.ts';

export interface SiteRow {
  workload: SiteWorkload;
  page: SitePage;
  summary: Summary;
  errors: number;
  timeouts: number;
  /** CPU µs per page answered: the site server, the gateway's processes, PostgreSQL's backends. */
  cpu: { site: number | null; gateway: number | null; postgres: number | null };
}

export interface SiteContext {
  settings: Settings;
  fixture: Fixture;
  gateway: { url: string; pids: number[]; anonKey: string; proxySecret: string };
  postmaster: number | undefined;
  signal: AbortSignal;
  /** Registers a server to stop at the end of the run (or at once when the run is stopping). */
  own: (stop: () => Promise<unknown>) => Promise<void>;
  log: (line: string) => void;
  /** Where each site server's CPU profile goes (BENCH_PROFILE=1). */
  profileDir?: string;
}

// The site server has no SIGTERM handler of its own; under the profiler it must exit normally
// for Node to write the profile.
const EXIT_ON_TERM = fileURLToPath(new URL('./servers/exitOnTerm.ts', import.meta.url));

async function startSite(ctx: SiteContext, cacheSeconds: number | undefined): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const env: Record<string, string> = {};
  if (cacheSeconds !== undefined) env.SITE_PAGE_CACHE_SECONDS = String(cacheSeconds);
  if (ctx.profileDir) env.NODE_OPTIONS = `--import=${EXIT_ON_TERM} --cpu-prof --cpu-prof-dir=${path.join(ctx.profileDir, `site-cache-${cacheSeconds ?? 'default'}`)}`;
  const child = await launchSite({
    port,
    apiUrl: ctx.gateway.url,
    anonKey: ctx.gateway.anonKey,
    proxySecret: ctx.gateway.proxySecret,
    env,
    log: (line) => ctx.log(`site: ${line}`),
  });
  await ctx.own(async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

/** CPU µs per answered call, summed over windows; null when a window was not measured. */
function perCall(windows: Sample[], pick: (cpu: CpuShares) => number | null | undefined, calls: number): number | null {
  if (calls === 0) return null;
  let sum = 0;
  for (const window of windows) {
    const value = window.cpu ? pick(window.cpu) : null;
    if (value === null || value === undefined) return null;
    sum += value;
  }
  return (sum * 1000) / calls;
}

const sumCpu = (pids: number[]): number | null => {
  let sum = 0;
  for (const pid of pids) {
    const ms = cpuMs(pid);
    if (ms === null) return null;
    sum += ms;
  }
  return sum;
};

/** Every site workload the settings name, measured; its rows and each page's ratio to /about. */
export async function measureSiteWorkloads(ctx: SiteContext, troubles: Troubles): Promise<{ rows: SiteRow[]; ratios: SitePageRatio[] }> {
  const wanted = SITE_WORKLOADS.filter((w) => ctx.settings.workloads.includes(w));
  const rows: SiteRow[] = [];
  const ratios: SitePageRatio[] = [];
  if (wanted.length === 0) return { rows, ratios };
  // The cached and uncached workloads need servers started apart; the portal's pages are never
  // cached, so it shares the uncached one.
  const cached = wanted.includes('site') ? await startSite(ctx, undefined) : undefined;
  const uncached = wanted.some((w) => w !== 'site') ? await startSite(ctx, 0) : undefined;
  const cookie = wanted.includes('portal') ? await sessionCookie(ctx.gateway.url, ctx.gateway.anonKey, DEMO_TENANT) : undefined;
  for (const workload of wanted) {
    const server = workload === 'site' ? cached! : uncached!;
    const pages = WORKLOAD_PAGES[workload];
    const samples = new Map<SitePage, Sample[]>();
    const measured = async (page: SitePage, load: Load): Promise<Sample> => {
      const gatewayBefore = sumCpu(ctx.gateway.pids);
      const { result, cpu } = await cpuSharesDuring({ server: server.child.pid, postmaster: ctx.postmaster },
        () => measureSitePage(server.url, page, ctx.fixture, load, workload === 'portal' ? cookie : undefined));
      const gatewayAfter = sumCpu(ctx.gateway.pids);
      result.cpu = { ...cpu, gateway: gatewayBefore === null || gatewayAfter === null ? null : gatewayAfter - gatewayBefore };
      return result;
    };
    for (let round = 1; round <= ctx.settings.rounds; round += 1) {
      for (const page of roundOrder(pages, round)) {
        ctx.signal.throwIfAborted();
        const load = { connections: ctx.settings.connections, rate: ctx.settings.rate, timeoutMs: ctx.settings.timeoutSeconds * 1000, signal: ctx.signal };
        const warmup = warmupSeconds(round, ctx.settings);
        if (warmup > 0) await measureSitePage(server.url, page, ctx.fixture, { ...load, seconds: warmup }, workload === 'portal' ? cookie : undefined);
        samples.set(page, [...(samples.get(page) ?? []), await measured(page, { ...load, seconds: ctx.settings.seconds })]);
      }
    }
    for (const page of pages) {
      const list = samples.get(page) ?? [];
      const sample = mergeSamples(list);
      const summary = summarise(`${workload}/${page}`, sample.latencies, sample.seconds);
      const calls = sample.latencies.length;
      const cpu = {
        site: perCall(list, (c) => c.server, calls),
        gateway: perCall(list, (c) => c.gateway, calls),
        postgres: perCall(list, (c) => c.postgres, calls),
      };
      rows.push({ workload, page, summary, errors: sample.errors, timeouts: sample.timeouts, cpu });
      const problem = trouble(sample);
      if (problem) troubles[`${workload}/${page}`] = problem;
      const us = (value: number | null) => (value === null ? '-' : `${value.toFixed(0)} µs`);
      ctx.log(`${workload} ${SITE_PAGE_LABELS[page]}: ${summary.perSecond.toFixed(0)} pages/s, p95 ${summary.p95.toFixed(2)} ms, ` +
        `CPU per page: site ${us(cpu.site)}, gateway ${us(cpu.gateway)}, PostgreSQL ${us(cpu.postgres)}` +
        (list.length > 1 ? ` (${list.map((s) => (s.latencies.length / s.seconds).toFixed(0)).join(', ')} per round)` : '') +
        (problem ? `; ${problem}` : ''));
    }
    const staticRate = rows.find((r) => r.workload === workload && r.page === 'about')?.summary.perSecond ?? Number.NaN;
    for (const r of rows) {
      if (r.workload !== workload || r.page === 'about') continue;
      ratios.push({ workload, page: r.page, staticOverPage: staticRate / r.summary.perSecond, byRound: ratiosByRound(samples.get('about') ?? [], samples.get(r.page) ?? []) });
    }
  }
  return { rows, ratios };
}
