// The operator's endpoints: /health (the process answers), /ready (which part is down: the database,
// the schema cache) and /metrics (Prometheus). None says anything about the data or the callers;
// /metrics needs `Authorization: Bearer <METRICS_TOKEN>` when METRICS_TOKEN is set.
import crypto from 'node:crypto';
import type { Hono } from 'hono';
import type pg from 'pg';
import type { GatewayMetrics } from './metrics.ts';

/** How long /ready waits for the database before calling it down. */
const READY_TIMEOUT_MS = 2_000;

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer\s+/i, '') ?? '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && crypto.timingSafeEqual(given, wanted);
}

export function mountOperatorRoutes(app: Hono, options: {
  pool: pg.Pool;
  ensureSchema(): Promise<void>;
  schemaLoadedAt(): Date | undefined;
  metrics: GatewayMetrics;
  metricsToken?: string;
}): void {
  app.get('/health', (c) => c.json({ status: 'ok' }));
  app.get('/ready', async (c) => {
    const database = await options.pool.query({ text: 'select 1', query_timeout: READY_TIMEOUT_MS } as pg.QueryConfig).then(() => 'up' as const, () => 'down' as const);
    const schema = database === 'up'
      ? await options.ensureSchema().then(() => 'loaded' as const, () => 'not loaded' as const)
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
