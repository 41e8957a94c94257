import crypto from 'node:crypto';
import { Hono } from 'hono';
import type { Logger } from 'pino';
import type { OutageLog } from '@rentals/core/outage';
import type { Admission } from './admission.ts';
import { authRoutes } from './auth/routes.ts';
import { resolveClientAddress } from './clientAddress.ts';
import { installBodyLimits, maxBodySizeFromEnv } from './bodyLimit.ts';
import type { GatewayContext } from './context.ts';
import { compressResponses } from './compress.ts';
import { isConnectionLost } from './connectionLost.ts';
import { cors } from './cors.ts';
import { openEnvelope, sealedHeaders } from './envelope.ts';
import { authErrors, renderAuthError } from './auth/errors.ts';
import { errors, renderError, toApiError } from './errors.ts';
import { createLogger } from './log.ts';
import { maxConcurrentFromEnv, shedLoad } from './loadShed.ts';
import { mailboxEnabled, mountMailbox } from './mailbox.ts';
import { PrefixRouter } from './prefixRouter.ts';
import { connectionStringOf, createMetrics, type GatewayMetrics } from './metrics.ts';
import { createDbProbe, type DbProbe } from './dbProbe.ts';
import { mountOperatorRoutes } from './operator.ts';
import type { RestContext } from './rest/context.ts';
import { restRoutes } from './rest/routes.ts';
import { loadSchemaCache, type SchemaCacheRef } from './rest/schemaCache.ts';
import { restSettingsFromEnv, type RestSettings } from './rest/settings.ts';
import { renderStorageError, storageErrors } from './storage/errors.ts';
import { storageRoutes } from './storage/routes.ts';
import { serverTiming } from './timing.ts';

export interface AppOptions {
  /** The live schema cache (kept fresh by the reloader); loaded on first use when absent. */
  schema?: SchemaCacheRef;
  log?: Logger;
  /** db-max-rows; Supabase's default is 1000. */
  maxRows?: number;
  /** GATEWAY_MAX_BODY_SIZE: the largest JSON request body, in bytes (read from the environment when absent). */
  maxBodySize?: number;
  /** PostgREST settings (PGRST_DB_… and GATEWAY_SAFE_UPDATE when absent; hosted Supabase's defaults). */
  rest?: RestSettings;
  /** Serve the development mailbox at /mailbox (LOCAL_MAILBOX when absent). */
  mailbox?: boolean;
  /** This process's metrics (made here when absent). */
  metrics?: GatewayMetrics;
  /** GATEWAY_MAX_CONCURRENT: requests in progress before 503 (read from the environment when absent). */
  maxConcurrent?: number;
  /** The authenticator pool's admission (server.ts): REST requests are refused at once while it is full. */
  admission?: Admission;
  /** The operator endpoints' questions to the database (one of their own when absent). */
  probe?: DbProbe;
  /** Told of requests that failed on a lost database, said once per outage instead of a stack each. */
  outage?: OutageLog;
}

/** The whole gateway: /rest/v1, /auth/v1 and /storage/v1 behind one CORS, logging and timing layer. */
export function createApp(ctx: GatewayContext, options: AppOptions = {}): Hono {
  const log = options.log ?? createLogger();
  const schema: SchemaCacheRef = options.schema ?? { current: null };
  const settings = options.rest ?? restSettingsFromEnv(process.env);
  let loading: Promise<void> | null = null;
  const ensureSchema = async () => {
    if (schema.current) return;
    loading ??= loadSchemaCache(ctx.adminPool, settings.schemas).then((cache) => {
      schema.current = cache;
    }).finally(() => {
      loading = null;
    });
    await loading;
  };
  const rest: RestContext = { ...ctx, schema, maxRows: options.maxRows ?? 1000, settings };

  // Not strict: /rest/v1/ (the OpenAPI root, as clients write it) and /rest/v1 are one route.
  const app = new Hono({ strict: false, router: new PrefixRouter(['/rest/v1', '/auth/v1', '/storage/v1']) });
  const probe = options.probe ?? createDbProbe(connectionStringOf(ctx.adminPool));
  const metrics = options.metrics ?? createMetrics({ authenticator: ctx.pool, admin: ctx.adminPool }, { probe });
  app.use('*', metrics.middleware);
  app.use('*', shedLoad(options.maxConcurrent ?? maxConcurrentFromEnv(), metrics.shed, options.admission));
  app.use('*', async (c, next) => {
    const started = performance.now();
    const requestId = c.req.header('x-request-id') ?? crypto.randomUUID();
    openEnvelope(c, started, requestId);
    await next();
    const total = performance.now() - started;
    const headers = sealedHeaders(c.res);
    if (!headers) {
      const phases = serverTiming(c);
      c.res.headers.set('Server-Timing', `${phases ? `${phases}, ` : ''}total;dur=${total.toFixed(1)}`);
      c.res.headers.set('X-Request-Id', requestId);
    }
    log.info({
      reqId: requestId, method: c.req.method, path: c.req.path, status: c.res.status,
      ms: Number(total.toFixed(1)), proxyStatus: (headers ? headers['proxy-status'] : c.res.headers.get('Proxy-Status')) ?? undefined,
    }, 'request');
  });
  app.use('*', resolveClientAddress(ctx));
  app.use('*', cors(ctx.siteUrl, ctx.allowedOrigins));
  app.use('*', compressResponses());
  app.onError((error) => {
    const apiError = toApiError(error);
    if (apiError.status >= 500) {
      if (options.outage && isConnectionLost(error)) options.outage.lost(error);
      else log.error({ err: error }, 'request failed');
    }
    return renderError(apiError);
  });

  mountOperatorRoutes(app, {
    probe, ensureSchema, schemaLoadedAt: () => schema.current?.loadedAt, metrics, metricsToken: process.env.METRICS_TOKEN || undefined,
  });

  if (options.mailbox ?? mailboxEnabled()) mountMailbox(app, ctx.adminPool, ctx.keys);
  installBodyLimits(app, options.maxBodySize ?? maxBodySizeFromEnv());
  app.use('/rest/v1/*', async (_c, next) => {
    await ensureSchema();
    await next();
  });
  app.route('/rest/v1', restRoutes(rest));
  app.route('/auth/v1', authRoutes(ctx));
  app.route('/storage/v1', storageRoutes(ctx));
  // Hono answers unmatched paths from the root app only, so each protocol's 404 is chosen here.
  app.notFound((c) => {
    const path = c.req.path;
    if (path.startsWith('/auth/v1/') || path === '/auth/v1') return renderAuthError(authErrors.notFound(), c);
    if (path.startsWith('/storage/v1/') || path === '/storage/v1') return renderStorageError(storageErrors.notFound(), c);
    if (path.startsWith('/rest/v1/')) return renderError(errors.invalidPath());
    return c.json({ message: 'no Route matched with those values' }, 404);
  });
  return app;
}
