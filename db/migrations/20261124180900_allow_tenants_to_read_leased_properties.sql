-- Purpose: a tenant reads the property they lease, also once it is no longer listed (a rented
-- property is not available, so the public policy hides it): the tenant portal shows it with the
-- lease, the rent and the maintenance requests.
-- Tables touched: public.properties (policy only). Destructive: no.

-- The caller's leased properties. Security definer: the leases' own policies read properties, so a
-- policy on properties that read leases directly would recurse.
create function public.leased_property_ids() returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select l.property_id from public.leases l where l.tenant_id = auth.uid()
$$;
comment on function public.leased_property_ids() is 'Properties the caller holds (or held) a lease on.';
revoke execute on function public.leased_property_ids() from public, anon;
grant execute on function public.leased_property_ids() to authenticated, service_role;

create policy properties_select_tenant on public.properties for select to authenticated
  using (id in (select public.leased_property_ids()));
