-- Purpose: the listing form writes the rental facts (maintenance, floors, parking, water supply,
-- pets, food preference, gated society, facing, year built) through list_property and
-- update_property, and an owner's change to the facts that describe the home (maintenance, floors,
-- parking, water, gated society, facing, year built) sends a verified listing back to review like
-- any other claim; pets and food preference are the owner's switches, as tenant preference is.
-- update_property keeps the listing's point when the form places nothing.
-- Tables touched: none (functions list_property, update_property, send_changed_listing_to_review).
-- Destructive: no.

create or replace function public.list_property(_listing jsonb) returns public.properties
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
    _listing - 'id' - 'listed_by' - 'verified' - 'rating' - 'view_count' - 'availability' - 'created_at' - 'updated_at'
      - 'no_brokerage' - 'total_monthly_cost');

  insert into public.properties (
    title, description, listed_by, city, locality, address, rent, deposit, bedrooms, bathrooms, area_sqft,
    property_type, furnishing, tenant_preference, available_from, amenities, latitude, longitude, image_urls,
    maintenance_charges, floor, total_floors, parking, water_supply, pets_allowed, food_preference, gated_society,
    facing, year_built
  ) values (
    nullif(btrim(_form.title), ''), _form.description, _caller, nullif(btrim(_form.city), ''), _form.locality,
    _form.address, _form.rent, coalesce(_form.deposit, 0), _form.bedrooms, _form.bathrooms, _form.area_sqft,
    coalesce(_form.property_type, 'Apartment'), _form.furnishing, coalesce(_form.tenant_preference, 'any'),
    _form.available_from, coalesce(_form.amenities, '{}'), _form.latitude, _form.longitude, _urls,
    _form.maintenance_charges, _form.floor, _form.total_floors, _form.parking, _form.water_supply, _form.pets_allowed,
    _form.food_preference, _form.gated_society, _form.facing, _form.year_built
  ) returning * into _row;

  insert into public.property_images (property_id, url, position)
  select _row.id, u.url, (u.n - 1)::smallint from unnest(_urls) with ordinality as u(url, n);
  return _row;
end
$$;

create or replace function public.update_property(_property_id uuid, _listing jsonb) returns public.properties
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
    _listing - 'id' - 'listed_by' - 'verified' - 'rating' - 'view_count' - 'availability' - 'created_at' - 'updated_at'
      - 'no_brokerage' - 'total_monthly_cost');

  update public.properties set
    title = nullif(btrim(_form.title), ''), description = _form.description, city = nullif(btrim(_form.city), ''),
    locality = _form.locality, address = _form.address, rent = _form.rent, deposit = coalesce(_form.deposit, 0),
    bedrooms = _form.bedrooms, bathrooms = _form.bathrooms, area_sqft = _form.area_sqft,
    property_type = coalesce(_form.property_type, 'Apartment'), furnishing = _form.furnishing,
    tenant_preference = coalesce(_form.tenant_preference, 'any'), available_from = _form.available_from,
    amenities = coalesce(_form.amenities, '{}'), image_urls = _urls,
    -- A form that does not place the listing keeps its point (the map trigger moves it with its locality).
    latitude = coalesce(_form.latitude, latitude), longitude = coalesce(_form.longitude, longitude),
    maintenance_charges = _form.maintenance_charges, floor = _form.floor, total_floors = _form.total_floors,
    parking = _form.parking, water_supply = _form.water_supply, pets_allowed = _form.pets_allowed,
    food_preference = _form.food_preference, gated_society = _form.gated_society, facing = _form.facing,
    year_built = _form.year_built
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

-- security definer: only to reach the private merge helper (as before); it rewrites nothing but the
-- row being updated.
create or replace function public.send_changed_listing_to_review() returns trigger
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _material text[] := array['title', 'description', 'rent', 'deposit', 'image_urls', 'address', 'city', 'locality',
    'property_type', 'bedrooms', 'bathrooms', 'area_sqft', 'furnishing', 'amenities', 'latitude', 'longitude',
    'maintenance_charges', 'floor', 'total_floors', 'parking', 'water_supply', 'gated_society', 'facing', 'year_built'];
  _changes jsonb;
begin
  if new.verified and not old.verified then
    new.review_changes := null; -- approved: nothing waits any more
    return new;
  end if;
  -- Only the owner's own edits: admins moderate, and seeds or maintenance run without a user.
  if auth.uid() is null or auth.uid() is distinct from old.listed_by or public.is_admin() then
    return new;
  end if;
  if not (old.verified or old.review_changes is not null) or old.rejected_at is not null then
    return new; -- never approved, or rejected: already out of search and waiting for the owner
  end if;
  select jsonb_object_agg(o.key, jsonb_build_object('old', o.value, 'new', n.value))
    into _changes
    from jsonb_each(to_jsonb(old)) o
    join jsonb_each(to_jsonb(new)) n on n.key = o.key
   where o.key = any (_material) and o.value is distinct from n.value;
  if _changes is null then
    return new;
  end if;
  new.verified := false;
  new.review_changes := private.merge_review_changes(old.review_changes, _changes);
  return new;
end
$$;
