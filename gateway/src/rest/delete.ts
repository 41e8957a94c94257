import type { Context } from 'hono';
import type { RestContext } from './context.ts';
import { findTable } from './tables.ts';
import { runMutation } from './mutation.ts';
import { mutationWhere } from './mutationFilter.ts';
import { parseQuery } from './parse/queryString.ts';
import { prepareRequest } from './request.ts';
import { appliedHeader, type AnswerHeaders, finish } from './respond.ts';
import { qualified } from './sql/params.ts';
import type { Shaper } from './sql/shape.ts';

/** DELETE /rest/v1/{table}: DELETE … WHERE <filters>; 204, or 200 with representation. */
export async function deleteRows(c: Context, ctx: RestContext, name: string): Promise<Response> {
  const req = await prepareRequest(c, ctx, `/${name}`);
  const table = findTable(req.cache, name);
  const query = parseQuery(req.pairs);
  const dml = (shaper: Shaper, returning: string) =>
    `delete from ${qualified(table)} as "t0"${mutationWhere(shaper, table, query, ctx.settings, 'DELETE')} returning ${returning}`;
  const { row, media, withBody } = await runMutation(c, ctx, req, table, query, { dml });
  const headers: AnswerHeaders = { 'content-range': `*/${req.prefs.count ? row.pageTotal : '*'}` };
  if (c.req.header('content-profile')) headers['content-profile'] = req.cache.schema;
  appliedHeader(headers, req.prefs, ['return', 'count']);
  return finish(c, row, withBody ? 200 : 204, headers, media, withBody);
}
