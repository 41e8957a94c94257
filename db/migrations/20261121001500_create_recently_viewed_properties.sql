-- Purpose: the properties a user viewed last (one row per property, viewed_at bumped on revisit).
-- Tables touched: public.recently_viewed_properties (new). Destructive: no.

create table public.recently_viewed_properties (
  user_id uuid not null references auth.users (id) on delete cascade,
  property_id uuid not null references public.properties (id) on delete cascade,
  viewed_at timestamptz not null default now(),
  primary key (user_id, property_id)
);
comment on table public.recently_viewed_properties is 'Recently viewed properties per user.';
create index recently_viewed_properties_user_id_viewed_at_idx on public.recently_viewed_properties (user_id, viewed_at desc);
create index recently_viewed_properties_property_id_idx on public.recently_viewed_properties (property_id);

alter table public.recently_viewed_properties enable row level security;

revoke all on public.recently_viewed_properties from anon, authenticated, service_role;
grant select, delete on public.recently_viewed_properties to authenticated;
grant insert (user_id, property_id, viewed_at), update (viewed_at) on public.recently_viewed_properties to authenticated;
grant all on public.recently_viewed_properties to service_role;

create policy recently_viewed_properties_select_own on public.recently_viewed_properties for select to authenticated
  using (user_id = (select auth.uid()));
create policy recently_viewed_properties_select_admin on public.recently_viewed_properties for select to authenticated
  using ((select public.is_admin()));
create policy recently_viewed_properties_insert_own on public.recently_viewed_properties for insert to authenticated
  with check (user_id = (select auth.uid()) and property_id in (select p.id from public.properties p));
create policy recently_viewed_properties_update_own on public.recently_viewed_properties for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy recently_viewed_properties_delete_own on public.recently_viewed_properties for delete to authenticated
  using (user_id = (select auth.uid()));
