// The operator's endpoints: /health (the process answers), /ready (which part is down: the database,
// the schema cache) and /metrics (Prometheus). None says anything about the data or the callers;
// /metrics needs `Authorization: Bearer <METRICS_TOKEN>` when METRICS_TOKEN is set. Each answers
// within its limit whatever the database does: its questions go through the probe (dbProbe.ts).
import crypto from 'node:crypto';
import type { Hono } from 'hono';
import type { DbProbe } from './dbProbe.ts';
import { PROBE_MS } from './dbProbe.ts';
import type { GatewayMetrics } from './metrics.ts';

/** /ready answers within this: the database's answer (PROBE_MS), then the schema cache's (PROBE_MS). */
export const READY_LIMIT_MS = 2 * PROBE_MS;
/** /metrics answers within this (metricsHub.ts: the workers' figures, each read within PROBE_MS twice). */
export const METRICS_LIMIT_MS = 3_000;

/** Whether `work` succeeds within `ms`; it goes on either way. */
function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work.then(() => true, () => false),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer\s+/i, '') ?? '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && crypto.timingSafeEqual(given, wanted);
}

export function mountOperatorRoutes(app: Hono, options: {
  probe: DbProbe;
  ensureSchema(): Promise<void>;
  schemaLoadedAt(): Date | undefined;
  metrics: GatewayMetrics;
  metricsToken?: string;
}): void {
  app.get('/health', (c) => c.json({ status: 'ok' }));
  app.get('/ready', async (c) => {
    const database = (await options.probe.up()) ? 'up' as const : 'down' as const;
    const schema = database === 'up'
      ? ((await settlesWithin(options.ensureSchema(), PROBE_MS)) && options.schemaLoadedAt() ? 'loaded' as const : 'not loaded' as const)
      : (options.schemaLoadedAt() ? 'loaded' as const : 'not loaded' as const);
    const ready = database === 'up' && schema === 'loaded';
    c.header('Cache-Control', 'no-store');
    return c.json({
      status: ready ? 'ready' : 'unavailable',
      parts: { gateway: 'up', database, schemaCache: schema },
      schemaLoadedAt: options.schemaLoadedAt()?.toISOString(),
    }, ready ? 200 : 503);
  });
  app.get('/metrics', async (c) => {
    if (options.metricsToken && !tokenMatches(c.req.header('authorization'), options.metricsToken)) {
      return c.json({ message: 'Invalid metrics token' }, 401, { 'WWW-Authenticate': 'Bearer' });
    }
    return c.body(await options.metrics.text(), 200, { 'Content-Type': options.metrics.registry.contentType, 'Cache-Control': 'no-store' });
  });
}
