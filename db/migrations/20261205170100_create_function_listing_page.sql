-- Purpose: listing_page, everything a listing's page shows from the database in one call: the
-- property as the caller may see it, its photos in order, who lists it (property_lister) and a few
-- similar listed homes (same city, a bedroom more or less, newest first). One call instead of a
-- read of the property followed by three more.
-- Tables touched: none (reads public.properties and public.property_images). Destructive: no.

-- security invoker: the caller's row-level security decides whether the property is seen (listed,
-- or the caller's own, or an admin's view), as for the REST reads it replaces. Similar homes are
-- listed ones only, whoever asks. plan_cache_mode auto: the gateway has every RPC planned for its
-- values (force_custom_plan); a read by id and a walk of the city's newest listed homes have one
-- good plan whatever the id, so PostgreSQL keeps it instead of planning it on every call.
create function public.listing_page(_property_id uuid, _similar integer)
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
          o.verified, o.created_at
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
      q.longitude, q.rating, q.image_urls, q.verified, q.availability, q.listed_by, q.created_at, q.updated_at
    from public.properties q
    where q.id = _property_id
  ) p
$$;
comment on function public.listing_page(uuid, integer) is
  'A listing''s page as the caller may see it: {property, images, lister, similar}, or null when the caller cannot see the property.';

revoke execute on function public.listing_page(uuid, integer) from public;
grant execute on function public.listing_page(uuid, integer) to anon, authenticated;
