import { errors } from '../errors.ts';
import type { SchemaCache, Table } from './schemaCache.ts';

export function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    let prev = row[0] as number;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const tmp = row[j] as number;
      row[j] = Math.min((row[j] as number) + 1, (row[j - 1] as number) + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length] as number;
}

/** The table or view a path names; 404 PGRST205 (with a near name as hint) otherwise. */
export function findTable(cache: SchemaCache, name: string): Table {
  const table = cache.tables.get(name);
  if (table) return table;
  let best: string | undefined;
  let bestDistance = 3;
  for (const candidate of cache.tables.keys()) {
    const d = distance(name, candidate);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  throw errors.tableNotFound(name, best);
}
