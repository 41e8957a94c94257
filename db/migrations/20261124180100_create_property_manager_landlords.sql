-- Purpose: which property manager looks after which landlord's portfolio (listings, tenancies,
-- maintenance, managed rentals). Appointments are made by admins; both parties read them.
-- Tables touched: public.property_manager_landlords (new). Destructive: no.

create table public.property_manager_landlords (
  id uuid primary key default gen_random_uuid(),
  manager_id uuid not null references auth.users (id) on delete cascade,
  landlord_id uuid not null references auth.users (id) on delete cascade,
  appointed_by_admin_id uuid,
  created_at timestamptz not null default now(),
  unique (manager_id, landlord_id),
  check (manager_id <> landlord_id)
);
comment on table public.property_manager_landlords is 'Landlord portfolios a property manager looks after.';
create index property_manager_landlords_landlord_id_idx on public.property_manager_landlords (landlord_id);

alter table public.property_manager_landlords enable row level security;

revoke all on public.property_manager_landlords from anon, authenticated, service_role;
grant select, insert, delete on public.property_manager_landlords to authenticated;
grant all on public.property_manager_landlords to service_role;

create policy property_manager_landlords_select_manager on public.property_manager_landlords for select to authenticated
  using (manager_id = (select auth.uid()));
create policy property_manager_landlords_select_landlord on public.property_manager_landlords for select to authenticated
  using (landlord_id = (select auth.uid()));
create policy property_manager_landlords_select_admin on public.property_manager_landlords for select to authenticated
  using ((select public.is_admin()));
-- Only someone holding the property_manager role can be appointed.
create policy property_manager_landlords_insert_admin on public.property_manager_landlords for insert to authenticated
  with check ((select public.is_admin()) and public.has_role(manager_id, 'property_manager'));
create policy property_manager_landlords_delete_admin on public.property_manager_landlords for delete to authenticated
  using ((select public.is_admin()));

-- The landlords the caller manages, for the policies of the tables in their portfolio. Security
-- definer so that those policies need no grant on this table and never recurse through it.
create function public.managed_landlord_ids() returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select l.landlord_id from public.property_manager_landlords l where l.manager_id = auth.uid()
$$;
comment on function public.managed_landlord_ids() is 'Landlords whose portfolio the caller manages as property manager.';
revoke execute on function public.managed_landlord_ids() from public, anon;
grant execute on function public.managed_landlord_ids() to authenticated, service_role;
