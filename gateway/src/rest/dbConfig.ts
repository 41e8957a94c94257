import type pg from 'pg';
import type { Logger } from 'pino';
import { IN_DB_NAMES, withInDbSettings, type RestSettings } from './settings.ts';

/**
 * PostgREST's in-database configuration (queryDbSettings): the `pgrst.*` settings of the role the
 * connection logs in as, those set for this database (ALTER ROLE … IN DATABASE … SET) over those
 * set for every database (ALTER ROLE … SET). A setting on the database alone has no effect.
 */
const IN_DB_SETTINGS = `
  with role_setting as (
    select setdatabase as database, unnest(setconfig) as setting
    from pg_catalog.pg_db_role_setting
    where setrole = quote_ident(current_user)::regrole::oid
      and setdatabase in (0, (select oid from pg_catalog.pg_database where datname = current_catalog))
  ), kv_settings as (
    select database, substr(setting, 1, strpos(setting, '=') - 1) as k, substr(setting, strpos(setting, '=') + 1) as v
    from role_setting
  )
  select distinct on (key) replace(k, 'pgrst.', '') as key, v as value
  from kv_settings
  where k = any($1) and v is not null
  order by key, database desc nulls last`;

/** The in-database settings of the pool's role, by PostgREST's name without `pgrst.` (`db_schemas`). */
export async function readInDbSettings(pool: pg.Pool | pg.Client): Promise<Record<string, string>> {
  const { rows } = await pool.query<{ key: string; value: string }>(IN_DB_SETTINGS, [IN_DB_NAMES.map((name) => `pgrst.${name}`)]);
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

export interface LiveRestSettings {
  /** The settings requests read: the environment's with the database's over them, updated in place. */
  readonly live: RestSettings;
  /**
   * Reads the in-database settings again (unless db-config is off) and answers whether db-schemas
   * changed. A value PostgREST would refuse stops the start; later it is logged and the settings
   * stay as they were, as PostgREST keeps its configuration. A read that fails (the database away)
   * keeps them too, where PostgREST would fall back to the environment's until the next read.
   */
  read(startingUp?: boolean): Promise<boolean>;
}

/** `base` is the environment's settings (PGRST_*); `pool` connects as the authenticator role. */
export function liveRestSettings(base: RestSettings, pool: pg.Pool, log: Logger): LiveRestSettings {
  const live = { ...base };
  return {
    live,
    async read(startingUp = false) {
      if (!base.dbConfig) return false;
      let inDb: Record<string, string>;
      try {
        inDb = await readInDbSettings(pool);
      } catch (error) {
        log.error({ err: error }, 'could not read the in-database configuration (pgrst.*); the settings stay');
        return false;
      }
      let next: RestSettings;
      try {
        next = withInDbSettings(base, inDb);
      } catch (error) {
        if (startingUp) throw error;
        log.error({ err: error }, 'the in-database configuration (pgrst.*) is invalid; the settings stay');
        return false;
      }
      const schemasChanged = next.schemas.join(',') !== live.schemas.join(',');
      Object.assign(live, next);
      if (!startingUp) log.info({ settings: inDb }, 'in-database configuration read');
      return schemasChanged;
    },
  };
}
