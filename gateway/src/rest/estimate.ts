import { withScope, type RequestScope } from '../scope.ts';
import type { RestContext } from './context.ts';
import type { Statement } from './sql/statements.ts';

/**
 * The planner's estimate of how many rows a count would count (PostgREST's `count=planned`, and
 * `count=estimated` past its threshold): EXPLAIN of `select 1 from … where …` as the caller, so
 * row-level security is part of the estimate, and nothing is scanned. The count source uses only
 * some of the statement's numbered values; the others are referenced as harmless text so that one
 * set of values fits.
 */
export async function estimateCount(ctx: RestContext, scope: RequestScope, statement: Statement): Promise<number> {
  const source = statement.countSource ?? '';
  const used = new Set([...source.matchAll(/\$(\d+)/g)].map((match) => Number(match[1])));
  const highest = Math.max(0, ...used);
  const unused = Array.from({ length: highest }, (_, i) => i + 1).filter((n) => !used.has(n));
  const text = `explain (format json) select * from (${source}) as "_s"` +
    (unused.length ? ` where ${unused.map((n) => `$${n}::text is null`).join(' or ')} or true` : '');
  const plan = await withScope(ctx.pool, scope, async (client) => {
    const { rows } = await client.query<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }>(text, statement.values.slice(0, highest));
    return rows[0]?.['QUERY PLAN'][0]?.Plan;
  });
  return Math.round(plan?.['Plan Rows'] ?? 0);
}
