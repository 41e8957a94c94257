import type { DbFunction, SchemaCache, Table } from './schemaCache.ts';

/**
 * A computed field of `table`: a function of its row returning one scalar (PostgREST selects,
 * filters and orders by it like a column, but `*` leaves it out).
 */
export function computedField(cache: SchemaCache, table: Table, name: string): DbFunction | undefined {
  return cache.computed.get(name)?.find((f) => f.rowArg === table.name && !f.returnsSet && f.returnKind === 'scalar');
}

/** A computed relationship of `table`: a function of its row returning rows of a table or view. */
export function computedRelationship(cache: SchemaCache, table: Table, name: string): DbFunction | undefined {
  return cache.computed.get(name)?.find((f) =>
    f.rowArg === table.name && f.returnKind === 'composite' && f.returnTable !== null && cache.tables.get(f.returnTable.name) === f.returnTable);
}
