import type pg from 'pg';
import { catalogQueries } from './catalog.ts';

/** The default exposed schema; PostgREST's `db-schemas` on Supabase is `public` (plus graphql_public, not served here). */
export const EXPOSED_SCHEMA = 'public';

export interface Column {
  name: string;
  /** format_type() of the column, e.g. `bigint`, `text[]`, `timestamp with time zone`. */
  type: string;
  /** Base type name (pg_type.typname of the element-less type), e.g. `int8`, `_text`, `tsvector`. */
  typname: string;
  nullable: boolean;
  /** Default expression from the catalog (pg_get_expr), null when none. */
  defaultExpr: string | null;
  /** 'a' generated always as identity, 'd' by default as identity, '' otherwise. */
  identity: string;
  generated: boolean;
}

export interface Table {
  name: string;
  /** The schema it lives in (one of db-schemas). */
  schema: string;
  kind: 'table' | 'view';
  columns: Map<string, Column>;
  primaryKey: string[];
  /** Column sets with a unique constraint or unique index (incl. the primary key). */
  uniqueKeys: string[][];
  insertable: boolean;
}

/** A foreign key as seen from one side: `columns` on `table` reference `foreignColumns` on `foreignTable`. */
export interface ForeignKey {
  constraint: string;
  table: string;
  columns: string[];
  foreignTable: string;
  foreignColumns: string[];
}

export interface FunctionArg {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface DbFunction {
  name: string;
  schema: string;
  /** The relation whose row type is the only (required) argument: a computed field or relationship of it. */
  rowArg: string | null;
  args: FunctionArg[];
  /** format_type() of the return type. */
  returnType: string;
  returnsSet: boolean;
  /** A set-returning function declared `rows 1` embeds as one object, like a to-one relationship. */
  rowsOne: boolean;
  /** 'void' | 'scalar' | 'composite'. */
  returnKind: 'void' | 'scalar' | 'composite';
  /** For composite results: the table/view whose row type it is, or a synthetic table for OUT columns. */
  returnTable: Table | null;
  volatility: 'i' | 's' | 'v';
}

export interface SchemaCache {
  /** The schema this cache describes. */
  schema: string;
  /** Every exposed schema's cache by name, this one included (Accept-Profile / Content-Profile choose). */
  schemas: Map<string, SchemaCache>;
  tables: Map<string, Table>;
  foreignKeys: ForeignKey[];
  functions: Map<string, DbFunction[]>;
  /** Functions of one row (`f(tbl)`) by name: computed fields and computed relationships of `tbl`. */
  computed: Map<string, DbFunction[]>;
  /** Type names usable in casts (`::int`), mapped to their quoted qualified form. */
  types: Map<string, string>;
  /** Settings of each role (database-specific ones override global ones). */
  roleSettings: Map<string, Record<string, string>>;
  loadedAt: Date;
}

const TYPE_ALIASES: Record<string, string> = {
  integer: 'int4', int: 'int4', bigint: 'int8', smallint: 'int2', boolean: 'bool', real: 'float4',
  'double precision': 'float8', decimal: 'numeric', 'character varying': 'varchar', character: 'bpchar',
  'timestamp with time zone': 'timestamptz', 'timestamp without time zone': 'timestamp',
  'time with time zone': 'timetz', 'time without time zone': 'time',
};

/** Resolves a cast type written in a request against the catalog's types; null when unknown. */
export function resolveCastType(cache: SchemaCache, written: string): string | null {
  const lower = written.trim().toLowerCase().replace(/\s+/g, ' ');
  const isArray = lower.endsWith('[]');
  const base = isArray ? lower.slice(0, -2).trim() : lower;
  const typname = Object.hasOwn(TYPE_ALIASES, base) ? TYPE_ALIASES[base] ?? base : base;
  const qualified = cache.types.get(typname);
  if (!qualified) return null;
  return isArray ? `${qualified}[]` : qualified;
}

/**
 * Loads the caches of every exposed schema (the first is the default one returned, the others are
 * reached through its `schemas`), one round trip per kind and schema.
 */
export async function loadSchemaCache(db: pg.Pool | pg.PoolClient, schemas: string[] = [EXPOSED_SCHEMA]): Promise<SchemaCache> {
  const all = new Map<string, SchemaCache>();
  const loaded = await Promise.all(schemas.map((schema) => loadOneSchema(db, schema, all)));
  loaded.forEach((cache) => all.set(cache.schema, cache));
  return loaded[0] as SchemaCache;
}

async function loadOneSchema(db: pg.Pool | pg.PoolClient, schema: string, all: Map<string, SchemaCache>): Promise<SchemaCache> {
  const [relations, keys, fks, fns, types, settings] = await Promise.all([
    db.query(catalogQueries.columns, [schema]),
    db.query(catalogQueries.keys, [schema]),
    db.query(catalogQueries.foreignKeys, [schema]),
    db.query(catalogQueries.functions, [schema]),
    db.query(catalogQueries.types, [schema]),
    db.query(catalogQueries.roleSettings, [schema]),
  ]);
  const tables = new Map<string, Table>();
  const composites = new Map<string, Table>();
  for (const row of relations.rows as Array<Record<string, unknown>>) {
    const target = row.exposed ? tables : composites;
    const name = String(row.table_name);
    let table = target.get(name);
    if (!table) {
      table = {
        name,
        schema,
        kind: row.relkind === 'v' || row.relkind === 'm' ? 'view' : 'table',
        columns: new Map(),
        primaryKey: [],
        uniqueKeys: [],
        insertable: row.relkind !== 'm' && row.relkind !== 'c',
      };
      target.set(name, table);
    }
    table.columns.set(String(row.column_name), {
      name: String(row.column_name),
      type: String(row.column_type),
      typname: String(row.typname),
      nullable: Boolean(row.nullable),
      defaultExpr: row.default_expr === null ? null : String(row.default_expr),
      identity: String(row.identity ?? ''),
      generated: Boolean(row.generated),
    });
  }
  for (const row of keys.rows as Array<{ table_name: string; kind: string; columns: string[] }>) {
    const table = tables.get(row.table_name);
    if (!table) continue;
    if (row.kind === 'p') table.primaryKey = row.columns;
    table.uniqueKeys.push(row.columns);
  }
  const foreignKeys: ForeignKey[] = (fks.rows as Array<Record<string, unknown>>)
    .map((row) => ({
      constraint: String(row.constraint_name),
      table: String(row.table_name),
      columns: row.columns as string[],
      foreignTable: String(row.foreign_table),
      foreignColumns: row.foreign_columns as string[],
    }))
    .filter((fk) => tables.has(fk.table) && tables.has(fk.foreignTable));
  inferViewForeignKeys(foreignKeys, viewLineage(relations.rows as Array<Record<string, unknown>>));

  const functions = new Map<string, DbFunction[]>();
  const computed = new Map<string, DbFunction[]>();
  for (const row of fns.rows as Array<Record<string, unknown>>) {
    const name = String(row.name);
    const argNames = (row.arg_names as string[] | null) ?? [];
    const argTypes = (row.arg_types as string[] | null) ?? [];
    const nDefaults = Number(row.n_defaults);
    const args = argTypes.map((type, i) => ({
      name: argNames[i] ?? '',
      type,
      hasDefault: i >= argTypes.length - nDefaults,
    }));
    const outNames = (row.out_names as string[] | null) ?? [];
    const outTypes = (row.out_types as string[] | null) ?? [];
    let returnTable: Table | null = null;
    const relName = row.return_rel === null ? null : String(row.return_rel);
    if (relName) returnTable = tables.get(relName) ?? composites.get(relName) ?? null;
    if (!returnTable && outNames.length > 0) {
      returnTable = syntheticTable(`${name}`, schema, outNames, outTypes);
    }
    const returnType = String(row.return_type);
    const returnKind = returnType === 'void' ? 'void' : returnTable ? 'composite' : 'scalar';
    const fn: DbFunction = {
      name,
      schema,
      rowArg: row.row_arg === null || args.filter((a) => !a.hasDefault).length !== 1 ? null : String(row.row_arg),
      args,
      returnType,
      returnsSet: Boolean(row.returns_set),
      rowsOne: Number(row.est_rows) === 1,
      returnKind,
      returnTable,
      volatility: String(row.volatility) as DbFunction['volatility'],
    };
    if (fn.rowArg) computed.set(name, [...(computed.get(name) ?? []), fn]);
    if (callable(args)) functions.set(name, [...(functions.get(name) ?? []), fn]);
  }
  const typeMap = new Map<string, string>();
  for (const row of types.rows as Array<{ typname: string; qualified: string }>) {
    if (!typeMap.has(row.typname)) typeMap.set(row.typname, row.qualified);
  }
  const roleSettings = new Map<string, Record<string, string>>();
  for (const row of settings.rows as Array<{ role: string; name: string; value: string }>) {
    roleSettings.set(row.role, { ...(roleSettings.get(row.role) ?? {}), [row.name]: row.value });
  }
  return { schema, schemas: all, tables, foreignKeys, functions, computed, types: typeMap, roleSettings, loadedAt: new Date() };
}

/**
 * PostgREST serves functions whose parameters all have names, and those whose only parameter is an
 * unnamed json, jsonb, text, xml or bytea (it receives the body); other unnamed parameters cannot be
 * passed by name, so such functions are not in the cache at all.
 */
function callable(args: FunctionArg[]): boolean {
  if (args.every((a) => a.name !== '')) return true;
  return args.length === 1 && /^(json|jsonb|text|xml|bytea)$/.test(args[0]?.type ?? '');
}

function syntheticTable(name: string, schema: string, names: string[], types: string[]): Table {
  const columns = new Map<string, Column>();
  names.forEach((column, i) => {
    columns.set(column, {
      name: column, type: types[i] ?? 'text', typname: types[i] ?? 'text', nullable: true,
      defaultExpr: null, identity: '', generated: false,
    });
  });
  return { name, schema, kind: 'view', columns, primaryKey: [], uniqueKeys: [], insertable: false };
}

/** view → (view column → [base table, base column]) for simple views whose columns keep their names. */
function viewLineage(rows: Array<Record<string, unknown>>): Map<string, Map<string, [string, string]>> {
  const lineage = new Map<string, Map<string, [string, string]>>();
  for (const row of rows) {
    const sources = row.view_sources as Array<[string, string]> | null;
    if (!sources) continue;
    for (const [baseTable, baseColumn] of sources) {
      if (baseColumn !== row.column_name) continue;
      const view = String(row.table_name);
      const map = lineage.get(view) ?? new Map<string, [string, string]>();
      if (!map.has(baseColumn)) map.set(baseColumn, [baseTable, baseColumn]);
      lineage.set(view, map);
    }
  }
  return lineage;
}

/**
 * PostgREST lets views embed through their base tables' foreign keys. This infers them for views whose
 * columns come straight from a base table under the same name (the common `select … from t` view).
 */
function inferViewForeignKeys(
  fks: ForeignKey[],
  lineage: Map<string, Map<string, [string, string]>>,
): void {
  const base = [...fks];
  for (const [view, columns] of lineage) {
    const covers = (table: string, cols: string[]) => cols.every((c) => columns.get(c)?.[0] === table);
    for (const fk of base) {
      if (covers(fk.table, fk.columns)) fks.push({ ...fk, table: view });
      if (covers(fk.foreignTable, fk.foreignColumns)) fks.push({ ...fk, foreignTable: view });
    }
  }
}

export type SchemaCacheRef = { current: SchemaCache | null };
