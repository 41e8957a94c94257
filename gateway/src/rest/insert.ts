import type { Context } from 'hono';
import { errors } from '../errors.ts';
import { parsePayload, type Payload } from './body.ts';
import type { RestContext } from './context.ts';
import { runMutation } from './mutation.ts';
import { findTable } from './tables.ts';
import { parseQuery } from './parse/queryString.ts';
import { prepareRequest } from './request.ts';
import { appliedHeader, type AnswerHeaders, finish } from './respond.ts';
import type { Table } from './schemaCache.ts';
import { ident, qualified, type Params } from './sql/params.ts';
import type { Shaper } from './sql/shape.ts';

/** The SELECT feeding the INSERT: json_populate_recordset, or per-key DEFAULTs under missing=default. */
export function rowsSource(table: Table, payload: Payload, params: Params, missingDefault: boolean): string {
  const json = `${params.add(payload.json)}::json`;
  const rowType = `null::${qualified(table)}`;
  if (!missingDefault) {
    const cols = payload.columns.map((col) => `"_p".${ident(col)}`).join(', ');
    return `select ${cols} from json_populate_recordset(${rowType}, ${json}) as "_p"`;
  }
  const cols = payload.columns.map((col) => {
    const column = table.columns.get(col);
    let fallback = 'null';
    if (column?.defaultExpr) fallback = `(${column.defaultExpr})`;
    else if (column?.identity) {
      fallback = `nextval(pg_get_serial_sequence(${params.add(qualified(table))}, ${params.add(col)}))`;
    }
    return `case when ("_j"."v"::jsonb) ? ${params.add(col)} then "_p".${ident(col)} else ${fallback} end`;
  }).join(', ');
  return `select ${cols} from json_array_elements(${json}) as "_j"("v") cross join lateral json_populate_record(${rowType}, "_j"."v") as "_p"`;
}

/** POST /rest/v1/{table}: insert, or upsert with Prefer: resolution=…; status 201 (200 for a pure merge). */
export async function insertRows(c: Context, ctx: RestContext, name: string): Promise<Response> {
  const req = await prepareRequest(c, ctx, `/${name}`);
  const table = findTable(req.cache, name);
  const query = parseQuery(req.pairs);
  const payload = parsePayload(await c.req.text(), table, query.columns);
  const resolution = req.prefs.resolution;
  const target = query.onConflict ?? table.primaryKey;
  for (const col of target) if (!table.columns.has(col)) throw errors.undefinedColumn(table.name, col);
  const upsert = resolution !== undefined && target.length > 0;
  const merge = upsert && resolution === 'merge-duplicates';
  const dml = (shaper: Shaper, returning: string) => {
    const source = rowsSource(table, payload, shaper.params, req.prefs.missing === 'default');
    const columns = payload.columns.length > 0 ? ` (${payload.columns.map(ident).join(', ')})` : '';
    let sql = `insert into ${qualified(table)} as "t0"${columns} ${source}`;
    if (upsert) {
      const updates = payload.columns.map((col) => `${ident(col)} = excluded.${ident(col)}`);
      sql += ` on conflict (${target.map(ident).join(', ')}) ` +
        (merge && updates.length > 0 ? `do update set ${updates.join(', ')}` : 'do nothing');
    }
    return `${sql} returning ${returning}`;
  };
  const { row, media, withBody } = await runMutation(c, ctx, req, table, query, {
    dml,
    extra: merge ? [`(select bool_or("pgrst_inserted") from "pgrst_mutation") as "inserted"`] : undefined,
    // An insert's plan is the same whatever the rows (they arrive as one JSON value).
    plan: 'auto',
    // The rows are the statement's only value; its text follows from the columns and Prefer.
    rows: { json: payload.json, shape: `${payload.columns.join('\0')}\0${resolution}\0${req.prefs.missing}` },
  }, merge ? `, ("t0".xmax = 0) as "pgrst_inserted"` : '');
  const headers: AnswerHeaders = { 'content-range': `*/${req.prefs.count ? row.pageTotal : '*'}` };
  if (c.req.header('content-profile')) headers['content-profile'] = req.cache.schema;
  appliedHeader(headers, req.prefs, ['resolution', 'return', 'count', 'missing']);
  if (req.prefs.return === 'headers-only' && payload.rows === 1 && table.primaryKey.length > 0 && row.pageTotal === 1) {
    const returned = (JSON.parse(row.body) as Array<Record<string, unknown>> | Record<string, unknown>);
    const first = Array.isArray(returned) ? returned[0] : returned;
    if (first) {
      const filter = table.primaryKey.map((k) => `${encodeURIComponent(k)}=eq.${encodeURIComponent(String(first[k]))}`).join('&');
      headers.location = `/${name}?${filter}`;
    }
  }
  const status = merge && row.inserted !== true ? 200 : 201;
  return finish(c, row, status, headers, media, withBody);
}
