import type { ParsedQuery } from './parse/queryString.ts';
import type { SelectItem } from './parse/select.ts';
import type { Table } from './schemaCache.ts';

/**
 * How PostgreSQL plans a request's statement (plan_cache_mode for its transaction). Searches are
 * planned for their own values: a generic plan cannot know that one city has 70,000 listings and
 * another 500. A read that names one row by its whole primary key, a read of one row's or one
 * person's rows by their id, an insert, and a read of small tables alone (tableSizes.ts) have one
 * good plan whatever the values, so PostgreSQL may keep it after its first executions (`auto`)
 * instead of planning the statement again on every call (a third of such a call's database time,
 * two thirds of an anonymous search's over 2,000 listings). The mode holds for the whole
 * transaction, so it also decides whether the SQL functions the row-level security policies call
 * (has_role, …) are planned again on every call.
 */
export type PlanMode = 'auto' | 'force_custom_plan';

/** One row by its whole primary key, with no other filter, tree, order or embed condition. */
export function readsOneRowByKey(query: ParsedQuery, table: Table): boolean {
  if (table.primaryKey.length === 0 || query.trees.length > 0 || query.orders.length > 0) return false;
  if (query.filters.length !== table.primaryKey.length) return false;
  return table.primaryKey.every((key) => query.filters.some((f) =>
    f.path.length === 0 && f.field.name === key && f.field.path.length === 0 && !f.condition.negated &&
    f.condition.operation.kind === 'simple' && f.condition.operation.op === 'eq' && !f.condition.operation.quantifier));
}

/**
 * Rows named by an id: `eq` or `in` on a uuid column of the relation itself (user_id, tenant_id,
 * property_id, lease_id …), as a portal reads a person's own rows. Such a filter picks a handful of
 * rows whatever the id; the searches filter on cities, localities, rents and sizes instead.
 */
export function readsRowsById(query: ParsedQuery, table: Table): boolean {
  return query.filters.some((f) => {
    if (f.path.length > 0 || f.field.path.length > 0 || f.condition.negated) return false;
    if (table.columns.get(f.field.name)?.typname !== 'uuid') return false;
    const operation = f.condition.operation;
    return operation.kind === 'in' || (operation.kind === 'simple' && operation.op === 'eq' && !operation.quantifier);
  });
}

/**
 * Whether the read touches only small tables: its own and every relation it embeds, named as
 * tables. An embed named otherwise (a foreign key, a column, a function) counts as big.
 */
export function readsOnlySmallTables(query: ParsedQuery, table: Table, isSmall: (table: string) => boolean): boolean {
  const embedsSmall = (items: SelectItem[]): boolean =>
    items.every((item) => item.kind !== 'embed' || (isSmall(item.target) && embedsSmall(item.select)));
  return table.kind === 'table' && isSmall(table.name) && embedsSmall(query.select);
}

/**
 * `byKey`: readsOneRowByKey's answer, when the caller has it already. `isSmall`: whether a table of
 * the read's schema is under the size at which a generic plan is safe (none, when not given).
 */
export function readPlanMode(
  query: ParsedQuery,
  table: Table,
  byKey = readsOneRowByKey(query, table),
  isSmall: (table: string) => boolean = () => false,
): PlanMode {
  if (byKey || readsRowsById(query, table)) return 'auto';
  return readsOnlySmallTables(query, table, isSmall) ? 'auto' : 'force_custom_plan';
}
