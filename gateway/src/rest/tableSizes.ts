import type pg from 'pg';
import type { SchemaCache } from './schemaCache.ts';

/**
 * Below this many rows (the planner's own estimate) a read's generic plan cannot cost much more than
 * the best plan for its values: reading and sorting every row of such a table is a few ms, about
 * what planning each call anew costs over a handful of calls. Above it a generic plan that cannot
 * see one city's 70,000 listings beside another's 500 chose sorts of hundreds of ms (1,000,000
 * listings), so bigger tables are planned per value (planMode.ts).
 */
export const GENERIC_PLAN_MAX_ROWS = 10_000;

/** How old the estimates may be: a table growing past the limit is planned per value within a minute. */
export const SIZES_TTL_MS = 60_000;

// reltuples is -1 for a table never vacuumed or analysed: its size is unknown, and it counts as big.
const SIZES_SQL = `select c.relname, c.reltuples::float8 as rows
from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
where n.nspname = $1 and c.relkind = 'r'`;

interface Sizes {
  rows: Map<string, number>;
  checkedAt: number;
  reading: Promise<void> | null;
}

// Kept beside each schema cache (a reload starts afresh) rather than in it: the cache is the
// catalog's shape, the sizes change with the data.
const sizesOf = new WeakMap<SchemaCache, Sizes>();

function sizes(cache: SchemaCache): Sizes {
  let known = sizesOf.get(cache);
  if (!known) {
    known = { rows: new Map(), checkedAt: Number.NEGATIVE_INFINITY, reading: null };
    sizesOf.set(cache, known);
  }
  return known;
}

/**
 * Reads the schema's table sizes again when the last reading is older than SIZES_TTL_MS, without
 * making the request wait: until the first answer every table counts as big (planned per value, as
 * before). A failed reading keeps the last figures and is tried again after the same pause.
 */
export function refreshTableSizes(cache: SchemaCache, pool: pg.Pool, now = Date.now()): Promise<void> {
  const known = sizes(cache);
  if (known.reading) return known.reading;
  if (now - known.checkedAt < SIZES_TTL_MS) return Promise.resolve();
  known.checkedAt = now;
  known.reading = pool.query<{ relname: string; rows: number }>(SIZES_SQL, [cache.schema])
    .then(({ rows }) => {
      known.rows = new Map(rows.map((row) => [row.relname, Number(row.rows)]));
    })
    .catch(() => {})
    .finally(() => {
      known.reading = null;
    });
  return known.reading;
}

/** Whether the planner's last estimate puts `table` (of this schema) under GENERIC_PLAN_MAX_ROWS. */
export function isSmallTable(cache: SchemaCache, table: string): boolean {
  const rows = sizesOf.get(cache)?.rows.get(table);
  return rows !== undefined && rows >= 0 && rows < GENERIC_PLAN_MAX_ROWS;
}
