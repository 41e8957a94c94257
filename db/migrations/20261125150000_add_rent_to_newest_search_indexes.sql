-- Purpose: a rent range under newest-first is checked inside the index walk, not on each listing.
-- The newest-first search indexes end in rent (after the created_at, id page order, which rent
-- does not change), so a rent filter is an index condition: entries outside the range are skipped
-- without reading their listing, and the planner prices the walk as what it is. Without it, the
-- planner multiplies city, BHK and rent selectivities as if rents did not depend on city and size,
-- expects a few hundred matches where there are thousands (a Mumbai 3 BHK at Mumbai 3 BHK rents),
-- and reads and sorts every match: 13,917 rows and 130 ms at 1,000,000 listings instead of a
-- 20-entry walk of 0.2 ms.
-- Tables touched: public.properties (indexes only). Destructive: replaces the ten listed newest-first
-- indexes under the same names (rebuilt from the table; the table is locked while they build).

drop index public.properties_listed_newest_idx;
create index properties_listed_newest_idx on public.properties (created_at desc, id desc, rent)
  where availability = 'available' and verified;

drop index public.properties_listed_city_newest_idx;
create index properties_listed_city_newest_idx on public.properties (city, created_at desc, id desc, rent)
  where availability = 'available' and verified;

drop index public.properties_listed_city_locality_newest_idx;
create index properties_listed_city_locality_newest_idx on public.properties (city, locality, created_at desc, id desc, rent)
  where availability = 'available' and verified;

drop index public.properties_listed_locality_newest_idx;
create index properties_listed_locality_newest_idx on public.properties (locality, created_at desc, id desc, rent)
  where availability = 'available' and verified;

drop index public.properties_listed_bedrooms_newest_idx;
create index properties_listed_bedrooms_newest_idx on public.properties (bedrooms, created_at desc, id desc, rent)
  where availability = 'available' and verified;

drop index public.properties_listed_city_bedrooms_newest_idx;
create index properties_listed_city_bedrooms_newest_idx on public.properties (city, bedrooms, created_at desc, id desc, rent)
  where availability = 'available' and verified;

drop index public.properties_listed_type_newest_idx;
create index properties_listed_type_newest_idx on public.properties (property_type, created_at desc, id desc, rent)
  where availability = 'available' and verified;

drop index public.properties_listed_city_type_newest_idx;
create index properties_listed_city_type_newest_idx on public.properties (city, property_type, created_at desc, id desc, rent)
  where availability = 'available' and verified;

drop index public.properties_listed_large_newest_idx;
create index properties_listed_large_newest_idx on public.properties (created_at desc, id desc, rent)
  where availability = 'available' and verified and bedrooms >= 5;

drop index public.properties_listed_large_city_newest_idx;
create index properties_listed_large_city_newest_idx on public.properties (city, created_at desc, id desc, rent)
  where availability = 'available' and verified and bedrooms >= 5;
