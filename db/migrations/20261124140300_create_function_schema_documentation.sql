-- Purpose: schema_documentation(), the documentation centre's "Database Schema Documentation"
-- (issue 8): markdown generated from the live catalog at the time of reading (tables with their
-- columns, row-level security and policies, views, and the API's functions), so it never drifts
-- from what the database enforces.
-- Tables touched: none (reads pg_catalog). Destructive: no.

-- security invoker: the catalog is readable by every role; only the admin check is needed.
create function public.schema_documentation() returns text
language plpgsql stable security invoker
set search_path = ''
as $$
declare
  _doc text;
  _table record;
  _line text;
begin
  if auth.uid() is null then
    raise exception 'No authenticated user' using errcode = 'P0001';
  end if;
  if not public.is_admin() then
    raise exception 'Only admins can read the schema documentation' using errcode = 'P0001';
  end if;

  _doc := '# Database Schema Documentation' || E'\n\n'
    || 'Generated from the live database catalog on ' || to_char(now() at time zone 'Asia/Kolkata', 'FMDD Mon YYYY, HH24:MI')
    || ' IST. Schema `public` is what the API exposes; every table in it has row-level security.' || E'\n\n'
    || '## Tables' || E'\n';

  for _table in
    select c.oid, c.relname, c.relrowsecurity, obj_description(c.oid, 'pg_class') as note
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p')
     order by c.relname
  loop
    _doc := _doc || E'\n### public.' || _table.relname || E'\n\n'
      || coalesce(_table.note || E'\n\n', '')
      || 'Row-level security: ' || case when _table.relrowsecurity then 'enabled' else '**disabled**' end || E'\n\n'
      || '| Column | Type | Null | Default |' || E'\n' || '| --- | --- | --- | --- |' || E'\n';
    select string_agg(format('| %s | %s | %s | %s |', a.attname,
             pg_catalog.format_type(a.atttypid, a.atttypmod),
             case when a.attnotnull then 'no' else 'yes' end,
             coalesce(replace(pg_catalog.pg_get_expr(d.adbin, d.adrelid), '|', '\|'), '')), E'\n' order by a.attnum)
      into _line
      from pg_catalog.pg_attribute a
      left join pg_catalog.pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
     where a.attrelid = _table.oid and a.attnum > 0 and not a.attisdropped;
    _doc := _doc || coalesce(_line, '') || E'\n';

    select string_agg(format('| %s | %s | %s | %s | %s |', p.policyname, p.cmd, array_to_string(p.roles, ', '),
             coalesce(replace(regexp_replace(p.qual, '\s+', ' ', 'g'), '|', '\|'), ''),
             coalesce(replace(regexp_replace(p.with_check, '\s+', ' ', 'g'), '|', '\|'), '')), E'\n' order by p.policyname)
      into _line
      from pg_catalog.pg_policies p
     where p.schemaname = 'public' and p.tablename = _table.relname;
    _doc := _doc || E'\nPolicies:\n\n' || case when _line is null then 'none (no access through the API)' || E'\n'
      else '| Policy | Command | Roles | Using | With check |' || E'\n' || '| --- | --- | --- | --- | --- |' || E'\n' || _line || E'\n' end;
  end loop;

  select string_agg(format('| public.%s | %s |', c.relname, coalesce(obj_description(c.oid, 'pg_class'), '')), E'\n' order by c.relname)
    into _line
    from pg_catalog.pg_class c
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
   where n.nspname = 'public' and c.relkind = 'v';
  _doc := _doc || E'\n## Views\n\n| View | Description |\n| --- | --- |\n' || coalesce(_line, '') || E'\n';

  select string_agg(format('| public.%s(%s) | %s | %s | %s |', p.proname,
           replace(pg_catalog.pg_get_function_identity_arguments(p.oid), '|', '\|'),
           pg_catalog.pg_get_function_result(p.oid),
           case when p.prosecdef then 'definer' else 'invoker' end,
           coalesce(replace(obj_description(p.oid, 'pg_proc'), '|', '\|'), '')), E'\n' order by p.proname, p.oid)
    into _line
    from pg_catalog.pg_proc p
    join pg_catalog.pg_namespace n on n.oid = p.pronamespace
   where n.nspname = 'public' and p.prokind = 'f'
     and not exists (select 1 from pg_catalog.pg_depend dep where dep.objid = p.oid and dep.deptype = 'e');
  _doc := _doc || E'\n## Functions\n\n| Function | Returns | Security | Description |\n| --- | --- | --- | --- |\n'
    || coalesce(_line, '') || E'\n';
  return _doc;
end
$$;
comment on function public.schema_documentation() is
  'Admin: markdown documentation of the public schema (tables, columns, policies, views, functions) from the live catalog.';

revoke execute on function public.schema_documentation() from public, anon;
grant execute on function public.schema_documentation() to authenticated;
