import type { Context } from 'hono';
import { errors } from '../errors.ts';
import { chooseFunction, isJsonArg } from './functions.ts';
import { negotiate } from './accept.ts';
import type { RestContext } from './context.ts';
import { execute } from './execute.ts';
import { paging } from './paging.ts';
import { parseQuery } from './parse/queryString.ts';
import { prepareRequest } from './request.ts';
import { appliedHeader, type AnswerHeaders, contentRange, finish, readStatus } from './respond.ts';
import type { Table } from './schemaCache.ts';
import { arrayLiteral, ident, qualified } from './sql/params.ts';
import { Shaper } from './sql/shape.ts';
import { shapedStatement, type Output } from './sql/statements.ts';

/** POST, GET and HEAD /rest/v1/rpc/{fn}. */
export async function callFunction(c: Context, ctx: RestContext, name: string): Promise<Response> {
  const method = c.req.method;
  if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') throw errors.rpcMethod(method);
  const req = await prepareRequest(c, ctx, `/rpc/${name}`);
  const candidates = req.cache.functions.get(name) ?? [];
  const argNames = new Set(candidates.flatMap((f) => f.args.map((a) => a.name)).filter(Boolean));
  const isGet = method !== 'POST';
  const query = parseQuery(req.pairs, isGet ? (key) => argNames.has(key) : undefined);
  let body: Record<string, unknown> = {};
  let rawBody = '{}';
  if (!isGet) {
    const text = await c.req.text();
    if (text.trim() !== '') {
      try {
        body = JSON.parse(text) as Record<string, unknown>;
      } catch {
        throw errors.invalidBody();
      }
      rawBody = text;
    }
  }
  const given = isGet ? [...new Set(query.rpcArgs.map(([k]) => k))]
    : typeof body === 'object' && body !== null && !Array.isArray(body) ? Object.keys(body) : [];
  const fn = chooseFunction(candidates, req.cache.schema, name, given, !isGet && rawBody.trim() !== '{}', req.cache.functions.keys());
  const media = negotiate(c.req.header('accept'));
  const shaper = new Shaper(req.cache, query, { aggregates: ctx.settings.aggregates });
  const p = shaper.params;

  let args: string;
  let from = '';
  if (isJsonArg(fn)) {
    args = `${p.add(isGet ? JSON.stringify(Object.fromEntries(query.rpcArgs)) : rawBody)}::${fn.args[0]?.type}`;
  } else if (isGet) {
    args = given.map((arg) => {
      const values = query.rpcArgs.filter(([k]) => k === arg).map(([, v]) => v);
      const type = fn.args.find((a) => a.name === arg)?.type ?? 'text';
      const value = values.length > 1 ? arrayLiteral(values) : (values[0] ?? '');
      return `${ident(arg)} := ${p.add(value)}::${type}`;
    }).join(', ');
  } else if (fn.args.length === 1 && fn.args[0]?.name === '') {
    // The single unnamed parameter postgrest-js fills with `{"": value}`: passed by position.
    args = given.length === 0 ? '' : `(${p.add(rawBody)}::json->>'')::${fn.args[0].type}`;
  } else {
    const used = fn.args.filter((a) => given.includes(a.name));
    args = used.map((a) => `${ident(a.name)} := "_a".${ident(a.name)}`).join(', ');
    if (used.length > 0) {
      from = `json_to_record(${p.add(rawBody)}::json) as "_a"(${used.map((a) => `${ident(a.name)} ${a.type}`).join(', ')}), `;
    }
  }
  const call = `${qualified(fn)}(${args})`;
  const composite = fn.returnKind === 'composite' && fn.returnTable !== null;
  const scalarColumn = composite ? '' : '("pgrst_scalar")';
  const cte = `"pgrst_call" as materialized (select "_f".* from ${from}lateral ${call} as "_f"${scalarColumn})`;
  const readOnly = isGet || fn.volatility !== 'v';
  const table: Table = composite ? (fn.returnTable as Table) : {
    name: fn.name, schema: fn.schema, kind: 'view', primaryKey: [], uniqueKeys: [], insertable: false,
    columns: new Map([['pgrst_scalar', { name: 'pgrst_scalar', type: fn.returnType, typname: fn.returnType, nullable: true, defaultExpr: null, identity: '', generated: false }]]),
  };
  const output: Output = { media: media.kind, stripNulls: media.stripNulls };
  if (!composite) output.scalar = fn.returnsSet ? 'set' : 'one';
  else if (!fn.returnsSet && media.kind === 'json') output.media = 'object';
  const paged = fn.returnsSet ? paging(query, c.req.header('range'), ctx.maxRows) : { offset: 0, limit: undefined };
  const statement = shapedStatement({
    cache: req.cache, query, table, from: '"pgrst_call" as "t0"', ctes: [cte], shaper, output,
    limit: paged.limit, offset: paged.offset, count: req.prefs.count !== undefined && fn.returnsSet,
    items: composite ? query.select : [{ kind: 'star' }],
  });
  const singular = media.kind === 'object' && fn.returnsSet;
  const { maxAffected } = req.prefs;
  const limited = req.prefs.handling === 'strict' && maxAffected !== undefined;
  const row = await execute(c, ctx, req, statement, readOnly, !singular && !limited ? undefined : (r) => {
    if (singular && r.pageTotal !== 1) throw errors.singular(r.pageTotal);
    if (limited && r.pageTotal > maxAffected) throw errors.maxAffected(r.pageTotal);
  });
  const headers: AnswerHeaders = {};
  if (c.req.header(isGet ? 'accept-profile' : 'content-profile')) headers['content-profile'] = req.cache.schema;
  appliedHeader(headers, req.prefs, ['count']);
  if (fn.returnType === 'void') return finish(c, row, 204, headers, null, false);
  let status = 200;
  if (fn.returnsSet) {
    headers['content-range'] = contentRange(paged.offset, row.pageTotal, row.total);
    if (media.kind !== 'object') status = readStatus(paged.offset, row.pageTotal, row.total);
  } else if (req.prefs.count !== undefined) {
    // A single value (or row) counts as one, as PostgREST's Content-Range says: 0-0/1.
    headers['content-range'] = contentRange(0, 1, 1);
  }
  const withBody = method !== 'HEAD' && req.prefs.return !== 'minimal';
  return finish(c, row, status, headers, media.kind === 'object' && !fn.returnsSet ? { ...media, kind: 'json', contentType: 'application/json; charset=utf-8' } : media, withBody);
}
