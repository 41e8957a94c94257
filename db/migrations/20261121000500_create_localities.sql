-- Purpose: localities within each city (public reference data for search filters).
-- Tables touched: public.localities (new). Destructive: no.

create table public.localities (
  id uuid primary key default gen_random_uuid(),
  city_id text not null references public.cities (id) on delete cascade,
  name text not null,
  created_at timestamptz not null default now(),
  unique (city_id, name)
);
comment on table public.localities is 'Localities (neighbourhoods) of each city, public reference data.';

alter table public.localities enable row level security;

revoke all on public.localities from anon, authenticated, service_role;
grant select on public.localities to anon, authenticated;
grant all on public.localities to service_role;

create policy localities_select_anon on public.localities for select to anon using (true);
create policy localities_select_authenticated on public.localities for select to authenticated using (true);
