-- Purpose: home_listings, everything the home page shows from the database in one call: how many
-- homes are listed, the newest few, a few featured ones (the newest rated at least the given rating
-- that are not already among the newest) and the cities of the search form. One call instead of four, each of
-- which cost the site, the API and PostgreSQL a request of its own.
-- Tables touched: none (reads public.properties and public.cities). Destructive: no.

-- security invoker: the caller's row-level security decides what is listed, as for the REST reads
-- it replaces. The listed filter is spelled out so that the partial "listed" indexes apply.
-- plan_cache_mode auto: the gateway has every RPC planned for its values (force_custom_plan);
-- these walks of the listed indexes have one good plan whatever the counts and rating asked for,
-- so PostgreSQL keeps it instead of planning four statements on every call.
create function public.home_listings(_newest integer, _featured integer, _min_rating numeric)
returns jsonb
language sql stable security invoker
set search_path = ''
set plan_cache_mode = auto
as $$
  with newest as (
    select p.id, p.title, p.city, p.locality, p.rent, p.bedrooms, p.property_type, p.area_sqft, p.image_urls,
      p.verified, p.created_at
    from public.properties p
    where p.availability = 'available' and p.verified
    order by p.created_at desc, p.id desc
    limit least(greatest(_newest, 0), 50)
  ),
  featured as (
    select p.id, p.title, p.city, p.locality, p.rent, p.bedrooms, p.property_type, p.area_sqft, p.image_urls,
      p.verified, p.created_at
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
    'cities', coalesce((select jsonb_agg(jsonb_build_object('id', c.id, 'name', c.name) order by c.name) from public.cities c), '[]'::jsonb)
  )
$$;
comment on function public.home_listings(integer, integer, numeric) is
  'The home page''s listings as the caller may see them: {total, newest, featured, cities}; at most 50 of each list.';

revoke execute on function public.home_listings(integer, integer, numeric) from public;
grant execute on function public.home_listings(integer, integer, numeric) to anon, authenticated;
