import type { ParsedQuery } from './parse/queryString.ts';
import type { Table } from './schemaCache.ts';

/**
 * How PostgreSQL plans a request's statement (plan_cache_mode for its transaction). Searches are
 * planned for their own values: a generic plan cannot know that one city has 70,000 listings and
 * another 500. A read that names one row by its whole primary key, a read of one row's or one
 * person's rows by their id, and an insert, have one good plan whatever the values, so PostgreSQL
 * may keep it after its first executions (`auto`) instead of planning the statement again on every
 * call (a third of such a call's database time). The mode holds for the whole transaction, so it
 * also decides whether the SQL functions the row-level security policies call (has_role, …) are
 * planned again on every call.
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

/** `byKey`: readsOneRowByKey's answer, when the caller has it already. */
export function readPlanMode(query: ParsedQuery, table: Table, byKey = readsOneRowByKey(query, table)): PlanMode {
  return byKey || readsRowsById(query, table) ? 'auto' : 'force_custom_plan';
}
