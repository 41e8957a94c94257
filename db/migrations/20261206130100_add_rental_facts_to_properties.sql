-- Purpose: the facts Indian renters filter on, as typed and range-checked columns of a listing:
-- maintenance a month (0 when the rent includes it), floor and floors in the building, parking,
-- water supply, pets, food preference, gated society, facing, the year the building was finished,
-- and whether the owner lists it directly (no brokerage; derived, never written by people). The
-- total a month (rent plus maintenance) is a generated column, so search can filter and sort on it
-- with an index. A fact left empty is not stated: the pages leave it out and the filters skip it.
-- Tables touched: public.properties (new columns, named checks, grants); new enum types
-- public.parking, public.water_supply, public.food_preference, public.facing. Destructive: no (the
-- generated column rewrites the table once).

create type public.parking as enum ('none', 'two_wheeler', 'four_wheeler', 'both');
create type public.water_supply as enum ('corporation', 'borewell', 'both');
create type public.food_preference as enum ('any', 'vegetarian');
create type public.facing as enum ('north', 'north_east', 'east', 'south_east', 'south', 'south_west', 'west', 'north_west');

alter table public.properties
  add column maintenance_charges integer
    constraint properties_maintenance_charges_range check (maintenance_charges between 0 and 500000),
  add column floor smallint constraint properties_floor_range check (floor between 0 and 200),
  add column total_floors smallint constraint properties_total_floors_range check (total_floors between 1 and 200),
  add column parking public.parking,
  add column water_supply public.water_supply,
  add column pets_allowed boolean,
  add column food_preference public.food_preference,
  add column gated_society boolean,
  add column facing public.facing,
  -- A building cannot be finished after it was listed; India's year, so a check needs no clock.
  add column year_built smallint constraint properties_year_built_range
    check (year_built between 1900 and extract(year from (created_at at time zone 'Asia/Kolkata'))),
  add column no_brokerage boolean not null default true,
  add column total_monthly_cost numeric(14,2) generated always as (rent + coalesce(maintenance_charges, 0)) stored,
  add constraint properties_floor_within_building check (floor <= total_floors);

comment on column public.properties.maintenance_charges is
  'Society maintenance a month in whole rupees; 0 when the rent includes it; null when not stated.';
comment on column public.properties.floor is 'The floor the home is on, 0 for the ground floor.';
comment on column public.properties.total_floors is 'Floors in the building.';
comment on column public.properties.year_built is 'The year the building was finished (its age is counted from it).';
comment on column public.properties.no_brokerage is
  'Listed by its owner directly, not by a registered broker: kept by the database from the lister (no brokerage to pay).';
comment on column public.properties.total_monthly_cost is 'Rent plus maintenance a month: what the tenant pays.';

-- People write the facts; no_brokerage and total_monthly_cost are the database's.
grant insert (maintenance_charges, floor, total_floors, parking, water_supply, pets_allowed, food_preference,
  gated_society, facing, year_built) on public.properties to authenticated;
grant update (maintenance_charges, floor, total_floors, parking, water_supply, pets_allowed, food_preference,
  gated_society, facing, year_built) on public.properties to authenticated;
