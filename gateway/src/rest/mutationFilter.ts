import { errors } from '../errors.ts';
import type { ParsedQuery } from './parse/queryString.ts';
import type { Table } from './schemaCache.ts';
import { requireWhere, type RestSettings } from './settings.ts';
import { qualified } from './sql/params.ts';
import type { Shaper } from './sql/shape.ts';

/**
 * The WHERE of a PATCH or DELETE on "t0": the root filters, and with `limit`/`offset` (PostgREST's
 * limited update/delete) only the rows the filters, `order` and paging pick, found by ctid. Without
 * either, pg-safeupdate's refusal applies (hosted Supabase loads it).
 */
export function mutationWhere(shaper: Shaper, table: Table, query: ParsedQuery, settings: RestSettings, verb: 'UPDATE' | 'DELETE'): string {
  const where = shaper.rootWhere(table);
  const paging = query.limits.find((l) => l.path.length === 0);
  if (!paging) {
    requireWhere(settings, verb, where);
    return where.length > 0 ? ` where ${where.join(' and ')}` : '';
  }
  if (table.kind !== 'table') throw errors.notImplemented('limit/offset on PATCH or DELETE of a view');
  const level = { table, alias: 't0', path: [] };
  const order = query.orders.filter((o) => o.path.length === 0).flatMap((o) => o.terms.map((t) => shaper.orderSql(level, t)));
  let pick = `select "t0".ctid from ${qualified(table)} as "t0"${where.length > 0 ? ` where ${where.join(' and ')}` : ''}`;
  if (order.length > 0) pick += ` order by ${order.join(', ')}`;
  if (paging.limit !== undefined) pick += ` limit ${shaper.params.add(paging.limit)}`;
  if (paging.offset !== undefined) pick += ` offset ${shaper.params.add(paging.offset)}`;
  return ` where "t0".ctid = any(array(${pick}))`;
}
