// Renders the catalog as the `Database` type supabase-js expects (the shape `supabase gen types`
// writes): Tables with Row/Insert/Update/Relationships, Views, Functions with Args/Returns, Enums.
import type { Catalog, Column, DbFunction, FunctionArg } from './catalog.ts';

const SCALARS: Record<string, string> = {
  bool: 'boolean',
  int2: 'number', int4: 'number', int8: 'number', float4: 'number', float8: 'number', numeric: 'number', oid: 'number',
  json: 'Json', jsonb: 'Json',
  void: 'undefined',
  record: 'Record<string, unknown>',
};
const STRINGS = new Set([
  'text', 'varchar', 'bpchar', 'char', 'name', 'uuid', 'date', 'time', 'timetz', 'timestamp', 'timestamptz',
  'interval', 'citext', 'bytea', 'inet', 'cidr', 'macaddr', 'tsvector', 'tsquery',
]);

function tsType(catalog: Catalog, type: string, category: string, elementType: string | null): string {
  if (category === 'A' && elementType) return `${tsType(catalog, elementType, '', null)}[]`;
  if (catalog.enums.has(type)) return `Database["public"]["Enums"]["${type}"]`;
  if (type in SCALARS) return SCALARS[type] as string;
  if (STRINGS.has(type)) return 'string';
  if (catalog.relations.some((r) => r.name === type)) return `Database["public"]["Tables"]["${type}"]["Row"]`;
  return 'unknown';
}

const key = (name: string): string => (/^[a-z_][a-z0-9_]*$/i.test(name) ? name : JSON.stringify(name));
/** A multi-line value placed after a key indented by `by`: its later lines move along with the key. */
const after = (text: string, by: string): string => indent(text, by).trimStart();
const indent = (text: string, by: string): string =>
  text
    .split('\n')
    .map((line) => (line ? by + line : line))
    .join('\n');

function columnType(catalog: Catalog, column: Column): string {
  const base = tsType(catalog, column.type, column.category, column.elementType);
  return column.nullable ? `${base} | null` : base;
}

function block(entries: string[]): string {
  return entries.length === 0 ? '{\n  [_ in never]: never\n}' : `{\n${entries.map((e) => indent(e, '  ')).join('\n')}\n}`;
}

function table(catalog: Catalog, name: string): string {
  const columns = catalog.columns.filter((c) => c.relation === name);
  const row = columns.map((c) => `${key(c.name)}: ${columnType(catalog, c)}`);
  const insert = columns.map((c) =>
    c.generated
      ? `${key(c.name)}?: never`
      : `${key(c.name)}${c.nullable || c.hasDefault ? '?' : ''}: ${columnType(catalog, c)}`,
  );
  const update = columns.map((c) => `${key(c.name)}?: ${c.generated ? 'never' : columnType(catalog, c)}`);
  return `${key(name)}: {\n  Row: ${after(block(row), '  ')}\n  Insert: ${after(block(insert), '  ')}\n  Update: ${after(block(update), '  ')}\n  Relationships: ${relationships(catalog, name)}\n}`;
}

function view(catalog: Catalog, name: string): string {
  const columns = catalog.columns.filter((c) => c.relation === name);
  const row = columns.map((c) => `${key(c.name)}: ${columnType(catalog, c)}`);
  return `${key(name)}: {\n  Row: ${after(block(row), '  ')}\n  Relationships: ${relationships(catalog, name)}\n}`;
}

function relationships(catalog: Catalog, name: string): string {
  const fks = catalog.foreignKeys.filter((f) => f.relation === name);
  if (fks.length === 0) return '[]';
  const items = fks.map(
    (f) =>
      `{\n  foreignKeyName: "${f.name}"\n  columns: ${JSON.stringify(f.columns)}\n  isOneToOne: ${f.isOneToOne}\n  referencedRelation: "${f.referencedRelation}"\n  referencedColumns: ${JSON.stringify(f.referencedColumns)}\n},`,
  );
  return `[\n${items.map((i) => indent(i, '    ')).join('\n')}\n  ]`;
}

function args(catalog: Catalog, list: FunctionArg[]): string {
  if (list.length === 0) return 'never';
  return block(list.map((a) => `${key(a.name)}${a.optional ? '?' : ''}: ${tsType(catalog, a.type, a.category, a.elementType)}`));
}

function returns(catalog: Catalog, fn: DbFunction): string {
  let base: string;
  if (fn.tableColumns.length > 0) {
    base = block(fn.tableColumns.map((c) => `${key(c.name)}: ${tsType(catalog, c.type, c.category, c.elementType)} | null`));
  } else if (fn.returnsRelation) {
    base = `Database["public"]["Tables"]["${fn.returnsRelation}"]["Row"]`;
  } else base = tsType(catalog, fn.returnType, fn.returnCategory, fn.returnElementType);
  return fn.returnsSet ? (base.includes('\n') ? `Array<${base}>` : `${base}[]`) : base;
}

function functions(catalog: Catalog): string[] {
  const byName = new Map<string, DbFunction[]>();
  for (const fn of catalog.functions) byName.set(fn.name, [...(byName.get(fn.name) ?? []), fn]);
  return [...byName.entries()].map(([name, overloads]) => {
    const variants = overloads.map(
      (fn) => `{\n  Args: ${after(args(catalog, fn.args), '  ')}\n  Returns: ${after(returns(catalog, fn), '  ')}\n}`,
    );
    return `${key(name)}:${variants.length === 1 ? ' ' + variants[0] : '\n' + variants.map((v) => indent(`| ${v}`, '  ')).join('\n')}`;
  });
}

const HELPERS = `
type PublicSchema = Database["public"]

export type Tables<T extends keyof PublicSchema["Tables"]> = PublicSchema["Tables"][T]["Row"]
export type TablesInsert<T extends keyof PublicSchema["Tables"]> = PublicSchema["Tables"][T]["Insert"]
export type TablesUpdate<T extends keyof PublicSchema["Tables"]> = PublicSchema["Tables"][T]["Update"]
export type Views<T extends keyof PublicSchema["Views"]> = PublicSchema["Views"][T]["Row"]
export type Enums<T extends keyof PublicSchema["Enums"]> = PublicSchema["Enums"][T]
`;

/** The whole generated module as text. */
export function renderDatabaseTypes(catalog: Catalog): string {
  const tables = catalog.relations.filter((r) => r.kind === 'table').map((r) => table(catalog, r.name));
  const views = catalog.relations.filter((r) => r.kind === 'view').map((r) => view(catalog, r.name));
  const enums = [...catalog.enums.entries()].map(([name, labels]) => `${key(name)}: ${labels.map((l) => JSON.stringify(l)).join(' | ')}`);
  const constants = [...catalog.enums.entries()].map(([name, labels]) => `${key(name)}: ${JSON.stringify(labels)},`);
  const schema = [
    `Tables: ${block(tables)}`,
    `Views: ${block(views)}`,
    `Functions: ${block(functions(catalog))}`,
    `Enums: ${block(enums)}`,
    'CompositeTypes: {\n  [_ in never]: never\n}',
  ];
  return [
    '// Generated by core/scripts/gen-types.ts from the migrated database. Do not edit by hand:',
    '// run `node core/scripts/gen-types.ts` after changing a migration.',
    '',
    'export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]',
    '',
    'export type Database = {',
    '  public: {',
    indent(schema.join('\n'), '    '),
    '  }',
    '}',
    HELPERS,
    'export const Constants = {',
    '  public: {',
    '    Enums: {',
    indent(constants.join('\n'), '      '),
    '    },',
    '  },',
    '} as const',
    '',
  ].join('\n');
}
