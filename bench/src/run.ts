import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { REPO_ROOT } from '@rentals/db/config';
import { migrate } from '@rentals/db/migrate';
import { startTestCluster, testAuthenticatorPassword } from '@rentals/db/testing';
import { authenticatorUrl } from '@rentals/gateway/server';
import { seed } from '../../db/seed/seed.ts';
import { stopAllChildren } from './child.ts';
import { cpuPerRequest, cpuSharesDuring, postmasterPid } from './cpu.ts';
import { loadFixture, removeInserted } from './fixture.ts';
import { roundOrder, warmupSeconds } from './rounds.ts';
import { measureHttp, measureLoop, mergeSamples, rawRunner, type Load, type Sample } from './measure.ts';
import { readSettings } from './settings.ts';
import { sanityCheck } from './sanity.ts';
import { startBaselineProcess, startGatewayProcess, startGatewayWorkers, startPostgraphileProcess } from './servers/start.ts';
import { summarise } from './stats.ts';
import { formatRatios, formatResults, formatSite, ratios, SERVER_LABELS, trouble, type Measured, type ServerName } from './table.ts';
import { formatVerdicts, verdicts, type Troubles } from './targets.ts';
import { formatOverload, goodput, measureOverload } from './goodput.ts';
import { measureSiteWorkloads } from './siteRun.ts';
import { makeWorkloads } from './workloads.ts';

/**
 * `npm run bench`: one throw-away PostgreSQL, seeded, served several ways (the gateway, the
 * hand-written baseline server, PostGraphile, and the bare statements from this process), every
 * workload measured for the same time and concurrency on each.
 */
const settings = readSettings(process.env, process.argv.slice(2));
const resultsDir = path.join(REPO_ROOT, 'bench', 'results');
// One folder for the last run's server logs (and keys), replaced each run so nothing piles up.
const workDir = path.join(resultsDir, 'last-run');
fs.rmSync(workDir, { recursive: true, force: true });
fs.mkdirSync(workDir, { recursive: true });
const profileDir = settings.profile ? path.join(resultsDir, 'profiles') : undefined;
const log = (line: string) => console.log(`[bench] ${line}`);

const cleanups: (() => Promise<unknown>)[] = [];
const aborted = new AbortController();
let stopped: Promise<void> | undefined;
/** Stops everything this run started; a second call (Ctrl-C during a failure) waits for the first. */
function cleanUp(): Promise<void> {
  stopped ??= (async () => {
    aborted.abort();
    await stopAllChildren();
    for (const step of cleanups.reverse()) await step().catch((error: Error) => log(`cleanup: ${error.message}`));
    fs.rmSync(path.join(workDir, 'gateway-data'), { recursive: true, force: true });
  })();
  return stopped;
}
/** Registers something to stop; stops it at once if Ctrl-C came while it was starting. */
async function own(stop: () => Promise<unknown>): Promise<void> {
  cleanups.push(stop);
  if (stopped) {
    await stop();
    aborted.signal.throwIfAborted();
  }
}
// While stopping, clients of the setup steps (migrate, seed) see their connections cut; that is expected.
process.on('uncaughtException', (error) => {
  if (stopped) return;
  console.error(error);
  void cleanUp().finally(() => process.exit(1));
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping everything`);
    void cleanUp().finally(() => process.exit(130));
  });
}

try {
  // Other work on the machine skews every figure; the load average says how much there was.
  const loadBefore = os.loadavg();
  log(`${os.availableParallelism()} CPUs (load ${loadBefore.map((l) => l.toFixed(1)).join(' ')}), node ${process.version}; ${settings.listings} listings, ${settings.seconds}s x ${settings.connections} connections per run` +
    (settings.rate ? `, ${settings.rate} requests/s` : ''));
  // Registered before it resolves, so a Ctrl-C during initdb waits for it and then stops it.
  const starting = startTestCluster();
  await own(async () => (await starting).stop());
  const cluster = await starting;
  await migrate(cluster.url, { platform: true });
  const seeded = await seed(cluster.url, { listings: settings.listings });
  log(`seeded ${seeded.listings} listings in ${(seeded.ms / 1000).toFixed(1)}s`);
  const fixture = await loadFixture(cluster.url);
  const postmaster = postmasterPid(path.join(cluster.pgdata, 'data'));
  const workloads = makeWorkloads(fixture).filter((w) => settings.workloads.includes(w.name));

  const gateway = await startGatewayProcess(cluster.url, workDir, profileDir);
  const postgraphile = await startPostgraphileProcess(cluster.url, gateway.keys.jwtSecret, workDir, profileDir);
  // API_WORKERS as npm start runs it: one gateway process per core on one port.
  const workerCount = os.availableParallelism();
  const workers = settings.servers.includes('gatewayWorkers') ? await startGatewayWorkers(cluster.url, workDir, workerCount, profileDir) : [];
  const baseline = await startBaselineProcess(authenticatorUrl(cluster.url, testAuthenticatorPassword()), gateway.keys.jwtSecret, workDir, settings.connections, profileDir);
  const rawPool = new pg.Pool({ connectionString: cluster.url, max: settings.connections, query_timeout: settings.timeoutSeconds * 1000 });
  // Connections end abruptly when the cluster stops on a failure; that is expected then.
  rawPool.on('error', () => {});
  await own(async () => rawPool.end());
  const keyFor = (role: 'anon' | 'service_role') => (role === 'anon' ? gateway.keys.anonKey : gateway.keys.serviceRoleKey);
  const headersFor = (role: 'anon' | 'service_role') => ({ apikey: keyFor(role), authorization: `Bearer ${keyFor(role)}` });

  const rows: Measured[] = [];
  const troubles: Troubles = {};
  for (const workload of workloads) {
    await sanityCheck(workload, { gateway: gateway.url, postgraphile: postgraphile.url, baseline: baseline.url, key: keyFor(workload.role) }, log);
    const key = keyFor(workload.role);
    // Each window also gives the CPU each party spent on it: the server process, PostgreSQL's
    // backends and this process (the load generator, or the raw statements' pg client).
    const measured = async (server: number | undefined, work: () => Promise<Sample>): Promise<Sample> => {
      const { result, cpu } = await cpuSharesDuring({ server, postmaster: postmaster ?? undefined }, work);
      result.cpu = cpu;
      return result;
    };
    const runs: Record<ServerName, (load: Load) => Promise<Sample>> = {
      pgRaw: (load) => measured(undefined, () => measureLoop(rawRunner(rawPool), workload.sql, load)),
      baseline: (load) => measured(baseline.child.pid, () =>
        measureHttp(baseline.url, workload.baseline, { authorization: `Bearer ${key}` }, load, (role) => ({ authorization: `Bearer ${keyFor(role)}` }))),
      gateway: (load) => measured(gateway.child.pid, () =>
        measureHttp(gateway.url, workload.rest, { apikey: key, authorization: `Bearer ${key}` }, load, headersFor)),
      gatewayWorkers: (load) => measureHttp(workers[0]?.url ?? '', workload.rest, { apikey: key, authorization: `Bearer ${key}` }, load, headersFor),
      postgraphile: (load) => measured(postgraphile.child.pid, () => measureHttp(postgraphile.url, workload.graphql, { authorization: `Bearer ${key}` }, load)),
    };
    // The mixed load is PostgREST's and SQL's; PostGraphile would need its own translation of the searches.
    const servers = settings.servers.filter((server) => !(workload.name === 'mixed' && server === 'postgraphile'));
    // BENCH_ROUNDS: the servers take turns, each round a window of BENCH_SECONDS for every one, so
    // that a neighbour's burst on the shared machine falls on all of them instead of on one; the
    // order reverses every other round, so a drift during the run does too (rounds.ts).
    const samples = new Map<ServerName, Sample[]>();
    for (let round = 1; round <= settings.rounds; round += 1) {
      for (const server of roundOrder(servers, round)) {
        aborted.signal.throwIfAborted();
        const run = runs[server];
        // An unrecorded run first, so JIT, pools and plan caches are warm for every contender;
        // longer before a server's first window of the workload (rounds.ts).
        const load = { connections: settings.connections, rate: settings.rate, timeoutMs: settings.timeoutSeconds * 1000, signal: aborted.signal };
        const warmup = warmupSeconds(round, settings);
        if (warmup > 0) await run({ ...load, seconds: warmup });
        const sample = await run({ ...load, seconds: settings.seconds });
        samples.set(server, [...(samples.get(server) ?? []), sample]);
        if (workload.name === 'insert' || workload.name === 'mixed') await removeInserted(cluster.url);
      }
    }
    for (const server of servers) {
      const list = samples.get(server) ?? [];
      const sample = mergeSamples(list);
      const summary = summarise(`${workload.name}/${server}`, sample.latencies, sample.seconds);
      rows.push({ workload: workload.name, server, summary, errors: sample.errors, timeouts: sample.timeouts });
      const problem = trouble(sample);
      if (problem) troubles[`${workload.name}/${server}`] = problem;
      const cpu = cpuPerRequest(list, sample.latencies.length);
      log(`${workload.name} ${SERVER_LABELS[server]}: ${summary.perSecond.toFixed(0)} req/s, p95 ${summary.p95.toFixed(2)} ms${cpu}` +
        (list.length > 1 ? ` (${list.map((s) => (s.latencies.length / s.seconds).toFixed(0)).join(', ')} per round)` : '') +
        (problem ? `; ${problem}` : ''));
    }
  }

  // The gateway (one worker) under a crowd, beside the same read at BENCH_CONNECTIONS (goodput.ts).
  let crowdGoodput: { crowd: number; quiet: number; ratio: number } | undefined;
  if (settings.workloads.includes('overload')) {
    const read = makeWorkloads(fixture).find((w) => w.name === 'read')!;
    log(`overload: the read at ${settings.connections} and at ${settings.overloadConnections} connections ...`);
    const { quiet, crowd } = await measureOverload(gateway.url, read.rest, headersFor(read.role), {
      quiet: settings.connections, crowd: settings.overloadConnections, seconds: settings.seconds, rounds: settings.rounds,
      warmup: (round) => warmupSeconds(round, settings), signal: aborted.signal,
    });
    crowdGoodput = { crowd: crowd.connections, quiet: quiet.connections, ratio: goodput(crowd) / goodput(quiet) };
    console.log(`\n${formatOverload(quiet, crowd)}\n`);
  }

  // The site's pages, served as npm start serves them: the site server in front of the gateway workers.
  const gatewayBehindSite = workers.length ? { url: workers[0]!.url, pids: workers.map((w) => w.child.pid) } : { url: gateway.url, pids: [gateway.child.pid] };
  const site = await measureSiteWorkloads({
    settings, fixture, postmaster: postmaster ?? undefined, signal: aborted.signal, own, log, profileDir,
    gateway: { ...gatewayBehindSite, anonKey: gateway.keys.anonKey, proxySecret: gateway.keys.proxySecret },
  }, troubles);
  if (site.rows.length) console.log(`\n${formatSite(site.rows, site.ratios)}`);

  const table = ratios(rows);
  console.log(`\n${formatResults(rows)}\n\nThroughput slowdown (x = times fewer requests/s than the second):\n${formatRatios(table)}\n`);
  const report = {
    when: new Date().toISOString(),
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version, loadBefore, loadAfter: os.loadavg() },
    settings,
    fixture: { propertyIds: fixture.propertyIds.length, imagedIds: fixture.imagedIds.length, searches: fixture.searches.length },
    results: rows.map((r) => ({ workload: r.workload, server: r.server, errors: r.errors, timeouts: r.timeouts, ...r.summary })),
    ratios: table,
    site: site.rows.map((r) => ({ workload: r.workload, page: r.page, errors: r.errors, timeouts: r.timeouts, cpuMicroseconds: r.cpu, ...r.summary })),
    siteRatios: site.ratios,
    crowdGoodput,
  };
  fs.writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  log(`wrote bench/results/latest.json; server logs in ${path.relative(REPO_ROOT, workDir)}`);
  // --check: the targets of this run's ratios (bench/src/targets.ts); a missed one fails the run.
  const judged = settings.check ? verdicts(table, site.ratios, troubles, crowdGoodput) : [];
  if (settings.check) console.log(`\nTargets (load ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}):\n${formatVerdicts(judged)}\n`);
  await cleanUp();
  process.exit(Object.keys(troubles).length > 0 || judged.some((v) => !v.met) ? 1 : 0);
} catch (error) {
  if (!aborted.signal.aborted) console.error(error);
  await cleanUp();
  process.exit(1);
}
