-- Purpose: list_property, the listing form of /properties/create and /portal/user/submit-property:
-- the property and its ordered photos written together, listed by the caller and unverified until
-- an admin approves it. Photos must lie in the caller's own storage folder (properties/<user id>/).
-- Tables touched: public.properties, public.property_images (insert). Destructive: no.

-- security invoker: the caller may insert both rows under their own policies (owner insert); the
-- function only makes the two writes one and fixes listed_by to the caller.
create function public.list_property(_listing jsonb) returns public.properties
language plpgsql volatile security invoker
set search_path = ''
as $$
declare
  _caller uuid := auth.uid();
  _form public.properties;
  _urls text[];
  _row public.properties;
begin
  if _caller is null then
    raise exception 'No authenticated user' using errcode = 'P0001';
  end if;
  if _listing is null or jsonb_typeof(_listing) <> 'object' then
    raise exception 'Listing must be an object' using errcode = 'P0001';
  end if;
  if _listing ? 'image_urls' and jsonb_typeof(_listing -> 'image_urls') <> 'array' then
    raise exception 'Photos must be a list' using errcode = 'P0001';
  end if;
  _urls := coalesce(array(select jsonb_array_elements_text(_listing -> 'image_urls')), '{}');
  if cardinality(_urls) > 20 then
    raise exception 'A listing can have at most 20 photos' using errcode = 'P0001';
  end if;
  if exists (
    select 1 from unnest(_urls) as u(url)
     where strpos(u.url, '/property-images/properties/' || _caller::text || '/') = 0
  ) then
    raise exception 'Photos must be uploaded to your own folder' using errcode = 'P0001';
  end if;
  -- Only form columns are read: ownership, verification, rating and counters are never the form's.
  _form := jsonb_populate_record(null::public.properties,
    _listing - 'id' - 'listed_by' - 'verified' - 'rating' - 'view_count' - 'availability' - 'created_at' - 'updated_at');

  insert into public.properties (
    title, description, listed_by, city, locality, address, rent, deposit, bedrooms, bathrooms, area_sqft,
    property_type, furnishing, tenant_preference, available_from, amenities, latitude, longitude, image_urls
  ) values (
    nullif(btrim(_form.title), ''), _form.description, _caller, nullif(btrim(_form.city), ''), _form.locality,
    _form.address, _form.rent, coalesce(_form.deposit, 0), _form.bedrooms, _form.bathrooms, _form.area_sqft,
    coalesce(_form.property_type, 'Apartment'), _form.furnishing, coalesce(_form.tenant_preference, 'any'),
    _form.available_from, coalesce(_form.amenities, '{}'), _form.latitude, _form.longitude, _urls
  ) returning * into _row;

  insert into public.property_images (property_id, url, position)
  select _row.id, u.url, (u.n - 1)::smallint from unnest(_urls) with ordinality as u(url, n);
  return _row;
end
$$;
comment on function public.list_property(jsonb) is
  'Signed-in user: list a property with its ordered photos (from their own storage folder); unverified until approved.';

revoke execute on function public.list_property(jsonb) from public, anon;
grant execute on function public.list_property(jsonb) to authenticated;
