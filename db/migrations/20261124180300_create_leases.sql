-- Purpose: tenancies: a tenant renting a listing from its owner for a period at a monthly rent.
-- The tenant, the owner, the owner's property managers and admins read them; they are recorded by
-- the back office (service role) when an application turns into a tenancy.
-- Tables touched: public.leases (new). Destructive: no.

create table public.leases (
  id uuid primary key default gen_random_uuid(),
  property_id uuid not null references public.properties (id) on delete cascade,
  tenant_id uuid not null references auth.users (id) on delete cascade,
  application_id uuid references public.property_applications (id) on delete set null,
  start_date date not null,
  end_date date,
  monthly_rent numeric(14,2) not null check (monthly_rent > 0),
  security_deposit numeric(14,2) not null default 0 check (security_deposit >= 0),
  rent_due_day smallint not null default 1 check (rent_due_day between 1 and 31),
  notice_period_days smallint not null default 30 check (notice_period_days between 0 and 180),
  terms text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (end_date is null or end_date >= start_date)
);
comment on table public.leases is 'Tenancies of listings: tenant, period, rent, deposit and terms.';
create index leases_property_id_idx on public.leases (property_id, start_date desc);
create index leases_tenant_id_idx on public.leases (tenant_id, start_date desc);

alter table public.leases enable row level security;

create trigger leases_set_updated_at before update on public.leases
  for each row execute function public.set_updated_at();

revoke all on public.leases from anon, authenticated, service_role;
grant select on public.leases to authenticated;
grant all on public.leases to service_role;

create policy leases_select_tenant on public.leases for select to authenticated
  using (tenant_id = (select auth.uid()));
create policy leases_select_owner on public.leases for select to authenticated
  using (property_id in (select p.id from public.properties p where p.listed_by = (select auth.uid())));
create policy leases_select_manager on public.leases for select to authenticated
  using (property_id in (select p.id from public.properties p where p.listed_by in (select public.managed_landlord_ids())));
create policy leases_select_admin on public.leases for select to authenticated
  using ((select public.is_admin()));
