import pg from 'pg';
import { runner } from 'node-pg-migrate';
import { MIGRATIONS_DIR, PLATFORM_DIR } from './config.ts';

const MIGRATIONS_SCHEMA = 'supabase_migrations';

export interface MigrateOptions {
  /** Drop everything the migrations made and apply them again (tests, demos). */
  reset?: boolean;
  /** Apply db/platform (local roles, auth and storage) before the app. Default: when local. */
  platform?: boolean;
  /** Apply app migrations only up to this timestamp (20261205109999): tests of what a later one mends. */
  through?: number;
  log?: (line: string) => void;
}

export interface MigrateResult {
  platform: string[];
  app: string[];
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * The platform files mirror what a Supabase project already has, so they are applied only where
 * that is missing (no `auth` schema yet) or where they were applied before.
 */
async function wantsPlatform(client: pg.Client): Promise<boolean> {
  const { rows } = await client.query<{ has_auth: boolean; has_record: boolean }>(
    `select exists (select 1 from pg_namespace where nspname = 'auth') as has_auth,
            to_regclass('${MIGRATIONS_SCHEMA}.platform_migrations') is not null as has_record`,
  );
  const row = rows[0];
  return !row?.has_auth || Boolean(row.has_record);
}

/** Drops every schema the migrations may have made (roles are cluster-wide and stay). */
async function dropEverything(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ name: string }>(
    `select nspname as name from pg_namespace
      where nspname not in ('pg_catalog', 'information_schema') and nspname not like 'pg\\_%'`,
  );
  for (const { name } of rows) await client.query(`drop schema if exists ${client.escapeIdentifier(name)} cascade`);
  await client.query('create schema public; grant usage on schema public to public;');
}

async function apply(client: pg.Client, dir: string, table: string, log: (line: string) => void, through?: number) {
  const ran = await runner({
    ...(through === undefined ? {} : { count: through, timestamp: true }),
    dbClient: client,
    dir,
    migrationsTable: table,
    migrationsSchema: MIGRATIONS_SCHEMA,
    createMigrationsSchema: true,
    direction: 'up',
    checkOrder: true,
    singleTransaction: true,
    logger: { debug: () => {}, info: () => {}, warn: log, error: log },
  });
  return ran.map((migration) => migration.name);
}

/** Applies pending platform and app migrations in order; applying twice is a no-op. */
export async function migrate(url: string, options: MigrateOptions = {}): Promise<MigrateResult> {
  const log = options.log ?? (() => {});
  return withClient(url, async (client) => {
    await client.query(`set client_min_messages = warning`);
    if (options.reset) await dropEverything(client);
    const platform = options.platform ?? (await wantsPlatform(client));
    const platformRan = platform ? await apply(client, PLATFORM_DIR, 'platform_migrations', log) : [];
    const appRan = await apply(client, MIGRATIONS_DIR, 'schema_migrations', log, options.through);
    // Tell API servers (PostgREST, or our gateway) to reload their schema cache.
    await client.query(`notify pgrst, 'reload schema'`);
    return { platform: platformRan, app: appRan };
  });
}
