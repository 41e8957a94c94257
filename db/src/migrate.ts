import type pg from 'pg';
import { runner } from 'node-pg-migrate';
import { secureAuthenticator, type AuthenticatorPassword } from './authenticator.ts';
import { MIGRATIONS_DIR, PLATFORM_DIR } from './config.ts';
import { withDatabaseLock } from './databaseLock.ts';

const MIGRATIONS_SCHEMA = 'supabase_migrations';

export interface MigrateOptions {
  /** Drop everything the migrations made and apply them again (tests, demos). */
  reset?: boolean;
  /** Apply db/platform (local roles, auth and storage) before the app. Default: when local. */
  platform?: boolean;
  /** Apply app migrations only up to this timestamp (20261205109999): tests of what a later one mends. */
  through?: number;
  /**
   * The password the `authenticator` role must take (secureAuthenticator). Default:
   * AUTHENTICATOR_PASSWORD when set, else the role is left as it is.
   */
  authenticator?: AuthenticatorPassword;
  log?: (line: string) => void;
}

export interface MigrateResult {
  platform: string[];
  app: string[];
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
    // Our own lock (migrate) already makes every other migration wait; this one covers older runners.
    advisoryLockMode: 'wait',
  });
  return ran.map((migration) => migration.name);
}

/**
 * Applies pending platform and app migrations in order, then sets the authenticator's password;
 * applying twice is a no-op. Two calls at once (two hosts starting) take turns: the second waits,
 * saying so once, and then finds nothing left to apply.
 */
export async function migrate(url: string, options: MigrateOptions = {}): Promise<MigrateResult> {
  const log = options.log ?? (() => {});
  const fromEnv = process.env.AUTHENTICATOR_PASSWORD;
  const authenticator = options.authenticator ?? (fromEnv ? { password: fromEnv, chosen: true } : undefined);
  const waiting = () => log('Another start is migrating this database; waiting for it to finish ...');
  return withDatabaseLock(url, 'migrate', waiting, async (client) => {
    await client.query(`set client_min_messages = warning`);
    if (options.reset) await dropEverything(client);
    const platform = options.platform ?? (await wantsPlatform(client));
    const platformRan = platform ? await apply(client, PLATFORM_DIR, 'platform_migrations', log) : [];
    const appRan = await apply(client, MIGRATIONS_DIR, 'schema_migrations', log, options.through);
    if (authenticator) await secureAuthenticator(url, authenticator, log);
    // Tell API servers (PostgREST, or our gateway) to reload their schema cache.
    await client.query(`notify pgrst, 'reload schema'`);
    return { platform: platformRan, app: appRan };
  });
}
