import type { Context } from 'hono';
import { errors } from '../errors.ts';
import { negotiate } from './accept.ts';
import type { RestContext } from './context.ts';
import { execute } from './execute.ts';
import { paging } from './paging.ts';
import { parseQuery } from './parse/queryString.ts';
import { prepareRequest } from './request.ts';
import { appliedHeader, contentRange, finish, readStatus } from './respond.ts';
import { Shaper } from './sql/shape.ts';
import { shapedStatement, tableSource } from './sql/statements.ts';
import { findTable } from './tables.ts';

/** GET and HEAD /rest/v1/{relation}: a read-only transaction, one statement, JSON built by PostgreSQL. */
export async function readRelation(c: Context, ctx: RestContext, name: string): Promise<Response> {
  const req = await prepareRequest(c, ctx, `/${name}`);
  const table = findTable(req.cache, name);
  const media = negotiate(c.req.header('accept'));
  const query = parseQuery(req.pairs);
  const { offset, limit } = paging(query, c.req.header('range'), ctx.maxRows);
  const statement = shapedStatement({
    cache: req.cache, query, table, from: tableSource(name), ctes: [], shaper: new Shaper(req.cache, query),
    output: { media: media.kind, stripNulls: media.stripNulls }, limit, offset, count: req.prefs.count !== undefined,
  });
  const row = await execute(c, ctx, req, statement, true, media.kind !== 'object' ? undefined : (r) => {
    if (r.pageTotal !== 1) throw errors.singular(r.pageTotal);
  });
  const headers = new Headers({
    'Content-Range': contentRange(offset, row.pageTotal, row.total),
    'Range-Unit': 'items',
    'Content-Location': `/${name}${req.rawQuery ? `?${req.rawQuery}` : ''}`,
  });
  if (c.req.header('accept-profile')) headers.set('Content-Profile', 'public');
  appliedHeader(headers, req.prefs, ['count']);
  const status = media.kind === 'object' ? 200 : readStatus(offset, row.pageTotal, row.total);
  return finish(row, status, headers, media, req.method !== 'HEAD');
}
