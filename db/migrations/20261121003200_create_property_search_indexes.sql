-- Purpose: keep public search fast at 1,000,000 listings. Every index is partial on listed rows
-- (available and verified), the only rows a visitor can see, so unlisted rows cost nothing.
-- Search queries must filter availability = 'available' and verified = true themselves (not only
-- through the policy) for the planner to pick these indexes.
-- Tables touched: public.properties (indexes only). Destructive: no.

-- Newest first, everywhere and per city / locality (keyset pagination on created_at, id).
create index properties_listed_newest_idx on public.properties (created_at desc, id desc)
  where availability = 'available' and verified;
create index properties_listed_city_newest_idx on public.properties (city, created_at desc, id desc)
  where availability = 'available' and verified;
create index properties_listed_city_locality_newest_idx on public.properties (city, locality, created_at desc, id desc)
  where availability = 'available' and verified;

-- Rent range and bedrooms within a city (and rent sorting).
create index properties_listed_city_rent_idx on public.properties (city, rent, id)
  where availability = 'available' and verified;
create index properties_listed_city_bedrooms_rent_idx on public.properties (city, bedrooms, rent)
  where availability = 'available' and verified;
create index properties_listed_rent_idx on public.properties (rent, id)
  where availability = 'available' and verified;

-- Property type and furnishing within a city, newest first.
create index properties_listed_city_type_newest_idx on public.properties (city, property_type, created_at desc)
  where availability = 'available' and verified;
create index properties_listed_city_furnishing_newest_idx on public.properties (city, furnishing, created_at desc)
  where availability = 'available' and verified;

-- Availability date ("available from") filter.
create index properties_listed_available_from_idx on public.properties (available_from)
  where availability = 'available' and verified;

-- The admin's pending-approval list.
create index properties_unverified_newest_idx on public.properties (created_at desc) where not verified;
