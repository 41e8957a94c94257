import pg from 'pg';
import type { Logger } from 'pino';
import type { OutageLog } from '@rentals/core/outage';
import type { LiveRestSettings } from './dbConfig.ts';
import { loadSchemaCache, type SchemaCacheRef } from './schemaCache.ts';

/**
 * Keeps `ref.current` and `settings.live` up to date, as PostgREST does: LISTEN pgrst; on 'reload
 * schema' (or an empty payload) read the in-database configuration, then the schema cache; on
 * 'reload config' read the configuration only, and the cache too when db-schemas changed (this
 * cache holds the served schemas only). The new cache replaces the old one in a single assignment,
 * so requests already running keep the cache they started with and none are dropped. A lost
 * listener reconnects; the loss is told to `outage` (said once however long the database stays
 * away), and so is the return.
 */
export async function startSchemaReloader(
  databaseUrl: string,
  adminPool: pg.Pool,
  ref: SchemaCacheRef,
  log: Logger,
  settings: LiveRestSettings,
  outage: OutageLog = { lost: (error) => log.warn({ err: error }, 'schema listener lost; reconnecting'), back: () => {} },
): Promise<{ reload(): Promise<void>; close(): Promise<void> }> {
  let closed = false;
  let client: pg.Client | null = null;
  let reloading: Promise<void> | null = null;
  let again = false;

  const reload = async (): Promise<void> => {
    if (reloading) {
      again = true;
      return reloading;
    }
    reloading = (async () => {
      do {
        again = false;
        const started = Date.now();
        ref.current = await loadSchemaCache(adminPool, settings.live.schemas);
        log.info({ tables: ref.current.tables.size, ms: Date.now() - started }, 'schema cache loaded');
      } while (again);
    })().finally(() => {
      reloading = null;
    });
    return reloading;
  };

  const refresh = async (what: 'schema' | 'config'): Promise<void> => {
    const schemasChanged = await settings.read();
    if (what === 'schema' || schemasChanged) await reload();
  };

  const listen = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (msg) => {
      const payload = (msg.payload ?? '').trim();
      const what = payload === '' || payload === 'reload schema' ? 'schema' : payload === 'reload config' ? 'config' : null;
      if (what) refresh(what).catch((error: unknown) => log.error({ err: error }, `${what} reload failed`));
    });
    next.on('error', (error) => {
      outage.lost(error);
      void next.end().catch(() => {});
      reconnect();
    });
    await next.connect();
    await next.query('listen pgrst');
    client = next;
  };

  // Keeps trying while the database is away; a reload afterwards catches changes made meanwhile.
  const reconnect = (): void => {
    if (closed) return;
    setTimeout(() => {
      listen().then(() => {
        outage.back();
        return refresh('schema');
      }).catch((error: unknown) => {
        outage.lost(error);
        reconnect();
      });
    }, 1000).unref();
  };

  const close = async (): Promise<void> => {
    closed = true;
    await client?.end().catch(() => {});
  };

  try {
    await listen();
    await settings.read(true);
    await reload();
  } catch (error) {
    await close();
    throw error;
  }
  return { reload, close };
}
