-- Purpose: admin_search_properties(), the Properties tab of the alternative Admin Dashboard (spec
-- 2.4) with its search box and status filter applied in the database, newest first, one page at a
-- time (at most 100 rows; the screen asks for one more row to know whether a next page exists,
-- so no count over 1,000,000 listings is needed).
-- Tables touched: none (reads properties). Destructive: no.

-- security invoker: an admin at aal2 reads every listing through the table's own policies.
create function public.admin_search_properties(
  _search text default null,
  _availability public.property_availability default null,
  _limit integer default 25,
  _offset integer default 0
)
returns table (id uuid, title text, city text, locality text, rent numeric, availability public.property_availability,
               verified boolean, created_at timestamptz)
language plpgsql stable security invoker
set search_path = ''
as $$
declare
  _pattern text := '%' || replace(replace(replace(coalesce(btrim(_search), ''), '\', '\\'), '%', '\%'), '_', '\_') || '%';
begin
  -- Invoker functions cannot reach schema private: the caller checks of private.require_admin, inline.
  if auth.uid() is null then
    raise exception 'No authenticated user' using errcode = 'P0001';
  end if;
  if not public.is_admin() then
    raise exception 'Only admins can list properties' using errcode = 'P0001';
  end if;
  if _limit is null or _limit < 1 or _limit > 101 then
    raise exception 'Page size must be between 1 and 100' using errcode = 'P0001';
  end if;
  if _offset is null or _offset < 0 then
    raise exception 'Page offset cannot be negative' using errcode = 'P0001';
  end if;
  return query
  select p.id, p.title, p.city, p.locality, p.rent, p.availability, p.verified, p.created_at
    from public.properties p
   where (_availability is null or p.availability = _availability)
     and (_pattern = '%%' or p.title ilike _pattern or p.city ilike _pattern or p.locality ilike _pattern)
   order by p.created_at desc, p.id desc
   limit _limit offset _offset;
end
$$;
comment on function public.admin_search_properties(text, public.property_availability, integer, integer) is
  'Admin: one page of listings whose title, city or locality contains the search, optionally of one availability, newest first.';

revoke execute on function public.admin_search_properties(text, public.property_availability, integer, integer) from public, anon;
grant execute on function public.admin_search_properties(text, public.property_availability, integer, integer) to authenticated;
