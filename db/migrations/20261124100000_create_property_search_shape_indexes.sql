-- Purpose: every search shape the public search page sends is an index walk that stops after its
-- page at 1,000,000 listings (issue 11). The page filters listed rows (available and verified) by
-- city, locality, rent range, bedrooms (1-4, or 5 and more), property type, furnishing, tenant
-- preference and available-from date, and sorts newest first (created_at, id) or by rent (rent, id,
-- either way: a backward walk serves descending). An index leads with the equality filters a shape
-- has and ends with its sort, so rows come out in page order and the walk stops at offset + limit.
-- Filters that keep a large share of listings (furnishing, tenant preference, which always includes
-- 'any', available-from, a rent range under newest-first) stay filters on those walks: at worst a
-- few thousand index entries for the deepest page. Every sort ends in id, the tie-break the page
-- sends, so no incremental sort is needed.
-- Tables touched: public.properties (indexes only). Destructive: replaces three indexes whose
-- column lists lacked the id tie-break (city+bedrooms+rent, city+type+newest, city+furnishing+newest).

drop index public.properties_listed_city_bedrooms_rent_idx;
drop index public.properties_listed_city_type_newest_idx;
drop index public.properties_listed_city_furnishing_newest_idx;

-- Locality alone (names repeat across cities) and with its city.
create index properties_listed_locality_newest_idx on public.properties (locality, created_at desc, id desc)
  where availability = 'available' and verified;
create index properties_listed_locality_rent_idx on public.properties (locality, rent, id)
  where availability = 'available' and verified;
create index properties_listed_city_locality_rent_idx on public.properties (city, locality, rent, id)
  where availability = 'available' and verified;

-- Bedrooms 1 to 4, alone and with a city.
create index properties_listed_bedrooms_newest_idx on public.properties (bedrooms, created_at desc, id desc)
  where availability = 'available' and verified;
create index properties_listed_bedrooms_rent_idx on public.properties (bedrooms, rent, id)
  where availability = 'available' and verified;
create index properties_listed_city_bedrooms_newest_idx on public.properties (city, bedrooms, created_at desc, id desc)
  where availability = 'available' and verified;
create index properties_listed_city_bedrooms_rent_idx on public.properties (city, bedrooms, rent, id)
  where availability = 'available' and verified;

-- "5+ BHK" (bedrooms >= 5) is a range, which a (bedrooms, sort) index cannot return in sort order;
-- about 1 % of listings, so these partial indexes are small.
create index properties_listed_large_newest_idx on public.properties (created_at desc, id desc)
  where availability = 'available' and verified and bedrooms >= 5;
create index properties_listed_large_rent_idx on public.properties (rent, id)
  where availability = 'available' and verified and bedrooms >= 5;
create index properties_listed_large_city_newest_idx on public.properties (city, created_at desc, id desc)
  where availability = 'available' and verified and bedrooms >= 5;
create index properties_listed_large_city_rent_idx on public.properties (city, rent, id)
  where availability = 'available' and verified and bedrooms >= 5;

-- Property type (some types are 1-3 % of listings), alone and with a city.
create index properties_listed_type_newest_idx on public.properties (property_type, created_at desc, id desc)
  where availability = 'available' and verified;
create index properties_listed_type_rent_idx on public.properties (property_type, rent, id)
  where availability = 'available' and verified;
create index properties_listed_city_type_newest_idx on public.properties (city, property_type, created_at desc, id desc)
  where availability = 'available' and verified;
create index properties_listed_city_type_rent_idx on public.properties (city, property_type, rent, id)
  where availability = 'available' and verified;
