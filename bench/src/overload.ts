// `node bench/src/overload.ts [--site URL] [--connections 500] [--seconds 10] [--path /]`: a burst of
// connections against the site, as the fault test of issue 24 made it. Starts the product with demo
// data (unless --site names a running one), keeps `connections` connections each asking for `path`
// one request after another (a new connection each time, as a crowd of browsers would), and meanwhile
// one ordinary visitor every half second. Reports how many were served (200), refused (503) or timed
// out (no answer within --timeout s), how long each kind waited, and the site server's memory.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from '@rentals/db/preflight';
import { REPO_ROOT } from '@rentals/db/config';
import { startProduct, type RunningProduct } from '../../scripts/product.ts';

const { values: options } = parseArgs({
  options: {
    site: { type: 'string' },
    connections: { type: 'string', default: '500' },
    seconds: { type: 'string', default: '10' },
    timeout: { type: 'string', default: '15' },
    path: { type: 'string', default: '/' },
    'site-pid': { type: 'string' },
  },
});
const connections = Number(options.connections);
const seconds = Number(options.seconds);
const timeoutMs = Number(options.timeout) * 1000;
const log = (line: string) => console.log(`[overload] ${line}`);

interface Outcome {
  kind: 'served' | 'refused' | 'timeout' | 'error' | 'other';
  ms: number;
}

function ask(base: string, pathname: string): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (kind: Outcome['kind']) => resolve({ kind, ms: performance.now() - started });
    const request = http.get(new URL(pathname, base), { agent: false, headers: { connection: 'close' }, timeout: timeoutMs }, (response) => {
      response.resume();
      response.on('end', () => done(response.statusCode === 200 ? 'served' : response.statusCode === 503 ? 'refused' : 'other'));
      response.on('error', () => done('error'));
    });
    request.on('timeout', () => {
      request.destroy();
      done('timeout');
    });
    request.on('error', () => done('error'));
  });
}

const residentMib = (pid: number | undefined) => {
  if (!pid) return undefined;
  try {
    return Math.round(Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024);
  } catch {
    return undefined;
  }
};

function quantile(values: number[], q: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

function row(label: string, outcomes: Outcome[]): string {
  const ms = outcomes.map((outcome) => outcome.ms);
  return `| ${label} | ${outcomes.length} | ${Math.round(quantile(ms, 0.5))} | ${Math.round(quantile(ms, 0.95))} | ${Math.round(Math.max(0, ...ms))} |`;
}

let product: RunningProduct | undefined;
let dataDir: string | undefined;
try {
  let siteUrl = options.site;
  let sitePid = options['site-pid'] ? Number(options['site-pid']) : undefined;
  if (!siteUrl) {
    fs.mkdirSync(path.join(REPO_ROOT, '.tmp'), { recursive: true });
    dataDir = fs.mkdtempSync(path.join(REPO_ROOT, '.tmp', 'overload-'));
    fs.chmodSync(dataDir, 0o755);
    log('Starting the product with demo data ...');
    product = await startProduct({ dataDir, dbPort: await freePort(), apiPort: await freePort(), sitePort: await freePort(), listings: 200, log });
    siteUrl = product.siteUrl;
    sitePid = product.pids()['site server'];
  }
  // Warm: the first render of a page costs more than the rest.
  for (let i = 0; i < 5; i += 1) await ask(siteUrl, options.path);
  const memoryBefore = residentMib(sitePid);
  log(`${connections} connections to ${options.path} for ${seconds} s (timeout ${timeoutMs / 1000} s) ...`);
  const until = performance.now() + seconds * 1000;
  const crowd: Outcome[] = [];
  const visitors: Outcome[] = [];
  let memoryPeak = memoryBefore ?? 0;
  const lane = async () => {
    while (performance.now() < until) crowd.push(await ask(siteUrl, options.path));
  };
  const visitor = async () => {
    while (performance.now() < until) {
      visitors.push(await ask(siteUrl, options.path));
      memoryPeak = Math.max(memoryPeak, residentMib(sitePid) ?? 0);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  };
  await Promise.all([...Array.from({ length: connections }, lane), visitor()]);
  const count = (list: Outcome[], kind: Outcome['kind']) => list.filter((outcome) => outcome.kind === kind);
  console.log(`\n| crowd of ${connections} | requests | p50 ms | p95 ms | max ms |\n| --- | --- | --- | --- | --- |`);
  for (const kind of ['served', 'refused', 'timeout', 'error', 'other'] as const) console.log(row(kind, count(crowd, kind)));
  console.log(`\n| ordinary visitor (every 0.5 s) | requests | p50 ms | p95 ms | max ms |\n| --- | --- | --- | --- | --- |`);
  for (const kind of ['served', 'refused', 'timeout', 'error', 'other'] as const) console.log(row(kind, count(visitors, kind)));
  if (memoryBefore !== undefined) console.log(`\nsite server memory: ${memoryBefore} MB before, ${memoryPeak} MB at most during, ${residentMib(sitePid)} MB after`);
} finally {
  await product?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
