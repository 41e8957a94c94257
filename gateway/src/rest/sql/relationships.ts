import { errors } from '../../errors.ts';
import { computedRelationship } from '../computed.ts';
import type { DbFunction, ForeignKey, SchemaCache, Table } from '../schemaCache.ts';

export interface Relationship {
  cardinality: 'many-to-one' | 'one-to-many' | 'one-to-one' | 'many-to-many';
  target: Table;
  constraint: string;
  /** origin column = target column pairs (direct relationships). */
  pairs: Array<[string, string]>;
  /** Many-to-many: the junction table and its column pairs towards origin and target. */
  junction?: { table: Table; origin: Array<[string, string]>; target: Array<[string, string]>; constraints: [string, string] };
  /** A computed relationship: the rows come from this function of the parent row. */
  fn?: DbFunction;
}

export const isToOne = (r: Relationship): boolean => r.cardinality === 'many-to-one' || r.cardinality === 'one-to-one';

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));
const isUnique = (table: Table, columns: string[]) => table.uniqueKeys.some((key) => sameSet(key, columns));

function direct(cache: SchemaCache, origin: Table): Relationship[] {
  const rels: Relationship[] = [];
  for (const fk of cache.foreignKeys) {
    if (fk.table === origin.name) {
      const target = cache.tables.get(fk.foreignTable);
      if (target) {
        rels.push({
          cardinality: isUnique(origin, fk.columns) ? 'one-to-one' : 'many-to-one',
          target, constraint: fk.constraint,
          pairs: fk.columns.map((c, i) => [c, fk.foreignColumns[i] ?? c]),
        });
      }
    }
    if (fk.foreignTable === origin.name) {
      const target = cache.tables.get(fk.table);
      if (target) {
        rels.push({
          cardinality: isUnique(target, fk.columns) ? 'one-to-one' : 'one-to-many',
          target, constraint: fk.constraint,
          pairs: fk.foreignColumns.map((c, i) => [c, fk.columns[i] ?? c]),
        });
      }
    }
  }
  return rels;
}

function manyToMany(cache: SchemaCache, origin: Table): Relationship[] {
  const rels: Relationship[] = [];
  const byTable = new Map<string, ForeignKey[]>();
  for (const fk of cache.foreignKeys) byTable.set(fk.table, [...(byTable.get(fk.table) ?? []), fk]);
  for (const [junctionName, fks] of byTable) {
    const junction = cache.tables.get(junctionName);
    if (!junction || junctionName === origin.name) continue;
    for (const toOrigin of fks.filter((fk) => fk.foreignTable === origin.name)) {
      for (const toTarget of fks) {
        if (toTarget === toOrigin) continue;
        const target = cache.tables.get(toTarget.foreignTable);
        const covered = junction.uniqueKeys.some((key) => [...toOrigin.columns, ...toTarget.columns].every((c) => key.includes(c)));
        if (!target || !covered) continue;
        rels.push({
          cardinality: 'many-to-many', target, constraint: toTarget.constraint, pairs: [],
          junction: {
            table: junction,
            origin: toOrigin.columns.map((c, i) => [c, toOrigin.foreignColumns[i] ?? c]),
            target: toTarget.columns.map((c, i) => [c, toTarget.foreignColumns[i] ?? c]),
            constraints: [toOrigin.constraint, toTarget.constraint],
          },
        });
      }
    }
  }
  return rels;
}

function matchesHint(rel: Relationship, hint: string): boolean {
  if (rel.constraint === hint) return true;
  if (rel.junction) return rel.junction.table.name === hint || rel.junction.constraints.includes(hint);
  return rel.pairs.some(([o, t]) => o === hint || t === hint);
}

function matchesColumn(rel: Relationship, hint: string): boolean {
  return rel.pairs.some(([o, t]) => o === hint || t === hint);
}

function describe(origin: Table, rel: Relationship) {
  return {
    cardinality: rel.cardinality,
    embedding: `${origin.name} with ${rel.target.name}`,
    relationship: rel.junction
      ? `${rel.junction.constraints.join(' and ')} using ${rel.junction.table.name}`
      : `${rel.constraint} using ${origin.name}(${rel.pairs.map((p) => p[0]).join(', ')}) and ${rel.target.name}(${rel.pairs.map((p) => p[1]).join(', ')})`,
  };
}

/**
 * Finds the one relationship an embed `target[!hint]` names, in PostgREST's order: a related table
 * or view, a foreign-key constraint name, then a foreign-key column of the origin.
 */
export function resolveRelationship(cache: SchemaCache, origin: Table, target: string, hint?: string): Relationship {
  const fn = hint ? undefined : computedRelationship(cache, origin, target);
  if (fn?.returnTable) {
    const toOne = !fn.returnsSet || fn.rowsOne;
    return { cardinality: toOne ? 'many-to-one' : 'one-to-many', target: fn.returnTable, constraint: fn.name, pairs: [], fn };
  }
  const all = [...direct(cache, origin), ...manyToMany(cache, origin)];
  let candidates = all.filter((r) => r.target.name === target);
  const self = candidates.length > 0 && target === origin.name;
  // A table embedding itself by name is its one-to-many side (the many-to-one side is named by the
  // column); a hint then names the referencing column, never the constraint, as in PostgREST.
  if (self) candidates = candidates.filter((r) => r.cardinality === 'one-to-many' || r.cardinality === 'one-to-one');
  // Named by constraint or column, the relationship is the tables' own: the same key seen through
  // views over those tables is not another candidate.
  const throughTables = (r: Relationship) => r.target.kind === 'table';
  if (candidates.length === 0) candidates = all.filter((r) => r.constraint === target && !r.junction && throughTables(r));
  if (candidates.length === 0) {
    candidates = all.filter((r) => isToOne(r) && r.pairs.length === 1 && r.pairs[0]?.[0] === target && throughTables(r));
  }
  if (hint) candidates = candidates.filter((r) => (self ? matchesColumn(r, hint) : matchesHint(r, hint)));
  if (candidates.length === 0) throw errors.noRelationship(origin.name, target, hint, cache.schema);
  if (candidates.length > 1) {
    throw errors.ambiguousRelationship(
      origin.name,
      target,
      candidates.map((r) => describe(origin, r)),
      candidates.map((r) => `${target}!${r.junction ? r.junction.table.name : r.constraint}`),
    );
  }
  return candidates[0] as Relationship;
}
