-- Purpose: reference list of the cities the marketplace serves, read by everyone.
-- Tables touched: public.cities (new). Destructive: no.

create table public.cities (
  id text primary key check (id ~ '^[a-z0-9-]+$'),
  name text not null unique,
  state text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.cities is 'Cities the marketplace lists properties in (public reference data).';

alter table public.cities enable row level security;

revoke all on public.cities from anon, authenticated, service_role;
grant select on public.cities to anon, authenticated;
grant all on public.cities to service_role;

create policy cities_select_anon on public.cities for select to anon using (true);
create policy cities_select_authenticated on public.cities for select to authenticated using (true);
