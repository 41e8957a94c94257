-- The tenant portal's overview in one call instead of two: its tenancy (leases with rent up to
-- _rent_until, no requests) and its activity, as tenant_tenancy and tenant_activity give them.
create function public.tenant_overview(_rent_until date default null)
returns jsonb
language sql stable security invoker
set search_path = ''
set plan_cache_mode = force_generic_plan
as $$
  select jsonb_build_object('tenancy', public.tenant_tenancy(_rent_until, false), 'activity', public.tenant_activity())
$$;
comment on function public.tenant_overview(date) is
  'The tenant portal''s overview in one call: tenant_tenancy (rent up to a month, no requests) and tenant_activity.';
revoke execute on function public.tenant_overview(date) from public, anon;
grant execute on function public.tenant_overview(date) to authenticated;
