import type { Context } from 'hono';
import { parsePayload } from './body.ts';
import type { RestContext } from './context.ts';
import { findTable } from './tables.ts';
import { runMutation } from './mutation.ts';
import { mutationWhere } from './mutationFilter.ts';
import { parseQuery } from './parse/queryString.ts';
import { prepareRequest } from './request.ts';
import { appliedHeader, type AnswerHeaders, contentRange, finish } from './respond.ts';
import { ident, qualified } from './sql/params.ts';
import type { Shaper } from './sql/shape.ts';

/** PATCH /rest/v1/{table}: UPDATE … WHERE <filters>; 204, or 200 with representation. */
export async function updateRows(c: Context, ctx: RestContext, name: string): Promise<Response> {
  const req = await prepareRequest(c, ctx, `/${name}`);
  const table = findTable(req.cache, name);
  const query = parseQuery(req.pairs);
  const payload = parsePayload(await c.req.text(), table, query.columns, false);
  const dml = (shaper: Shaper, returning: string) => {
    if (payload.columns.length === 0) {
      // An empty body changes nothing; PostgREST answers as if no row matched. The filters are left
      // out: their parameters would be bound to a statement that does not use them.
      return `select ${returning} from ${qualified(table)} as "t0" where false`;
    }
    const whereSql = mutationWhere(shaper, table, query, ctx.settings, 'UPDATE');
    const sets = payload.columns.map((col) => `${ident(col)} = "_p".${ident(col)}`).join(', ');
    const row = `json_populate_record(null::${qualified(table)}, (${shaper.params.add(payload.json)}::json)->0)`;
    return `update ${qualified(table)} as "t0" set ${sets} from ${row} as "_p"${whereSql} returning ${returning}`;
  };
  const { row, media, withBody } = await runMutation(c, ctx, req, table, query, { dml });
  const total = req.prefs.count ? row.pageTotal : null;
  const headers: AnswerHeaders = { 'content-range': contentRange(0, row.pageTotal, total) };
  if (c.req.header('content-profile')) headers['content-profile'] = req.cache.schema;
  appliedHeader(headers, req.prefs, ['return', 'count']);
  return finish(c, row, withBody ? 200 : 204, headers, media, withBody);
}
