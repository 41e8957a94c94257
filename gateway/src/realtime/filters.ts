// A postgres_changes subscription's filter, as Realtime reads it: `column=operator.value` with
// eq, neq, lt, lte, gt, gte or in ((a,b,c)). It is matched against the changed row in the
// notification (so subscribers it cannot concern cost no query) and again in SQL, as the subscriber.

export type FilterOperator = 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in';

export interface RowFilter {
  column: string;
  operator: FilterOperator;
  /** The value as text; `in` has several. */
  values: string[];
}

const OPERATORS = new Set<FilterOperator>(['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in']);
const SQL_OPERATOR: Record<Exclude<FilterOperator, 'in'>, string> = { eq: '=', neq: '<>', lt: '<', lte: '<=', gt: '>', gte: '>=' };

/** 'conversation_id=eq.7b1…' → { column, operator: 'eq', values: ['7b1…'] }; null when it is not a filter. */
export function parseFilter(text: string): RowFilter | null {
  const match = /^([^=]+)=(\w+)\.(.*)$/s.exec(text);
  if (!match) return null;
  const [, column, operator, value] = match as unknown as [string, string, FilterOperator, string];
  if (!OPERATORS.has(operator)) return null;
  if (operator === 'in') {
    const list = /^\((.*)\)$/s.exec(value);
    if (!list) return null;
    return { column, operator, values: (list[1] as string).split(',').map((item) => item.trim().replace(/^"(.*)"$/s, '$1')) };
  }
  return { column, operator, values: [value] };
}

function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * Whether a row may match: false only when it certainly does not (eq, neq and in on its text);
 * ordering comparisons are left to the database, which knows the column's type.
 */
export function mayMatch(filter: RowFilter, row: Record<string, unknown> | null): boolean {
  if (!row || !(filter.column in row)) return true;
  const value = asText(row[filter.column]);
  switch (filter.operator) {
    case 'eq': return value === filter.values[0];
    case 'neq': return value !== null && value !== filter.values[0];
    case 'in': return value !== null && filter.values.includes(value);
    default: return true;
  }
}

/**
 * The SQL condition on alias `t` with its parameters numbered from `first`; the column is a quoted
 * identifier checked against the table's columns beforehand, values are compared as the column's type.
 */
export function filterSql(filter: RowFilter, first: number): { sql: string; values: unknown[] } {
  const column = `t."${filter.column.replaceAll('"', '""')}"`;
  if (filter.operator === 'in') return { sql: `${column}::text = any($${first}::text[])`, values: [filter.values] };
  return { sql: `${column} ${SQL_OPERATOR[filter.operator]} $${first}`, values: [filter.values[0]] };
}
