-- Purpose: ordered images of a property, readable wherever the property is.
-- Tables touched: public.property_images (new). Destructive: no.

create table public.property_images (
  id uuid primary key default gen_random_uuid(),
  property_id uuid not null references public.properties (id) on delete cascade,
  url text not null,
  position smallint not null default 0 check (position >= 0),
  created_at timestamptz not null default now()
);
comment on table public.property_images is 'Images of each property, in display order.';
create index property_images_property_id_idx on public.property_images (property_id, position);

alter table public.property_images enable row level security;

revoke all on public.property_images from anon, authenticated, service_role;
grant select on public.property_images to anon, authenticated;
grant insert (property_id, url, position), update (url, position), delete on public.property_images to authenticated;
grant all on public.property_images to service_role;

-- The subqueries run under the caller's own policies on properties, so "visible" means the same
-- thing here as there.
create policy property_images_select_anon on public.property_images for select to anon
  using (property_id in (select p.id from public.properties p));
create policy property_images_select_authenticated on public.property_images for select to authenticated
  using (property_id in (select p.id from public.properties p));
create policy property_images_insert_owner on public.property_images for insert to authenticated
  with check (property_id in (select p.id from public.properties p where p.listed_by = (select auth.uid())));
create policy property_images_insert_admin on public.property_images for insert to authenticated
  with check ((select public.is_admin()));
create policy property_images_update_owner on public.property_images for update to authenticated
  using (property_id in (select p.id from public.properties p where p.listed_by = (select auth.uid())))
  with check (property_id in (select p.id from public.properties p where p.listed_by = (select auth.uid())));
create policy property_images_update_admin on public.property_images for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy property_images_delete_owner on public.property_images for delete to authenticated
  using (property_id in (select p.id from public.properties p where p.listed_by = (select auth.uid())));
create policy property_images_delete_admin on public.property_images for delete to authenticated
  using ((select public.is_admin()));
