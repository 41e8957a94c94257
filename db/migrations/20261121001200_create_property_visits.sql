-- Purpose: visit requests of a user for a property; the visitor and the property's owner see them.
-- Tables touched: public.property_visits (new). Destructive: no.

create table public.property_visits (
  id uuid primary key default gen_random_uuid(),
  property_id uuid not null references public.properties (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  status public.visit_status not null default 'requested',
  visit_type public.visit_type not null default 'physical',
  scheduled_date timestamptz,
  notes text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.property_visits is 'Visits (physical or virtual) requested by users for properties.';
create index property_visits_property_id_idx on public.property_visits (property_id, created_at desc);
create index property_visits_user_id_idx on public.property_visits (user_id, created_at desc);

alter table public.property_visits enable row level security;

create trigger property_visits_set_updated_at before update on public.property_visits
  for each row execute function public.set_updated_at();

revoke all on public.property_visits from anon, authenticated, service_role;
grant select on public.property_visits to authenticated;
grant insert (property_id, user_id, visit_type, scheduled_date, notes) on public.property_visits to authenticated;
grant update (status, visit_type, scheduled_date, notes) on public.property_visits to authenticated;
grant delete on public.property_visits to authenticated;
grant all on public.property_visits to service_role;

create policy property_visits_select_own on public.property_visits for select to authenticated
  using (user_id = (select auth.uid()));
create policy property_visits_select_owner on public.property_visits for select to authenticated
  using (property_id in (select p.id from public.properties p where p.listed_by = (select auth.uid())));
create policy property_visits_select_admin on public.property_visits for select to authenticated
  using ((select public.is_admin()));
create policy property_visits_insert_own on public.property_visits for insert to authenticated
  with check (user_id = (select auth.uid()) and property_id in (select p.id from public.properties p));
-- The visitor may reschedule or cancel, not mark their own visit scheduled or completed.
create policy property_visits_update_own on public.property_visits for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()) and status in ('requested', 'cancelled'));
create policy property_visits_update_owner on public.property_visits for update to authenticated
  using (property_id in (select p.id from public.properties p where p.listed_by = (select auth.uid())))
  with check (property_id in (select p.id from public.properties p where p.listed_by = (select auth.uid())));
create policy property_visits_update_admin on public.property_visits for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy property_visits_delete_own on public.property_visits for delete to authenticated
  using (user_id = (select auth.uid()));
create policy property_visits_delete_admin on public.property_visits for delete to authenticated
  using ((select public.is_admin()));
