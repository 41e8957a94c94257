/** Catalog queries behind the schema cache; each takes the exposed schema name as $1. */
export const catalogQueries = {
  /** Columns of tables, views, materialized views, foreign tables and composite types. */
  columns: `
    select c.relname as table_name, c.relkind, c.relkind <> 'c' as exposed,
           a.attname as column_name, format_type(a.atttypid, a.atttypmod) as column_type,
           t.typname, not a.attnotnull as nullable,
           pg_get_expr(d.adbin, d.adrelid) as default_expr,
           a.attidentity as identity, a.attgenerated <> '' as generated,
           case when c.relkind in ('v', 'm') then (
             select json_agg(json_build_array(bc.relname, ba.attname))
             from pg_rewrite r
             join pg_depend dep on dep.objid = r.oid and dep.classid = 'pg_rewrite'::regclass
                                and dep.refclassid = 'pg_class'::regclass and dep.refobjsubid > 0
             join pg_class bc on bc.oid = dep.refobjid and bc.oid <> c.oid
             join pg_attribute ba on ba.attrelid = bc.oid and ba.attnum = dep.refobjsubid
             where r.ev_class = c.oid and bc.relnamespace = c.relnamespace
           ) end as view_sources
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    join pg_type t on t.oid = a.atttypid
    left join pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
    where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f', 'c')
    order by c.relname, a.attnum`,

  /** Primary keys and unique constraints/indexes (non-partial, on plain columns). */
  keys: `
    select c.relname as table_name, case when i.indisprimary then 'p' else 'u' end as kind,
           array(select a.attname from unnest(i.indkey) with ordinality k(attnum, ord)
                 join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum order by k.ord)::text[] as columns
    from pg_index i
    join pg_class c on c.oid = i.indrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = $1 and i.indisunique and i.indpred is null and not (0 = any(i.indkey::int2[]))
    order by c.relname, i.indisprimary desc`,

  foreignKeys: `
    select con.conname as constraint_name, c.relname as table_name, fc.relname as foreign_table,
           array(select a.attname from unnest(con.conkey) with ordinality k(attnum, ord)
                 join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum order by k.ord)::text[] as columns,
           array(select a.attname from unnest(con.confkey) with ordinality k(attnum, ord)
                 join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum order by k.ord)::text[] as foreign_columns
    from pg_constraint con
    join pg_class c on c.oid = con.conrelid
    join pg_class fc on fc.oid = con.confrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_namespace fn on fn.oid = fc.relnamespace
    where con.contype = 'f' and n.nspname = $1 and fn.nspname = $1
    order by con.conname`,

  /** Plain functions; input args (modes i, b, v) in order, and OUT/TABLE columns for record results. */
  functions: `
    select p.proname as name, p.proretset as returns_set, p.prorows as est_rows, p.provolatile as volatility,
           p.pronargdefaults as n_defaults,
           format_type(p.prorettype, null) as return_type,
           case when rt.typtype = 'c' and rc.relnamespace = p.pronamespace then rc.relname end as return_rel,
           (select ac.relname from pg_type at join pg_class ac on ac.oid = at.typrelid
            where p.pronargs > 0 and at.oid = p.proargtypes[0] and ac.relnamespace = p.pronamespace
              and ac.relkind in ('r', 'p', 'v', 'm', 'f')) as row_arg,
           array(select coalesce(p.proargnames[k.ord], '')
                 from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality k(t, ord)
                 where coalesce(p.proargmodes[k.ord], 'i') in ('i', 'b', 'v') order by k.ord)::text[] as arg_names,
           array(select format_type(k.t, null)
                 from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality k(t, ord)
                 where coalesce(p.proargmodes[k.ord], 'i') in ('i', 'b', 'v') order by k.ord)::text[] as arg_types,
           array(select p.proargnames[k.ord]
                 from unnest(p.proallargtypes) with ordinality k(t, ord)
                 where p.proargmodes[k.ord] in ('o', 'b', 't') order by k.ord)::text[] as out_names,
           array(select format_type(k.t, null)
                 from unnest(p.proallargtypes) with ordinality k(t, ord)
                 where p.proargmodes[k.ord] in ('o', 'b', 't') order by k.ord)::text[] as out_types
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    join pg_type rt on rt.oid = p.prorettype
    left join pg_class rc on rc.oid = rt.typrelid
    where n.nspname = $1 and p.prokind = 'f'
    order by p.proname, p.oid`,

  /** Per-role settings (ALTER ROLE … SET) that a user may set, e.g. statement_timeout. */
  roleSettings: `
    select r.rolname as role, split_part(cfg, '=', 1) as name, substr(cfg, strpos(cfg, '=') + 1) as value
    from pg_db_role_setting s
    join pg_roles r on r.oid = s.setrole
    cross join unnest(s.setconfig) as cfg
    join pg_settings ps on ps.name = split_part(cfg, '=', 1) and ps.context = 'user'
    where s.setdatabase in (0, (select oid from pg_database where datname = current_database()))
      and $1::text is not null
    order by s.setdatabase`,

  /** Types usable in casts: built-ins, extensions and the exposed schema. */
  types: `
    select t.typname, quote_ident(n.nspname) || '.' || quote_ident(t.typname) as qualified
    from pg_type t join pg_namespace n on n.oid = t.typnamespace
    where n.nspname in ('pg_catalog', $1, 'extensions') and t.typtype in ('b', 'e', 'd', 'r', 'c', 'm')
      and t.typname !~ '^_' and t.typname !~ '^pg_'
    order by case n.nspname when 'pg_catalog' then 0 when $1 then 1 else 2 end`,
};
