// Reads what the typed client needs from the live catalog of the `public` schema: tables, views,
// their columns and foreign keys, enums and callable functions.

/** The little of a pg client this needs (pg.Client fits). */
export interface Queryable {
  query<R>(sql: string, params?: unknown[]): Promise<{ rows: R[] }>;
}

export interface Column {
  relation: string;
  name: string;
  type: string;
  /** 'A' for arrays, 'E' for enums, else the pg type category. */
  category: string;
  elementType: string | null;
  nullable: boolean;
  hasDefault: boolean;
  generated: boolean;
}

export interface Relation {
  name: string;
  kind: 'table' | 'view';
}

export interface ForeignKey {
  relation: string;
  name: string;
  columns: string[];
  referencedRelation: string;
  referencedColumns: string[];
  isOneToOne: boolean;
}

export interface FunctionArg {
  name: string;
  type: string;
  category: string;
  elementType: string | null;
  optional: boolean;
}

export interface DbFunction {
  name: string;
  args: FunctionArg[];
  returnType: string;
  returnCategory: string;
  returnElementType: string | null;
  returnsSet: boolean;
  /** Table the function returns rows of, when its result is a table's row type. */
  returnsRelation: string | null;
  /** Columns of `returns table (…)`. */
  tableColumns: FunctionArg[];
}

export interface Catalog {
  relations: Relation[];
  columns: Column[];
  foreignKeys: ForeignKey[];
  enums: Map<string, string[]>;
  functions: DbFunction[];
}

const RELATIONS = `
  select c.relname as name, case when c.relkind in ('r', 'p') then 'table' else 'view' end as kind
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm')
  order by c.relname`;

const COLUMNS = `
  select c.relname as relation, a.attname as name, t.typname as type, t.typcategory as category,
         et.typname as "elementType", not a.attnotnull as nullable,
         (a.atthasdef or a.attidentity <> '') as "hasDefault", a.attgenerated <> '' as generated
  from pg_attribute a
  join pg_class c on c.oid = a.attrelid
  join pg_namespace n on n.oid = c.relnamespace
  join pg_type t on t.oid = a.atttypid
  left join pg_type et on et.oid = t.typelem and t.typcategory = 'A'
  where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm') and a.attnum > 0 and not a.attisdropped
  order by c.relname, a.attnum`;

// One-to-one when the referencing columns are exactly a primary key or unique constraint.
const FOREIGN_KEYS = `
  select c.relname as relation, con.conname as name,
         array(select a.attname::text from unnest(con.conkey) with ordinality k(n, i)
               join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n order by k.i) as columns,
         rc.relname as "referencedRelation",
         array(select a.attname::text from unnest(con.confkey) with ordinality k(n, i)
               join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n order by k.i) as "referencedColumns",
         exists (select 1 from pg_constraint u where u.conrelid = con.conrelid and u.contype in ('p', 'u')
                 and (select array_agg(x order by x) from unnest(u.conkey) x)
                   = (select array_agg(x order by x) from unnest(con.conkey) x)) as "isOneToOne"
  from pg_constraint con
  join pg_class c on c.oid = con.conrelid
  join pg_namespace n on n.oid = c.relnamespace
  join pg_class rc on rc.oid = con.confrelid
  join pg_namespace rn on rn.oid = rc.relnamespace
  where con.contype = 'f' and n.nspname = 'public' and rn.nspname = 'public'
  order by c.relname, con.conname`;

const ENUMS = `
  select t.typname as name, array_agg(e.enumlabel::text order by e.enumsortorder) as labels
  from pg_type t join pg_namespace n on n.oid = t.typnamespace join pg_enum e on e.enumtypid = t.oid
  where n.nspname = 'public' group by t.typname order by t.typname`;

// Functions PostgREST can call: named arguments only, no trigger or pseudo-type plumbing.
const FUNCTIONS = `
  select p.oid::int as oid, p.proname as name, p.proretset as "returnsSet", p.pronargdefaults as "defaults",
         rt.typname as "returnType", rt.typcategory as "returnCategory", ret.typname as "returnElementType",
         rc.relname as "returnsRelation",
         coalesce(p.proargnames, '{}')::text[] as "argNames", coalesce(p.proargmodes::text[], '{}') as "argModes",
         array(select t.typname::text from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality x(oid, i)
               join pg_type t on t.oid = x.oid order by x.i) as "argTypes",
         array(select t.typcategory::text from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality x(oid, i)
               join pg_type t on t.oid = x.oid order by x.i) as "argCategories",
         array(select coalesce(et.typname::text, '') from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality x(oid, i)
               join pg_type t on t.oid = x.oid left join pg_type et on et.oid = t.typelem and t.typcategory = 'A'
               order by x.i) as "argElementTypes"
  from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
  join pg_type rt on rt.oid = p.prorettype
  left join pg_type ret on ret.oid = rt.typelem and rt.typcategory = 'A'
  left join pg_class rc on rc.oid = rt.typrelid and rc.relkind in ('r', 'p', 'v', 'm')
    and rc.relnamespace = n.oid
  where n.nspname = 'public' and p.prokind = 'f'
    and rt.typname not in ('trigger', 'event_trigger')
    and not exists (select 1 from unnest(p.proargtypes::oid[]) a join pg_type t on t.oid = a
                    where t.typname in ('internal', 'trigger', 'anyelement', 'anyarray'))
  order by p.proname, p.oid`;

interface FunctionRow {
  name: string;
  returnsSet: boolean;
  defaults: number;
  returnType: string;
  returnCategory: string;
  returnElementType: string | null;
  returnsRelation: string | null;
  argNames: string[];
  argModes: string[];
  argTypes: string[];
  argCategories: string[];
  argElementTypes: string[];
}

function toFunction(row: FunctionRow): DbFunction | null {
  const inputs: FunctionArg[] = [];
  const outputs: FunctionArg[] = [];
  row.argTypes.forEach((type, i) => {
    const mode = row.argModes[i] ?? 'i';
    const arg = {
      name: row.argNames[i] ?? '',
      type,
      category: row.argCategories[i] ?? 'U',
      elementType: row.argElementTypes[i] || null,
      optional: false,
    };
    if (mode === 'i' || mode === 'b' || mode === 'v') inputs.push(arg);
    if (mode === 'o' || mode === 'b' || mode === 't') outputs.push(arg);
  });
  if (inputs.some((a) => a.name === '')) return null;
  // The last `defaults` input arguments may be left out.
  inputs.forEach((arg, i) => (arg.optional = i >= inputs.length - row.defaults));
  return {
    name: row.name,
    args: inputs,
    returnType: row.returnType,
    returnCategory: row.returnCategory,
    returnElementType: row.returnElementType,
    returnsSet: row.returnsSet,
    returnsRelation: row.returnsRelation,
    tableColumns: row.argModes.includes('t') ? outputs : [],
  };
}

/** Everything the generator needs, sorted so the output is stable. */
export async function readCatalog(db: Queryable): Promise<Catalog> {
  // One after the other: a pg client runs one query at a time.
  const relations = await db.query<Relation>(RELATIONS);
  const columns = await db.query<Column>(COLUMNS);
  const foreignKeys = await db.query<ForeignKey>(FOREIGN_KEYS);
  const enums = await db.query<{ name: string; labels: string[] }>(ENUMS);
  const functions = await db.query<FunctionRow>(FUNCTIONS);
  return {
    relations: relations.rows,
    columns: columns.rows,
    foreignKeys: foreignKeys.rows,
    enums: new Map(enums.rows.map((e) => [e.name, e.labels])),
    functions: functions.rows.map(toFunction).filter((f): f is DbFunction => f !== null),
  };
}
