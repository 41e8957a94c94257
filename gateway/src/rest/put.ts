import type { Context } from 'hono';
import { errors } from '../errors.ts';
import { parsePayload } from './body.ts';
import type { RestContext } from './context.ts';
import { rowsSource } from './insert.ts';
import { runMutation } from './mutation.ts';
import { parseQuery } from './parse/queryString.ts';
import { prepareRequest } from './request.ts';
import { appliedHeader, type AnswerHeaders, finish } from './respond.ts';
import { ident, qualified } from './sql/params.ts';
import type { Shaper } from './sql/shape.ts';
import { findTable } from './tables.ts';

/**
 * PUT /rest/v1/{table}?pk=eq.v: PostgREST's single-row upsert. The filters must be `eq` on every
 * primary-key column and nothing else (405 PGRST105), and the body one object whose key values match
 * them (400 PGRST115); the row is inserted or, on a key conflict, replaced.
 */
export async function putRow(c: Context, ctx: RestContext, name: string): Promise<Response> {
  const req = await prepareRequest(c, ctx, `/${name}`);
  const table = findTable(req.cache, name);
  const query = parseQuery(req.pairs);
  if (query.limits.some((l) => l.path.length === 0)) throw errors.putFilters();
  const root = query.filters.filter((f) => f.path.length === 0);
  const keyValues = new Map<string, string>();
  for (const filter of root) {
    const op = filter.condition.operation;
    if (filter.condition.negated || op.kind !== 'simple' || op.op !== 'eq' || op.quantifier || filter.field.path.length > 0) throw errors.putFilters();
    keyValues.set(filter.field.name, op.value);
  }
  const pk = table.primaryKey;
  if (pk.length === 0 || query.trees.some((t) => t.path.length === 0) || keyValues.size !== root.length ||
    pk.length !== keyValues.size || !pk.every((k) => keyValues.has(k))) throw errors.putFilters();
  const payload = parsePayload(await c.req.text(), table, query.columns, false);
  const row = payload.first ?? {};
  if (!pk.every((k) => k in row && String(row[k]) === keyValues.get(k))) throw errors.putPayload();
  const dml = (shaper: Shaper, returning: string) => {
    const source = rowsSource(table, payload, shaper.params, false);
    const updates = payload.columns.map((col) => `${ident(col)} = excluded.${ident(col)}`);
    return `insert into ${qualified(table)} as "t0" (${payload.columns.map(ident).join(', ')}) ${source} ` +
      `on conflict (${pk.map(ident).join(', ')}) do update set ${updates.join(', ')} returning ${returning}`;
  };
  const { row: result, media, withBody } = await runMutation(c, ctx, req, table, { ...query, filters: [] }, { dml });
  const headers: AnswerHeaders = {};
  if (c.req.header('content-profile')) headers['content-profile'] = req.cache.schema;
  appliedHeader(headers, req.prefs, ['return']);
  return finish(c, result, withBody ? 200 : 204, headers, media, withBody);
}
