-- Local-only: lets row-level security keep comparisons on numeric and enum columns in the index
-- scan. PostgreSQL evaluates a filter below a policy only when its function is LEAKPROOF; the
-- numeric and enum comparisons are not marked so (they cannot fail or leak on any input, but were
-- never reviewed upstream). Without this a visitor's rent-range search was estimated at one row
-- and sorted every match: hundreds of milliseconds at 1,000,000 listings instead of one or two.
-- Needs a superuser; elsewhere (a hosted project) it is skipped with a notice, and stays correct.
-- Tables touched: none (pg_catalog function flags). Destructive: no.

do $$
declare
  _fn text;
begin
  if not (select rolsuper from pg_catalog.pg_roles where rolname = current_user) then
    raise notice 'Not a superuser: numeric and enum comparisons stay non-leakproof (searches are slower under RLS).';
    return;
  end if;
  foreach _fn in array array[
    'numeric_eq(numeric,numeric)', 'numeric_ne(numeric,numeric)', 'numeric_lt(numeric,numeric)',
    'numeric_le(numeric,numeric)', 'numeric_gt(numeric,numeric)', 'numeric_ge(numeric,numeric)',
    'enum_eq(anyenum,anyenum)', 'enum_ne(anyenum,anyenum)', 'enum_lt(anyenum,anyenum)',
    'enum_le(anyenum,anyenum)', 'enum_gt(anyenum,anyenum)', 'enum_ge(anyenum,anyenum)'
  ] loop
    execute format('alter function pg_catalog.%s leakproof', _fn);
  end loop;
end
$$;
