import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';
import type pg from 'pg';
import type { Logger } from 'pino';
import { authenticatorUrl } from '@rentals/db/authenticator';
import { guardedPool } from '@rentals/db/guardedPool';
import { StartupError } from '@rentals/db/errors';
import { outageLog } from '@rentals/core/outage';
import { createApp } from './app.ts';
import { parseTrustedProxies } from './clientAddress.ts';
import type { GatewayContext } from './context.ts';
import { loadOrCreateKeys, type ProjectKeys } from './keys.ts';
import { dbTimeoutsFromEnv, type DbTimeouts } from './dbTimeouts.ts';
import { Admission, admitThrough, dbQueueFromEnv } from './admission.ts';
import { createDbProbe } from './dbProbe.ts';
import { createLogger } from './log.ts';
import { createMetrics } from './metrics.ts';
import { workerGather } from './metricsHub.ts';
import { checkMailboxExposure } from './mailbox.ts';
import { liveRestSettings } from './rest/dbConfig.ts';
import { startSchemaReloader } from './rest/schemaReloader.ts';
import type { SchemaCacheRef } from './rest/schemaCache.ts';
import { restSettingsFromEnv, type RestSettings } from './rest/settings.ts';
import { openStorageBackend, storageSettingsFromEnv, type StorageSettings } from './storage/backends/settings.ts';
import { cleanStagedUploads } from './storage/leftovers.ts';
import { attachRealtime } from './realtime/endpoint.ts';
import { realtimeSettingsFromEnv, type RealtimeSettings } from './realtime/settings.ts';

export interface GatewayOptions {
  /** The database owner's URL (migrations, auth and storage bookkeeping). */
  databaseUrl: string;
  /** 0 picks a free port. */
  port: number;
  /** Interface to listen on (default 127.0.0.1, this machine only; API_HOST=0.0.0.0 to share it). */
  hostname?: string;
  dataDir: string;
  siteUrl: string;
  /** Public URL of the gateway; defaults to http://localhost:<port>. */
  apiUrl?: string;
  allowedOrigins?: string[];
  log?: Logger;
  /** Connections per pool (default 10). */
  poolSize?: number;
  /**
   * Listen with SO_REUSEPORT, so that several gateway processes (API_WORKERS) share one port and
   * the kernel spreads connections over them; they share nothing else but the database.
   */
  reusePort?: boolean;
  /**
   * PostgREST settings; from the environment (PGRST_DB_…, GATEWAY_SAFE_UPDATE) when absent. The
   * authenticator role's `pgrst.*` settings override them (PostgREST's in-database configuration).
   */
  rest?: RestSettings;
  /** Requests in progress before 503 (GATEWAY_MAX_CONCURRENT when absent; 0: no bound). */
  maxConcurrent?: number;
  /** How long to wait on the database (GATEWAY_DB_CONNECT_TIMEOUT_MS, GATEWAY_DB_QUERY_TIMEOUT_MS when absent). */
  dbTimeouts?: DbTimeouts;
  /** Requests that may wait for a pooled connection before new ones are refused (GATEWAY_DB_QUEUE when absent). */
  dbQueue?: number;
  /** Where object bytes live (STORAGE_BACKEND and storage-api's S3 settings when absent). */
  storage?: StorageSettings;
  /** /realtime/v1's limits (REALTIME_* when absent). */
  realtime?: RealtimeSettings;
}

export interface RunningGateway {
  url: string;
  keys: ProjectKeys;
  close(): Promise<void>;
}

export { authenticatorUrl };

/**
 * Photos must be public objects of this project's storage (a database check): the address this
 * gateway publishes is one, so it is listed before the first request. A database without the
 * list (another schema, a test fixture) has no such check.
 */
async function registerStorageOrigin(adminPool: pg.Pool, apiUrl: string, log: Logger): Promise<void> {
  try {
    await adminPool.query(
      'insert into private.storage_origins (origin) values ($1) on conflict do nothing',
      [new URL(apiUrl).origin],
    );
  } catch (error) {
    const code = (error as { code?: string }).code;
    // 42P01, 3F000: no such table or schema.
    if (code !== '42P01' && code !== '3F000') {
      log.warn({ err: error }, 'could not list this gateway as the storage origin of photos');
    }
  }
}

/**
 * Starts one stateless gateway process: keys from DATA_DIR, two pools, the schema cache (kept fresh
 * through LISTEN pgrst), and an HTTP server with 64 KiB headers for long `in.(…)` URLs.
 */
export async function startGateway(options: GatewayOptions): Promise<RunningGateway> {
  const log = options.log ?? createLogger();
  checkMailboxExposure({ ...process.env, API_HOST: options.hostname ?? '' });
  const keys = await loadOrCreateKeys(options.dataDir);
  // Before any pool: a missing bucket or a mistyped setting stops the start in one line.
  const storageBackend = await openStorageBackend(options.storage ?? storageSettingsFromEnv(process.env, options.dataDir));
  await storageBackend.check();
  const trustedProxies = parseTrustedProxies(process.env.GATEWAY_TRUSTED_PROXIES);
  const timeouts = options.dbTimeouts ?? dbTimeoutsFromEnv();
  const limits = { connectionTimeoutMillis: timeouts.connectMs, query_timeout: timeouts.queryMs };
  // plan_cache_mode=auto on the connection: the scope statement sets it only for the requests that
  // need per-value plans (scope.ts), whatever the server's own default.
  const poolSize = options.poolSize ?? 10;
  // Every dropped connection, failed reconnect and request of one outage is one line, not a stack each.
  const outage = outageLog((reason) => log.warn({ reason }, 'database lost; requests answer 503 until it is back'));
  const pool = guardedPool({
    connectionString: authenticatorUrl(options.databaseUrl, keys.authenticatorPassword), max: poolSize,
    options: '-c plan_cache_mode=auto', ...limits,
  }, outage.lost);
  const dbQueue = options.dbQueue ?? dbQueueFromEnv(poolSize);
  const adminPool = guardedPool({ connectionString: options.databaseUrl, max: 5, ...limits }, outage.lost);
  const schema: SchemaCacheRef = { current: null };
  const rest = liveRestSettings(options.rest ?? restSettingsFromEnv(process.env), pool, log);
  const reloader = await startSchemaReloader(options.databaseUrl, adminPool, schema, log, rest, outage).catch(async (error: unknown) => {
    await Promise.all([pool.end(), adminPool.end()]);
    throw error;
  });
  // Before the first request: uploads cut short by an earlier death leave staged bytes behind.
  const leftovers = await cleanStagedUploads({ adminPool, storageBackend });
  if (leftovers.removed.length || leftovers.restored.length || leftovers.parts.length) log.info(leftovers, 'storage upload leftovers cleaned');

  // Listen first so that a port of 0 is known before the context (apiUrl) is built.
  let app: ReturnType<typeof createApp> | null = null;
  const server = createAdaptorServer({
    fetch: (request, env) => (app as ReturnType<typeof createApp>).fetch(request, env),
    serverOptions: { maxHeaderSize: 64 * 1024 },
  }) as Server;
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      storageBackend.close();
      void Promise.all([reloader.close(), pool.end(), adminPool.end()]).finally(() =>
        reject(
          error.code === 'EADDRINUSE'
            ? new StartupError(`Port ${options.port} (API gateway) is already in use; set API_PORT to choose another, e.g. API_PORT=${options.port + 10} npm start.`)
            : error,
        ),
      );
    });
    server.listen({ port: options.port, host: options.hostname ?? '127.0.0.1', reusePort: options.reusePort ?? false }, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  const ctx: GatewayContext = {
    pool, adminPool, keys, dataDir: options.dataDir, storageBackend, siteUrl: options.siteUrl,
    allowedOrigins: options.allowedOrigins ?? [], apiUrl: options.apiUrl ?? url,
    trustedProxies,
  };
  await registerStorageOrigin(adminPool, ctx.apiUrl, log);
  // Under npm start (API_METRICS_IPC=1) a scrape answers for every API worker (metricsHub.ts).
  const probe = createDbProbe(options.databaseUrl);
  const metrics = createMetrics({ authenticator: pool, admin: adminPool }, { gather: process.env.API_METRICS_IPC === '1' ? workerGather : undefined, probe });
  const admission = admitThrough(pool, new Admission(poolSize, dbQueue, metrics.shed));
  app = createApp(ctx, { schema, log, rest: rest.live, metrics, maxConcurrent: options.maxConcurrent, admission, probe, outage });
  const realtime = await attachRealtime(server, {
    pool, adminPool, databaseUrl: options.databaseUrl, keys, settings: options.realtime ?? realtimeSettingsFromEnv(), log, outage,
  });
  log.info({ url }, 'gateway listening');
  return {
    url,
    keys,
    close: async () => {
      // Upgraded sockets are not the HTTP server's connections any more: they are ended first.
      await realtime.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await reloader.close();
      await Promise.all([pool.end(), adminPool.end(), probe.close()]);
      storageBackend.close();
      log.flush();
    },
  };
}
