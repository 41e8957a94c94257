import type { Context } from 'hono';
import { errors } from '../errors.ts';
import { negotiate } from './accept.ts';
import type { RestContext } from './context.ts';
import { estimateStatement, plannedRows } from './estimate.ts';
import { estimateKey, estimatesFor } from './estimates.ts';
import { explain, planRequest } from './plan.ts';
import { execute, executeAfter, type ResultRow } from './execute.ts';
import { paging } from './paging.ts';
import { readPlanMode, readsOneRowByKey } from './planMode.ts';
import { parseQuery } from './parse/queryString.ts';
import { isSmallTable, refreshTableSizes } from './tableSizes.ts';
import { prepareRequest } from './request.ts';
import { appliedHeader, type AnswerHeaders, contentRange, finish, readStatus } from './respond.ts';
import { Shaper } from './sql/shape.ts';
import { shapedStatement, tableSource, type Statement } from './sql/statements.ts';
import { findTable } from './tables.ts';

/**
 * How a read counts (Prefer: count=…): exact counts every row; estimated counts at most db-max-rows
 * + 1 (then the planner estimates); planned counts nothing in the statement.
 */
function countMode(count: 'exact' | 'planned' | 'estimated' | undefined, maxRows: number): boolean | { upTo: number } {
  if (count === 'exact') return true;
  if (count === 'estimated') return { upTo: maxRows };
  return false;
}

/** GET and HEAD /rest/v1/{relation}: a read-only transaction, one statement, JSON built by PostgreSQL. */
export async function readRelation(c: Context, ctx: RestContext, name: string): Promise<Response> {
  const req = await prepareRequest(c, ctx, `/${name}`);
  const table = findTable(req.cache, name);
  const plan = planRequest(ctx, c.req.header('accept'));
  const media = plan ? negotiate(plan.for) : negotiate(c.req.header('accept'));
  const query = parseQuery(req.pairs);
  const { offset, limit } = paging(query, c.req.header('range'), ctx.maxRows);
  const byKey = readsOneRowByKey(query, table);
  const build = (count: boolean | { upTo: number }, atMostOneRow = false) => shapedStatement({
    cache: req.cache, query, table, from: tableSource(table), ctes: [], shaper: new Shaper(req.cache, query, { aggregates: ctx.settings.aggregates }),
    output: { media: media.kind, stripNulls: media.stripNulls }, limit, offset, count, atMostOneRow,
  });
  void refreshTableSizes(req.cache, ctx.adminPool);
  const small = (name: string) => isSmallTable(req.cache, name);
  const statement = { ...build(countMode(req.prefs.count, ctx.maxRows), byKey), plan: readPlanMode(query, table, byKey, small) };
  if (plan) return explain(ctx, req, statement, plan);
  const check = media.kind !== 'object' ? undefined : (r: ResultRow) => {
    if (r.pageTotal !== 1) throw errors.singular(r.pageTotal);
  };
  // planned: the planner's figure alone. estimated: that figure when it is past db-max-rows, else
  // an exact count that stops at db-max-rows + 1; either way no request counts every row. The
  // estimate is asked in the read's own transaction, with its begin and scope, unless the same
  // caller asked the same question within ESTIMATE_TTL_MS (rest/estimates.ts).
  const estimated = req.prefs.count === 'planned' || req.prefs.count === 'estimated';
  let estimate = 0;
  const choose = (rows: number): Statement => {
    estimate = rows;
    return estimate > ctx.maxRows ? { ...build(false), plan: statement.plan } : statement;
  };
  let row: ResultRow;
  if (!estimated) row = await execute(c, ctx, req, statement, true, check);
  else {
    const question = estimateStatement(statement);
    const estimates = estimatesFor(req.cache);
    const key = estimateKey(question, req.scope(true));
    const known = estimates.get(key);
    row = known !== undefined ? await execute(c, ctx, req, choose(known), true, check) : await executeAfter(c, ctx, req, true, {
      statement: question,
      plan: statement.plan,
      choose: (rows) => {
        const planned = plannedRows(rows);
        estimates.set(key, planned);
        return choose(planned);
      },
    }, check);
  }
  if (estimated && (row.total === null || row.total > ctx.maxRows)) {
    row.total = Math.max(estimate, row.total ?? 0, offset + row.pageTotal);
  }
  const headers: AnswerHeaders = {
    'content-range': contentRange(offset, row.pageTotal, row.total),
    'range-unit': 'items',
    'content-location': `/${name}${req.rawQuery ? `?${req.rawQuery}` : ''}`,
  };
  if (c.req.header('accept-profile')) headers['content-profile'] = req.cache.schema;
  appliedHeader(headers, req.prefs, ['count']);
  const status = media.kind === 'object' ? 200 : readStatus(offset, row.pageTotal, row.total);
  return finish(c, row, status, headers, media, req.method !== 'HEAD');
}
