-- Purpose: rental listings. Visitors see only listed ones (available and verified); owners manage
-- their own; verified is owned by approve_property and cannot be written directly.
-- Tables touched: public.properties (new). Destructive: no.

create table public.properties (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  description text,
  listed_by uuid not null references auth.users (id) on delete cascade,
  availability public.property_availability not null default 'available',
  city text not null,
  locality text,
  address text,
  rent numeric(14,2) not null check (rent > 0),
  deposit numeric(14,2) not null default 0 check (deposit >= 0),
  bedrooms smallint not null check (bedrooms between 1 and 10),
  bathrooms smallint check (bathrooms between 1 and 10),
  area_sqft integer check (area_sqft > 0),
  property_type public.property_type not null default 'Apartment',
  furnishing public.furnishing,
  tenant_preference public.tenant_preference not null default 'any',
  available_from date,
  amenities text[] not null default '{}',
  latitude numeric(9,6) check (latitude between -90 and 90),
  longitude numeric(9,6) check (longitude between -180 and 180),
  rating numeric(2,1) check (rating between 0 and 5),
  view_count integer not null default 0 check (view_count >= 0),
  image_urls text[] not null default '{}',
  verified boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.properties is 'Rental listings; listed = available and verified.';
create index properties_listed_by_idx on public.properties (listed_by, created_at desc);
create index properties_created_at_idx on public.properties (created_at desc, id desc);

alter table public.properties enable row level security;

create trigger properties_set_updated_at before update on public.properties
  for each row execute function public.set_updated_at();

revoke all on public.properties from anon, authenticated, service_role;
grant select on public.properties to anon, authenticated;
grant insert (title, description, listed_by, availability, city, locality, address, rent, deposit, bedrooms,
  bathrooms, area_sqft, property_type, furnishing, tenant_preference, available_from, amenities, latitude,
  longitude, image_urls) on public.properties to authenticated;
-- Not listed_by (ownership), verified (approve_property), rating, view_count.
grant update (title, description, availability, city, locality, address, rent, deposit, bedrooms, bathrooms,
  area_sqft, property_type, furnishing, tenant_preference, available_from, amenities, latitude, longitude,
  image_urls) on public.properties to authenticated;
grant delete on public.properties to authenticated;
grant all on public.properties to service_role;

create policy properties_select_anon on public.properties for select to anon
  using (availability = 'available' and verified);
create policy properties_select_listed on public.properties for select to authenticated
  using (availability = 'available' and verified);
create policy properties_select_owner on public.properties for select to authenticated
  using (listed_by = (select auth.uid()));
create policy properties_select_admin on public.properties for select to authenticated
  using ((select public.is_admin()));
create policy properties_insert_owner on public.properties for insert to authenticated
  with check (listed_by = (select auth.uid()));
create policy properties_update_owner on public.properties for update to authenticated
  using (listed_by = (select auth.uid())) with check (listed_by = (select auth.uid()));
create policy properties_update_admin on public.properties for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy properties_delete_owner on public.properties for delete to authenticated
  using (listed_by = (select auth.uid()));
create policy properties_delete_admin on public.properties for delete to authenticated
  using ((select public.is_admin()));
