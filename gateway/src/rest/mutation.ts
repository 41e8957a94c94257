import type { Context } from 'hono';
import { errors } from '../errors.ts';
import { negotiate, type Negotiated } from './accept.ts';
import type { RestContext } from './context.ts';
import { execute, type ResultRow } from './execute.ts';
import type { ParsedQuery } from './parse/queryString.ts';
import type { PlanMode } from './planMode.ts';
import type { SelectItem } from './parse/select.ts';
import type { RestRequest } from './request.ts';
import type { Table } from './schemaCache.ts';
import { Shaper } from './sql/shape.ts';
import { keptStatement } from './sql/kept.ts';
import { shapedStatement, writtenRowsReturning, type Statement } from './sql/statements.ts';

export interface MutationPlan {
  /** Builds the data-modifying statement (aliased "t0") given the RETURNING list. */
  dml: (shaper: Shaper, returning: string) => string;
  extra?: string[];
  /** plan_cache_mode of the statement (see planMode.ts). */
  plan?: PlanMode;
  /**
   * The request's rows, when they are the only value of the statement the request's query, Prefer
   * and Accept do not fix: `json` is the first value `dml` adds, and `shape` names what else its text
   * depends on (the columns written, …). The statement is then built once per table and shape (kept.ts).
   */
  rows?: { json: string; shape: string };
}

/** What a write returns: representation → the `select`; headers-only → the primary key; minimal → nothing. */
function returnedItems(req: RestRequest, query: ParsedQuery, table: Table): SelectItem[] {
  if (req.prefs.return === 'representation') return query.select;
  if (req.prefs.return === 'headers-only' && table.primaryKey.length > 0) {
    return table.primaryKey.map((name) => ({ kind: 'column', field: { name, path: [] } }));
  }
  return [];
}

/**
 * Whether a JSON array of the written rows' own columns is all the response shows: no embeds,
 * aggregates or computed fields, no stripped nulls, not CSV or a single object.
 */
function ownColumnsOnly(items: SelectItem[], table: Table, media: Negotiated): boolean {
  if (media.kind !== 'json' || media.stripNulls) return false;
  return items.every((item) => item.kind === 'star' ||
    (item.kind === 'column' && !item.aggregate && table.columns.has(item.field.name)));
}

/**
 * Runs an INSERT/UPDATE/DELETE as a CTE and shapes its returned rows like a read. RETURNING lists real
 * columns only when rows are returned, so a minimal write needs no SELECT policy (as in PostgREST).
 * Singular Accept and max-affected are checked before commit.
 */
export async function runMutation(
  c: Context,
  ctx: RestContext,
  req: RestRequest,
  table: Table,
  query: ParsedQuery,
  plan: MutationPlan,
  extraReturning = '',
): Promise<{ row: ResultRow; media: Negotiated; withBody: boolean }> {
  const media = negotiate(c.req.header('accept'));
  const build = (): { statement: Statement; slot: number } => {
    const items = returnedItems(req, query, table);
    const shaper = new Shaper(req.cache, query, { rootFiltersElsewhere: true, aggregates: ctx.settings.aggregates });
    // `rows` is the first value dml adds: its place is the count of values before dml runs.
    const dml = (returning: string) => {
      const slot = shaper.params.values.length;
      return { slot, sql: plan.dml(shaper, returning) };
    };
    if (!plan.extra && !extraReturning && ownColumnsOnly(items, table, media)) {
      const shaped = shaper.shape({ table, alias: 't0', path: [] }, items);
      shaper.checkPaths();
      // A minimal write returns no columns, so it needs no SELECT policy (see above).
      const { sql, slot } = dml(items.length > 0 ? writtenRowsReturning(shaped.columns) : '1 as "body"');
      return { statement: { sql, values: shaper.params.values, plan: plan.plan, each: true }, slot };
    }
    const { sql, slot } = dml((items.length > 0 ? '"t0".*' : '1') + extraReturning);
    return { slot, statement: { plan: plan.plan, ...shapedStatement({
      cache: req.cache, query, table, from: '"pgrst_mutation" as "t0"', ctes: [`"pgrst_mutation" as (${sql})`],
      shaper, output: { media: media.kind, stripNulls: media.stripNulls }, count: false, items, extra: plan.extra,
    }) } };
  };
  // What else the text depends on: the query (select, columns, on_conflict), what is returned, the
  // media, the aggregates setting. The query goes last: the parts before it hold no NUL.
  const statement = plan.rows
    ? keptStatement(table, `${plan.rows.shape}\0${req.prefs.return}\0${media.contentType}\0${ctx.settings.aggregates}\0${extraReturning}\0${req.rawQuery}`, plan.rows.json, build)
    : build().statement;
  const { maxAffected } = req.prefs;
  const limited = req.prefs.handling === 'strict' && maxAffected !== undefined;
  const row = await execute(c, ctx, req, statement, false, media.kind !== 'object' && !limited ? undefined : (r) => {
    if (media.kind === 'object' && r.pageTotal !== 1) throw errors.singular(r.pageTotal);
    if (limited && r.pageTotal > maxAffected) throw errors.maxAffected(r.pageTotal);
  });
  return { row, media, withBody: req.prefs.return === 'representation' };
}
