import { errors } from '../errors.ts';

/**
 * PostgREST settings the gateway honours, with hosted Supabase's values as defaults: only `public`
 * exposed, `Prefer: tx=rollback` ignored (db-tx-end = commit), aggregates and EXPLAIN off, and
 * unfiltered PATCH/DELETE refused as pg-safeupdate refuses them.
 */
export interface RestSettings {
  /** db-schemas: the schemas served, the first one being the default (Accept-/Content-Profile pick another). */
  schemas: string[];
  /** db-tx-end: whether `Prefer: tx=rollback|commit` may choose how a request's transaction ends. */
  txEnd: 'commit' | 'commit-allow-override' | 'rollback' | 'rollback-allow-override';
  /** db-aggregates-enabled: count()/sum()/avg()/min()/max() in `select`. */
  aggregates: boolean;
  /** db-plan-enabled: `Accept: application/vnd.pgrst.plan…` answers with the query plan. */
  plan: boolean;
  /** pg-safeupdate: PATCH and DELETE without a filter fail with 21000 instead of touching every row. */
  safeUpdate: boolean;
  /** db-config: `pgrst.*` settings of the authenticator role override the four above them (dbConfig.ts). */
  dbConfig: boolean;
}

export const HOSTED_DEFAULTS: RestSettings = {
  schemas: ['public'],
  txEnd: 'commit',
  aggregates: false,
  plan: false,
  safeUpdate: true,
  dbConfig: true,
};

/** Schemas never served whatever the setting says: they hold credentials and the platform's own state. */
const PRIVATE_SCHEMAS = new Set(['auth', 'storage', 'private', 'pg_catalog', 'information_schema', 'pg_toast', 'extensions']);

const TX_ENDS = new Set<RestSettings['txEnd']>(['commit', 'commit-allow-override', 'rollback', 'rollback-allow-override']);

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value.trim() === '') return fallback;
  return /^(1|true|on|yes)$/i.test(value.trim());
}

/**
 * A boolean setting as PostgREST reads it (coerceBool): its letters spell true or false in any case
 * (`TRUE`, `"true"`), or it is an integer, true above 0; anything else is no value (the default).
 */
export function pgrstBool(value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  const letters = value.replace(/\P{L}/gu, '').toLowerCase();
  if (letters === 'true' || letters === 'false') return letters === 'true';
  const integer = value.trim();
  return /^-?\d+$/.test(integer) ? BigInt(integer) > 0n : undefined;
}

/** db-schemas: comma-separated, trimmed; `name` is the setting as its source spells it, for the error. */
export function checkSchemas(schemas: string[], name = 'PGRST_DB_SCHEMAS'): string[] {
  const list = schemas.map((s) => s.trim()).filter(Boolean);
  const refused = list.filter((s) => PRIVATE_SCHEMAS.has(s) || s.startsWith('pg_'));
  if (refused.length > 0) throw new Error(`${name} must not expose ${refused.join(', ')}`);
  return list.length > 0 ? list : HOSTED_DEFAULTS.schemas;
}

function txEndOf(value: string | undefined, name: string): RestSettings['txEnd'] {
  const txEnd = value?.trim() as RestSettings['txEnd'] | undefined;
  if (txEnd && !TX_ENDS.has(txEnd)) throw new Error(`${name} must be one of ${[...TX_ENDS].join(', ')}`);
  return txEnd || HOSTED_DEFAULTS.txEnd;
}

/** The settings from PostgREST's own environment variables (PGRST_DB_…), falling back to hosted Supabase's. */
export function restSettingsFromEnv(env: Record<string, string | undefined>): RestSettings {
  return {
    schemas: checkSchemas((env.PGRST_DB_SCHEMAS ?? '').split(',')),
    txEnd: txEndOf(env.PGRST_DB_TX_END, 'PGRST_DB_TX_END'),
    aggregates: pgrstBool(env.PGRST_DB_AGGREGATES_ENABLED) ?? HOSTED_DEFAULTS.aggregates,
    plan: pgrstBool(env.PGRST_DB_PLAN_ENABLED) ?? HOSTED_DEFAULTS.plan,
    safeUpdate: flag(env.GATEWAY_SAFE_UPDATE, HOSTED_DEFAULTS.safeUpdate),
    dbConfig: pgrstBool(env.PGRST_DB_CONFIG) ?? HOSTED_DEFAULTS.dbConfig,
  };
}

/** PostgREST's in-database names (`pgrst.<name>`) of the settings read from PGRST_* above. */
export const IN_DB_NAMES = ['db_schemas', 'db_tx_end', 'db_aggregates_enabled', 'db_plan_enabled'] as const;

/**
 * `base` (the environment's settings) with the in-database ones over it, as PostgREST ranks them:
 * a setting present in the database wins, and when its value is empty or unreadable the setting
 * takes its default, not the environment's value. Throws on a value PostgREST would refuse.
 */
export function withInDbSettings(base: RestSettings, inDb: Partial<Record<(typeof IN_DB_NAMES)[number], string>>): RestSettings {
  return {
    ...base,
    schemas: inDb.db_schemas === undefined ? base.schemas : checkSchemas(inDb.db_schemas.split(','), 'pgrst.db_schemas'),
    txEnd: inDb.db_tx_end === undefined ? base.txEnd : txEndOf(inDb.db_tx_end, 'pgrst.db_tx_end'),
    aggregates: inDb.db_aggregates_enabled === undefined ? base.aggregates : pgrstBool(inDb.db_aggregates_enabled) ?? HOSTED_DEFAULTS.aggregates,
    plan: inDb.db_plan_enabled === undefined ? base.plan : pgrstBool(inDb.db_plan_enabled) ?? HOSTED_DEFAULTS.plan,
  };
}

/** Whether the transaction ends in a rollback: db-tx-end, overridden by `Prefer: tx=…` when allowed. */
export function endsInRollback(settings: RestSettings, tx: 'commit' | 'rollback' | undefined): boolean {
  const base = settings.txEnd.startsWith('rollback');
  if (tx && settings.txEnd.endsWith('allow-override')) return tx === 'rollback';
  return base;
}

/** pg-safeupdate's refusal, as PostgREST forwards it (400). */
export function requireWhere(settings: RestSettings, verb: 'UPDATE' | 'DELETE', where: string[]): void {
  if (settings.safeUpdate && where.length === 0) throw errors.safeUpdate(verb);
}
