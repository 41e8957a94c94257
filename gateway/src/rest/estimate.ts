import type { BatchStatement } from '../batch.ts';
import type { Statement } from './sql/statements.ts';

/**
 * The planner's estimate of how many rows a count would count (PostgREST's `count=planned`, and
 * `count=estimated` past its threshold): EXPLAIN of `select 1 from … where …` as the caller, so
 * row-level security is part of the estimate, and nothing is scanned. It goes out in the read's own
 * round trip and transaction (rest/execute.ts), ahead of the read. The count source uses only some
 * of the statement's numbered values; the others are referenced as harmless text so that one set
 * of values fits.
 */
export function estimateStatement(statement: Statement): BatchStatement {
  const source = statement.countSource ?? '';
  const used = new Set([...source.matchAll(/\$(\d+)/g)].map((match) => Number(match[1])));
  const highest = Math.max(0, ...used);
  const unused = Array.from({ length: highest }, (_, i) => i + 1).filter((n) => !used.has(n));
  const text = `explain (format json) select * from (${source}) as "_s"` +
    (unused.length ? ` where ${unused.map((n) => `$${n}::text is null`).join(' or ')} or true` : '');
  return { text, values: statement.values.slice(0, highest) };
}

/** The rows the estimate's plan expects (0 when the plan says nothing). */
export function plannedRows(rows: Record<string, unknown>[] | undefined): number {
  const plan = (rows?.[0]?.['QUERY PLAN'] as Array<{ Plan?: { 'Plan Rows'?: number } }> | undefined)?.[0]?.Plan;
  return Math.round(plan?.['Plan Rows'] ?? 0);
}
