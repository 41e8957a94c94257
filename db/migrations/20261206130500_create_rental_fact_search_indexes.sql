-- Purpose: the search shapes the rental facts and the map add stay index walks that stop after
-- their page at 1,000,000 listings. Sorting by the total a month (rent plus maintenance) gets the
-- same indexes sorting by rent has: alone, by city, locality, bedrooms (1-4 and 5 or more) and
-- property type, each ending in the total and the id tie-break, then the rent, so a rent range
-- under this sort is checked in the index (as the newest-first indexes end in rent). "Search this area" reads a
-- listing's point from a (latitude, longitude) index: a frame's latitude band is one range of it
-- and its longitude is checked inside the index. The fact filters (parking, water, floor, pets,
-- food, gated, facing, age, no brokerage) keep a large share of listings each and are checked
-- during the walks, as furnishing is.
-- Tables touched: public.properties (indexes only). Destructive: no.

create index properties_listed_total_idx on public.properties (total_monthly_cost, id, rent)
  where availability = 'available' and verified;
create index properties_listed_city_total_idx on public.properties (city, total_monthly_cost, id, rent)
  where availability = 'available' and verified;
create index properties_listed_city_locality_total_idx on public.properties (city, locality, total_monthly_cost, id, rent)
  where availability = 'available' and verified;
create index properties_listed_locality_total_idx on public.properties (locality, total_monthly_cost, id, rent)
  where availability = 'available' and verified;
create index properties_listed_bedrooms_total_idx on public.properties (bedrooms, total_monthly_cost, id, rent)
  where availability = 'available' and verified;
create index properties_listed_city_bedrooms_total_idx on public.properties (city, bedrooms, total_monthly_cost, id, rent)
  where availability = 'available' and verified;
create index properties_listed_large_total_idx on public.properties (total_monthly_cost, id, rent)
  where availability = 'available' and verified and bedrooms >= 5;
create index properties_listed_large_city_total_idx on public.properties (city, total_monthly_cost, id, rent)
  where availability = 'available' and verified and bedrooms >= 5;
create index properties_listed_type_total_idx on public.properties (property_type, total_monthly_cost, id, rent)
  where availability = 'available' and verified;
create index properties_listed_city_type_total_idx on public.properties (city, property_type, total_monthly_cost, id, rent)
  where availability = 'available' and verified;

create index properties_listed_point_idx on public.properties (latitude, longitude)
  where availability = 'available' and verified;
