-- Purpose: the planner knows that a locality lies in one city. Without it, it multiplies the share
-- of a city by the share of a locality as if they were independent, expects a sixth of a Mumbai
-- locality's listings (1,214 instead of 7,584 at 1,000,000 listings), and may read and sort all of
-- them for a search where walking the newest-first index and stopping after the page costs less.
-- Tables touched: public.properties (extended statistics, filled by the next analyze). Destructive: no.

create statistics public.properties_city_locality_stats (dependencies, mcv) on city, locality from public.properties;
analyze public.properties;
