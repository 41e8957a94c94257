-- Purpose: every listing has a point for the search map and its own page. Unless its owner (or an
-- admin) places it, a listing stands at its locality's centre (its city's when the locality has
-- none), moved by a small offset drawn from its id (under about 550 m each way) so that the
-- markers of one locality do not stack. A listing whose city or locality changes while its point
-- does not follows its new place. Points already given are kept.
-- Tables touched: public.properties (latitude and longitude of listings without a point, trigger).
-- Destructive: no.

create function private.listing_point(_id uuid, _city text, _locality text, out latitude numeric, out longitude numeric)
language sql stable
set search_path = ''
as $$
  select round(coalesce(l.latitude, c.latitude) + ((hashtext(_id::text || ':lat') & 1023) / 1023.0 - 0.5) * 0.01, 6),
         round(coalesce(l.longitude, c.longitude) + ((hashtext(_id::text || ':lng') & 1023) / 1023.0 - 0.5) * 0.01, 6)
    from public.cities c
    left join public.localities l on l.city_id = c.id and l.name = _locality
   where c.name = _city
$$;
comment on function private.listing_point(uuid, text, text) is
  'Where a listing stands unless placed: its locality''s centre (else its city''s) moved by up to 0.005° each way, from its id.';
revoke execute on function private.listing_point(uuid, text, text) from public, anon, authenticated;

-- security definer: reaches the private helper; writes only the row being saved.
create function public.place_listing_on_the_map() returns trigger
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  if new.latitude is null or new.longitude is null
     or (tg_op = 'UPDATE' and (new.city is distinct from old.city or new.locality is distinct from old.locality)
         and new.latitude is not distinct from old.latitude and new.longitude is not distinct from old.longitude) then
    select p.latitude, p.longitude into new.latitude, new.longitude
      from private.listing_point(new.id, new.city, new.locality) p;
  end if;
  return new;
end
$$;
comment on function public.place_listing_on_the_map() is
  'Trigger: a listing without a point, or whose place changed without its point, stands at its locality.';
revoke execute on function public.place_listing_on_the_map() from public, anon, authenticated;

-- Named to run after properties_keep_places_in_the_catalogue (catalogue spelling first) and before
-- properties_send_changes_to_review (the point is part of what a moderator checks).
create trigger properties_place_on_the_map before insert or update on public.properties
  for each row execute function public.place_listing_on_the_map();

update public.properties p
   set (latitude, longitude) = (select point.latitude, point.longitude from private.listing_point(p.id, p.city, p.locality) point)
 where p.latitude is null or p.longitude is null;
