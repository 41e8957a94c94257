import { LRUCache } from 'lru-cache';
import type { Table } from '../schemaCache.ts';
import type { Statement } from './statements.ts';

/**
 * Shapes kept per table. A client that sends ever new column sets only replaces the least recently
 * used; the ones a product sends (its forms, the same columns every time) stay.
 */
export const MAX_SHAPES_PER_TABLE = 32;

interface Kept {
  /** The statement with its varying value left out (so a body is not held after its request). */
  statement: Statement;
  /** Where the varying value goes in `values`. */
  slot: number;
}

// Keyed by the schema cache's table: a reloaded cache has new tables, so its statements are built anew.
const kept = new WeakMap<Table, LRUCache<string, Kept>>();

/**
 * The statement of one request shape of a write to `table`: built by `build` the first time, then
 * kept, and given this request's `varying` value (its rows) at the `slot` build named. `key` must
 * name everything else the statement's text and values depend on. An insert of the columns sent
 * before then builds no SQL.
 */
export function keptStatement(
  table: Table,
  key: string,
  varying: string,
  build: () => { statement: Statement; slot: number },
): Statement {
  let shapes = kept.get(table);
  const hit = shapes?.get(key);
  if (hit) {
    const values = hit.statement.values.slice();
    values[hit.slot] = varying;
    return { ...hit.statement, values };
  }
  const { statement, slot } = build();
  // Not where build said: kept for no one, rather than sent with another request's rows.
  if (statement.values[slot] !== varying) return statement;
  if (!shapes) kept.set(table, (shapes = new LRUCache<string, Kept>({ max: MAX_SHAPES_PER_TABLE })));
  const values = statement.values.slice();
  values[slot] = null;
  shapes.set(key, { statement: { ...statement, values }, slot });
  return statement;
}
