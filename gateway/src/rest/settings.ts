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
}

export const HOSTED_DEFAULTS: RestSettings = {
  schemas: ['public'],
  txEnd: 'commit',
  aggregates: false,
  plan: false,
  safeUpdate: true,
};

/** Schemas never served whatever the setting says: they hold credentials and the platform's own state. */
const PRIVATE_SCHEMAS = new Set(['auth', 'storage', 'private', 'pg_catalog', 'information_schema', 'pg_toast', 'extensions']);

const TX_ENDS = new Set<RestSettings['txEnd']>(['commit', 'commit-allow-override', 'rollback', 'rollback-allow-override']);

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value.trim() === '') return fallback;
  return /^(1|true|on|yes)$/i.test(value.trim());
}

export function checkSchemas(schemas: string[]): string[] {
  const list = schemas.map((s) => s.trim()).filter(Boolean);
  const refused = list.filter((s) => PRIVATE_SCHEMAS.has(s) || s.startsWith('pg_'));
  if (refused.length > 0) throw new Error(`PGRST_DB_SCHEMAS must not expose ${refused.join(', ')}`);
  return list.length > 0 ? list : HOSTED_DEFAULTS.schemas;
}

/** The settings from PostgREST's own environment variables (PGRST_DB_…), falling back to hosted Supabase's. */
export function restSettingsFromEnv(env: Record<string, string | undefined>): RestSettings {
  const txEnd = env.PGRST_DB_TX_END?.trim() as RestSettings['txEnd'] | undefined;
  if (txEnd && !TX_ENDS.has(txEnd)) throw new Error(`PGRST_DB_TX_END must be one of ${[...TX_ENDS].join(', ')}`);
  return {
    schemas: checkSchemas((env.PGRST_DB_SCHEMAS ?? '').split(',')),
    txEnd: txEnd || HOSTED_DEFAULTS.txEnd,
    aggregates: flag(env.PGRST_DB_AGGREGATES_ENABLED, HOSTED_DEFAULTS.aggregates),
    plan: flag(env.PGRST_DB_PLAN_ENABLED, HOSTED_DEFAULTS.plan),
    safeUpdate: flag(env.GATEWAY_SAFE_UPDATE, HOSTED_DEFAULTS.safeUpdate),
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
