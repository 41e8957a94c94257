-- Purpose: properties a user saved to their shortlist.
-- Tables touched: public.shortlisted_properties (new). Destructive: no.

create table public.shortlisted_properties (
  user_id uuid not null references auth.users (id) on delete cascade,
  property_id uuid not null references public.properties (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, property_id)
);
comment on table public.shortlisted_properties is 'Saved (shortlisted) properties per user.';
create index shortlisted_properties_property_id_idx on public.shortlisted_properties (property_id);

alter table public.shortlisted_properties enable row level security;

revoke all on public.shortlisted_properties from anon, authenticated, service_role;
grant select, delete on public.shortlisted_properties to authenticated;
grant insert (user_id, property_id) on public.shortlisted_properties to authenticated;
grant all on public.shortlisted_properties to service_role;

create policy shortlisted_properties_select_own on public.shortlisted_properties for select to authenticated
  using (user_id = (select auth.uid()));
create policy shortlisted_properties_select_admin on public.shortlisted_properties for select to authenticated
  using ((select public.is_admin()));
create policy shortlisted_properties_insert_own on public.shortlisted_properties for insert to authenticated
  with check (user_id = (select auth.uid()) and property_id in (select p.id from public.properties p));
create policy shortlisted_properties_delete_own on public.shortlisted_properties for delete to authenticated
  using (user_id = (select auth.uid()));
