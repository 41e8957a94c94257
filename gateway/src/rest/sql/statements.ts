import type { MediaKind } from '../accept.ts';
import type { PlanMode } from '../planMode.ts';
import type { ParsedQuery } from '../parse/queryString.ts';
import type { SchemaCache, Table } from '../schemaCache.ts';
import { qualified } from './params.ts';
import type { Shaper} from './shape.ts';
import { type Level } from './shape.ts';

export interface Statement {
  sql: string;
  values: Array<string | number | null>;
  /** The rows a count would count, `select 1 from … where …`, over the same values (for EXPLAIN). */
  countSource?: string;
  /** plan_cache_mode for this statement (force_custom_plan unless the caller knows one plan fits all values). */
  plan?: PlanMode;
  /**
   * One row per written row with its JSON object in `body` (a write's RETURNING, writtenRowsReturning)
   * instead of the one row of the response; the response's settings are read by RESPONSE_SETTINGS after it.
   */
  each?: true;
  /**
   * The statement's `body` is the page's one row as its own JSON object, null when the page is empty
   * (ShapeInput.atMostOneRow); the response shows it in an array or bare.
   */
  single?: 'array' | 'object';
}

export interface Output {
  media: MediaKind;
  stripNulls: boolean;
  /** Scalar function results are a bare value (or an array of values when setof). */
  scalar?: 'one' | 'set';
}

/** The JSON (or CSV) body, built by PostgreSQL from the rows of "_r". */
function bodyExpr(output: Output): string {
  // The one value as JSON text: json_agg(…)->0 gave the same text, but read back the array it had
  // just built (a page function's whole answer) to find its first element.
  if (output.scalar === 'one') return `coalesce((array_agg(to_json("_r"."pgrst_scalar")))[1]::text, 'null')`;
  if (output.scalar === 'set') return `coalesce(json_agg("_r"."pgrst_scalar"), '[]')::text`;
  const strip = (e: string) => (output.stripNulls ? `json_strip_nulls(${e})` : `(${e})`);
  if (output.media === 'object') return `coalesce(${strip(`json_agg("_r")->0`)}::text, 'null')`;
  if (output.media === 'csv') {
    return `coalesce((select string_agg(quote_ident(k), ',') from json_object_keys((select row_to_json("_h") from "pgrst_page" as "_h" limit 1)) as k), '')` +
      ` || chr(10) || coalesce(string_agg(substr("_r"::text, 2, length("_r"::text) - 2), chr(10)), '')`;
  }
  return strip(`coalesce(json_agg("_r"), '[]')`) + '::text';
}

const GUCS = `nullif(current_setting('response.headers', true), '') as "response_headers", ` +
  `nullif(current_setting('response.status', true), '') as "response_status"`;

/** The response's headers and status as SQL set them; after a write, so that its triggers have run. */
export const RESPONSE_SETTINGS = `select ${GUCS}`;

/**
 * A write's RETURNING that gives each written row as the JSON object the response shows (`columns`
 * name nothing but the row's own columns). PostgreSQL spends less on it than on shapedStatement's
 * form (a CTE, a page over it and an aggregate), which is kept for every other response.
 */
export function writtenRowsReturning(columns: string[]): string {
  return `(select row_to_json("_r") from (select ${columns.join(', ')}) as "_r")::text as "body"`;
}

/** What json_agg puts between two rows, so that the body reads as it did from json_agg. */
export const JSON_AGG_SEPARATOR = ', \n ';

export interface ShapeInput {
  cache: SchemaCache;
  query: ParsedQuery;
  table: Table;
  /** FROM item of the root level, aliased "t0" (a table, a mutation CTE or a function call CTE). */
  from: string;
  /** CTEs placed before the page (mutation or function call). */
  ctes: string[];
  shaper: Shaper;
  output: Output;
  /** Top-level paging (already capped by max rows); undefined limit = all rows. */
  limit?: number;
  offset?: number;
  /** Count the matching rows: all of them, or only up to `upTo` + 1 (past that the count is estimated). */
  count: boolean | { upTo: number };
  /** Extra result columns computed from the CTEs, e.g. whether an upsert inserted any row. */
  extra?: string[];
  /** Which column list the root level exposes (mutations without representation select nothing). */
  items?: ParsedQuery['select'];
  /**
   * The caller knows the page holds at most one row (a read by whole primary key, rest/planMode.ts):
   * without a count or an aggregate, the statement then gives that row's JSON object as it is
   * (Statement.single), which costs PostgreSQL less than an aggregate over the page.
   */
  atMostOneRow?: boolean;
}

/** The page's one row as its JSON object, beside the response's settings (Statement.single). */
function singleRowStatement(page: string, output: Output): string | undefined {
  if (output.scalar || (output.media !== 'json' && output.media !== 'object')) return undefined;
  const row = output.stripNulls ? 'json_strip_nulls(row_to_json("_r"))' : 'row_to_json("_r")';
  return `select (select ${row}::text from (${page}) as "_r") as "body", ${GUCS}`;
}

/**
 * One statement for every response shape: optional CTEs, the page (select list with lateral embeds,
 * filters, order, limit/offset), then a single row holding total, page size, body and response GUCs.
 */
export function shapedStatement(input: ShapeInput): Statement {
  const { shaper } = input;
  const root: Level = { table: input.table, alias: 't0', path: [] };
  const shaped = shaper.shape(root, input.items ?? input.query.select);
  shaper.checkPaths();
  const where = shaped.where.length > 0 ? ` where ${shaped.where.join(' and ')}` : '';
  const columns = shaped.columns;
  const joins = shaped.joins.map((j) => ` ${j.sql}`).join('');
  const groupBy = shaped.groupBy.length > 0 ? ` group by ${shaped.groupBy.join(', ')}` : '';
  let page = `select ${columns.length > 0 ? columns.join(', ') : 'null as "pgrst_empty"'} from ${input.from}${joins}${where}${groupBy}`;
  if (shaped.orderBy.length > 0) page += ` order by ${shaped.orderBy.join(', ')}`;
  if (input.limit !== undefined) page += ` limit ${shaper.params.add(input.limit)}`;
  if (input.offset) page += ` offset ${shaper.params.add(input.offset)}`;
  let total = 'null::bigint';
  const countJoins = shaped.joins.filter((j) => j.counted).map((j) => ` ${j.sql}`).join('');
  const countSource = `select 1 from ${input.from}${countJoins}${where}${groupBy}`;
  if (input.count === true) {
    total = groupBy ? `(select count(*) from (${countSource}) as "_g")` : `(select count(*) from ${input.from}${countJoins}${where})`;
  }
  else if (input.count) {
    // In no order: any index that finds the matches can count them and stop at upTo + 1. In the
    // page's order, a planner that underestimates the matches reads and sorts all of them first.
    total = `(select count(*) from (${countSource} limit ${shaper.params.add(input.count.upTo + 1)}) as "_c")`;
  }
  const single = input.atMostOneRow && input.count === false && !groupBy && input.ctes.length === 0 && !input.extra
    ? singleRowStatement(page, input.output) : undefined;
  if (single) {
    return { sql: single, values: shaper.params.values, countSource, single: input.output.media === 'object' ? 'object' : 'array' };
  }
  const ctes = [...input.ctes, `"pgrst_page" as (${page})`];
  const extra = (input.extra ?? []).map((e) => `${e}, `).join('');
  const sql = `with ${ctes.join(', ')} select ${total} as "total", count(*) as "page_total", ${bodyExpr(input.output)} as "body", ` +
    `${extra}${GUCS} from "pgrst_page" as "_r"`;
  return { sql, values: shaper.params.values, countSource };
}

export function tableSource(table: { schema: string; name: string }): string {
  return `${qualified(table)} as "t0"`;
}
