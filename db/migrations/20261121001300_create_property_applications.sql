-- Purpose: rental applications of a user for a property; the applicant and the property's owner see them.
-- Tables touched: public.property_applications (new). Destructive: no.

create table public.property_applications (
  id uuid primary key default gen_random_uuid(),
  property_id uuid not null references public.properties (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  status public.application_status not null default 'pending',
  move_in_date date,
  notes text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.property_applications is 'Rental applications of users for properties.';
create index property_applications_property_id_idx on public.property_applications (property_id, created_at desc);
create index property_applications_user_id_idx on public.property_applications (user_id, created_at desc);

alter table public.property_applications enable row level security;

create trigger property_applications_set_updated_at before update on public.property_applications
  for each row execute function public.set_updated_at();

revoke all on public.property_applications from anon, authenticated, service_role;
grant select on public.property_applications to authenticated;
grant insert (property_id, user_id, move_in_date, notes) on public.property_applications to authenticated;
grant update (status, move_in_date, notes) on public.property_applications to authenticated;
grant delete on public.property_applications to authenticated;
grant all on public.property_applications to service_role;

create policy property_applications_select_own on public.property_applications for select to authenticated
  using (user_id = (select auth.uid()));
create policy property_applications_select_owner on public.property_applications for select to authenticated
  using (property_id in (select p.id from public.properties p where p.listed_by = (select auth.uid())));
create policy property_applications_select_admin on public.property_applications for select to authenticated
  using ((select public.is_admin()));
create policy property_applications_insert_own on public.property_applications for insert to authenticated
  with check (user_id = (select auth.uid()) and property_id in (select p.id from public.properties p));
-- The applicant may edit or withdraw, never approve their own application.
create policy property_applications_update_own on public.property_applications for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()) and status in ('pending', 'withdrawn'));
create policy property_applications_update_owner on public.property_applications for update to authenticated
  using (property_id in (select p.id from public.properties p where p.listed_by = (select auth.uid())))
  with check (property_id in (select p.id from public.properties p where p.listed_by = (select auth.uid())));
create policy property_applications_update_admin on public.property_applications for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy property_applications_delete_own on public.property_applications for delete to authenticated
  using (user_id = (select auth.uid()));
create policy property_applications_delete_admin on public.property_applications for delete to authenticated
  using ((select public.is_admin()));
