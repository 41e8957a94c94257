-- Purpose: the home page's and a listing page's single calls (home_listings, listing_page) carry the
-- search fields' approved localities of each city (the home page's type-ahead) and the rental facts
-- renters look at: the cards' maintenance, total a month, no brokerage and place on
-- the map, and the listing's every fact (floors, parking, water, pets, food, gated society,
-- facing, year built). Same signatures, security and plan settings as before.
-- Tables touched: none (replaces two functions; home_listings now also reads public.localities). Destructive: no.

create or replace function public.home_listings(_newest integer, _featured integer, _min_rating numeric)
returns jsonb
language sql stable security invoker
set search_path = ''
set plan_cache_mode = auto
as $$
  with newest as (
    select p.id, p.title, p.city, p.locality, p.rent, p.bedrooms, p.property_type, p.area_sqft, p.image_urls,
      p.verified, p.created_at, p.maintenance_charges, p.total_monthly_cost, p.no_brokerage, p.latitude, p.longitude
    from public.properties p
    where p.availability = 'available' and p.verified
    order by p.created_at desc, p.id desc
    limit least(greatest(_newest, 0), 50)
  ),
  featured as (
    select p.id, p.title, p.city, p.locality, p.rent, p.bedrooms, p.property_type, p.area_sqft, p.image_urls,
      p.verified, p.created_at, p.maintenance_charges, p.total_monthly_cost, p.no_brokerage, p.latitude, p.longitude
    from public.properties p
    where p.availability = 'available' and p.verified and p.rating >= _min_rating
      and p.id not in (select n.id from newest n)
    order by p.created_at desc, p.id desc
    limit least(greatest(_featured, 0), 50)
  )
  select jsonb_build_object(
    'total', (select count(*) from public.properties p where p.availability = 'available' and p.verified),
    'newest', coalesce((select jsonb_agg(to_jsonb(n) order by n.created_at desc, n.id desc) from newest n), '[]'::jsonb),
    'featured', coalesce((select jsonb_agg(to_jsonb(f) order by f.created_at desc, f.id desc) from featured f), '[]'::jsonb),
    'cities', coalesce((select jsonb_agg(jsonb_build_object('id', c.id, 'name', c.name) order by c.name) from public.cities c), '[]'::jsonb),
    'localities_by_city', coalesce((
      select jsonb_object_agg(byCity.city, byCity.names)
      from (
        select c.name as city, jsonb_agg(l.name order by l.name) as names
        from public.localities l join public.cities c on c.id = l.city_id
        where l.status = 'approved'
        group by c.name
      ) byCity
    ), '{}'::jsonb)
  )
$$;
create or replace function public.listing_page(_property_id uuid, _similar integer)
returns jsonb
language sql stable security invoker
set search_path = ''
set plan_cache_mode = auto
as $$
  select jsonb_build_object(
    'property', to_jsonb(p),
    'images', coalesce((
      select jsonb_agg(i.url order by i.position) from public.property_images i where i.property_id = p.id
    ), '[]'::jsonb),
    'lister', (select to_jsonb(l) from public.property_lister(p.id) l limit 1),
    'similar', coalesce((
      select jsonb_agg(to_jsonb(s) order by s.created_at desc, s.id desc)
      from (
        select o.id, o.title, o.city, o.locality, o.rent, o.bedrooms, o.property_type, o.area_sqft, o.image_urls,
          o.verified, o.created_at, o.maintenance_charges, o.total_monthly_cost, o.no_brokerage, o.latitude, o.longitude
        from public.properties o
        where o.availability = 'available' and o.verified
          and o.city = p.city
          and o.bedrooms between greatest(1, p.bedrooms - 1) and p.bedrooms + 1
          and o.id <> p.id
        order by o.created_at desc, o.id desc
        limit least(greatest(_similar, 0), 12)
      ) s
    ), '[]'::jsonb)
  )
  from (
    select q.id, q.title, q.description, q.city, q.locality, q.address, q.rent, q.deposit, q.bedrooms, q.bathrooms,
      q.area_sqft, q.property_type, q.furnishing, q.tenant_preference, q.available_from, q.amenities, q.latitude,
      q.longitude, q.rating, q.image_urls, q.verified, q.availability, q.listed_by, q.created_at, q.updated_at,
      q.maintenance_charges, q.floor, q.total_floors, q.parking, q.water_supply, q.pets_allowed, q.food_preference,
      q.gated_society, q.facing, q.year_built, q.no_brokerage, q.total_monthly_cost
    from public.properties q
    where q.id = _property_id
  ) p
$$;
