// Prometheus metrics of one gateway process (prom-client), served at GET /metrics. The request path
// pays one histogram observation (and a counter for a refusal); the pools and the commission runs are
// read when Prometheus scrapes, never per request. Under npm start the API workers answer for each
// other: the one asked gathers every worker's figures over IPC (metricsHub.ts) and sums them.
import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type pg from 'pg';
import client from 'prom-client';
import { admissionOf } from './admission.ts';
import { createDbProbe, type DbProbe } from './dbProbe.ts';

export interface GatewayMetrics {
  registry: client.Registry;
  /** Counts and times every request by route, method and status (mounted first). */
  middleware: MiddlewareHandler;
  /** A request refused by the concurrency bound (loadShed.ts) or the database's admission (admission.ts). */
  shed(): void;
  /** The text Prometheus reads: every worker's figures when the product runs several. */
  text(): Promise<string>;
}

/** The database a pool connects to, for a probe of its own. */
export function connectionStringOf(pool: pg.Pool): string {
  return (pool.options as { connectionString?: string }).connectionString ?? '';
}

/** The route a request matched, as its pattern (`/rest/v1/:table`), so that paths cannot multiply series. */
function routeOf(c: Context): string {
  if (c.res.status === 404) return 'unmatched';
  const route = routePath(c, -1);
  if (route === '*' || route === '/*') return 'unmatched';
  // The REST layer routes every path itself: its two shapes, not its tables, name the route.
  if (route === '/rest/v1/*') return c.req.path.startsWith('/rest/v1/rpc/') ? '/rest/v1/rpc/:fn' : '/rest/v1/:table';
  return route;
}

export function createMetrics(
  pools: { authenticator: pg.Pool; admin: pg.Pool },
  options: { gather?: (registry: client.Registry) => () => Promise<string | null>; probe?: DbProbe } = {},
): GatewayMetrics {
  const probe = options.probe ?? createDbProbe(connectionStringOf(pools.admin));
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, prefix: 'gateway_' });
  const duration = new client.Histogram({
    name: 'gateway_http_request_duration_seconds',
    help: 'Requests answered by the gateway, by route pattern, method and status, and how long they took',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const refusals = new client.Counter({
    name: 'gateway_rate_limited_total',
    help: 'Requests refused with 429 by a rate limit (sign-in, emails, second factor), by route pattern',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  const shed = new client.Counter({
    name: 'gateway_shed_total',
    help: 'Requests refused with 503 at once: the gateway process at its concurrency bound (GATEWAY_MAX_CONCURRENT), or every database connection busy with GATEWAY_DB_QUEUE waiting',
    registers: [registry],
  });
  new client.Gauge({
    name: 'gateway_db_pool_connections',
    help: 'Database connections of the gateway pools: open (total), idle, and requests waiting for one (waiting)',
    labelNames: ['pool', 'state'] as const,
    registers: [registry],
    collect() {
      for (const [name, pool] of Object.entries(pools)) {
        this.set({ pool: name, state: 'total' }, pool.totalCount);
        this.set({ pool: name, state: 'idle' }, pool.idleCount);
        this.set({ pool: name, state: 'waiting' }, pool.waitingCount + (admissionOf(pool)?.waitingCount ?? 0));
      }
    },
  });
  // The database's figures are read once a scrape, through the probe, whatever the pools are doing.
  const figures = oncePerScrape(() => databaseFigures(probe));
  new client.Gauge({
    name: 'gateway_db_up',
    help: 'Whether the database answered the scrape within a second (1) or not (0)',
    registers: [registry],
    aggregator: 'min',
    async collect() {
      this.set(Number((await figures()).up));
    },
  });
  new client.Gauge({
    name: 'commission_runs',
    help: 'Commission runs and previews by status (requested, running, done, failed)',
    labelNames: ['status'] as const,
    registers: [registry],
    aggregator: 'first',
    async collect() {
      this.reset();
      for (const row of (await figures()).commissionRuns) this.set({ status: row.status }, row.n);
    },
  });

  new client.Gauge({
    name: 'alert_queue',
    help: 'Saved-search alerts: listings waiting to be matched, and emails due, being sent or failed',
    labelNames: ['queue'] as const,
    registers: [registry],
    aggregator: 'first',
    async collect() {
      this.reset();
      for (const [queue, n] of Object.entries((await figures()).alertQueues)) this.set({ queue }, n);
    },
  });

  const gather = options.gather?.(registry);
  return {
    registry,
    middleware: async (c, next) => {
      const started = performance.now();
      await next();
      const status = c.res.status;
      const route = routeOf(c);
      duration.observe({ route, method: c.req.method, status }, (performance.now() - started) / 1000);
      if (status === 429) refusals.inc({ route });
    },
    shed: () => shed.inc(),
    text: async () => (await gather?.()) ?? registry.metrics(),
  };
}

interface DatabaseFigures {
  up: boolean;
  commissionRuns: { status: string; n: number }[];
  alertQueues: Record<string, number>;
}

/** The database's figures: absent, not wrong, when a question gets no answer (another schema, no database). */
async function databaseFigures(probe: DbProbe): Promise<DatabaseFigures> {
  if (!(await probe.up())) return { up: false, commissionRuns: [], alertQueues: {} };
  const [commissionRuns, queues] = await Promise.all([
    probe.rows<{ status: string; n: number }>('select status, count(*)::int as n from public.commission_runs group by status').catch(() => []),
    probe.rows<Record<string, string>>('select * from private.alert_queue_depths()').catch(() => []),
  ]);
  return { up: true, commissionRuns, alertQueues: Object.fromEntries(Object.entries(queues[0] ?? {}).map(([queue, n]) => [queue, Number(n)])) };
}

/** The gauges of one scrape are collected at once: they share the reading in progress. */
function oncePerScrape<T>(read: () => Promise<T>): () => Promise<T> {
  let current: Promise<T> | undefined;
  return () => (current ??= read().finally(() => {
    current = undefined;
  }));
}
