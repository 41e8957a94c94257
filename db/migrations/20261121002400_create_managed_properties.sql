-- Purpose: properties under management, one per approved application.
-- Tables touched: public.managed_properties (new). Destructive: no.

create table public.managed_properties (
  id uuid primary key default gen_random_uuid(),
  application_id uuid not null unique references public.managed_rental_applications (id) on delete cascade,
  owner_id uuid not null references auth.users (id) on delete cascade,
  status text not null default 'active',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.managed_properties is 'Properties under management and their owner.';
create index managed_properties_owner_id_idx on public.managed_properties (owner_id);

alter table public.managed_properties enable row level security;

create trigger managed_properties_set_updated_at before update on public.managed_properties
  for each row execute function public.set_updated_at();

revoke all on public.managed_properties from anon, authenticated, service_role;
grant select on public.managed_properties to authenticated;
grant update (status) on public.managed_properties to authenticated;
grant all on public.managed_properties to service_role;

create policy managed_properties_select_owner on public.managed_properties for select to authenticated
  using (owner_id = (select auth.uid()));
create policy managed_properties_select_admin on public.managed_properties for select to authenticated
  using ((select public.is_admin()));
create policy managed_properties_update_admin on public.managed_properties for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
