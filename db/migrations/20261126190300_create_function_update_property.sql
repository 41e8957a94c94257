-- Purpose: update_property, the listing form in edit mode: an owner changes every field and the
-- ordered photos of their own listing in one step. A verified listing whose claims change goes back
-- to review (properties_send_changes_to_review); availability and verification are not the form's.
-- Tables touched: public.properties (update), public.property_images (replace). Destructive: the
-- listing's photo rows are replaced by the form's list.

-- security invoker: the owner may update the listing and its photos under their own policies; the
-- function makes the writes one and reads only form columns.
create function public.update_property(_property_id uuid, _listing jsonb) returns public.properties
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
  if _property_id is null then
    raise exception 'Property id is required' using errcode = 'P0001';
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
  _form := jsonb_populate_record(null::public.properties,
    _listing - 'id' - 'listed_by' - 'verified' - 'rating' - 'view_count' - 'availability' - 'created_at' - 'updated_at');

  update public.properties set
    title = nullif(btrim(_form.title), ''), description = _form.description, city = nullif(btrim(_form.city), ''),
    locality = _form.locality, address = _form.address, rent = _form.rent, deposit = coalesce(_form.deposit, 0),
    bedrooms = _form.bedrooms, bathrooms = _form.bathrooms, area_sqft = _form.area_sqft,
    property_type = coalesce(_form.property_type, 'Apartment'), furnishing = _form.furnishing,
    tenant_preference = coalesce(_form.tenant_preference, 'any'), available_from = _form.available_from,
    amenities = coalesce(_form.amenities, '{}'), latitude = _form.latitude, longitude = _form.longitude, image_urls = _urls
   where id = _property_id and listed_by = _caller
  returning * into _row;
  if not found then
    raise exception 'Property not found' using errcode = 'P0001';
  end if;

  -- Only rows that really change, so an untouched photo list is no change to review.
  delete from public.property_images i
   where i.property_id = _property_id
     and not exists (select 1 from unnest(_urls) with ordinality as u(url, n)
                      where u.url = i.url and (u.n - 1) = i.position);
  insert into public.property_images (property_id, url, position)
  select _property_id, u.url, (u.n - 1)::smallint
    from unnest(_urls) with ordinality as u(url, n)
   where not exists (select 1 from public.property_images i
                      where i.property_id = _property_id and i.url = u.url and i.position = (u.n - 1));
  return _row;
end
$$;
comment on function public.update_property(uuid, jsonb) is
  'Owner: change every field and the ordered photos of their listing; a verified listing''s material change goes back to review.';

revoke execute on function public.update_property(uuid, jsonb) from public, anon;
grant execute on function public.update_property(uuid, jsonb) to authenticated;
