-- Purpose: a managed rental's city and locality come from the same catalogue as listings', whether
-- the owner applies (submit_managed_rental_application), edits the application, or an admin adds
-- it (admin_add_rvl). People's writes are normalised and refused outside the catalogue with the
-- listing form's texts; writes without a user (the seed) are trusted. The locality lookup the
-- listing trigger made inline becomes private.catalogue_locality, shared by both triggers; an
-- overlong city passes both triggers so that its length constraint names what is wrong.
-- Tables touched: public.managed_rental_applications (existing city and locality normalised,
-- trigger), public.cities and public.localities (places approved applications use join the
-- catalogue; others' localities become their landlord's proposals).
-- Destructive: rewrites existing applications' city and locality to their catalogue spelling.

-- security definer: reads proposals of other people (an owner's row may name a locality its owner
-- proposed, which only they and admins see). Callers are the triggers below, never people.
create function private.catalogue_locality(_city_id text, _typed text, _proposer uuid) returns public.localities
language sql stable security definer
set search_path = ''
as $$
  select l.* from public.localities l
   where l.city_id = _city_id
     and lower(l.name) = lower(regexp_replace(btrim(_typed), '\s+', ' ', 'g'))
     and (l.status = 'approved' or l.proposed_by = _proposer or public.is_admin())
   limit 1
$$;
comment on function private.catalogue_locality(text, text, uuid) is
  'The catalogue locality of a city a typed name means (an accepted one, or one the proposer proposed), or no row.';
revoke execute on function private.catalogue_locality(text, text, uuid) from public, anon, authenticated;

create or replace function public.keep_listing_places_in_the_catalogue() returns trigger
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _city public.cities;
  _locality public.localities;
begin
  if auth.uid() is null then
    return new; -- imports and maintenance without a user carry their own data
  end if;
  if tg_op = 'UPDATE' and new.city is not distinct from old.city and new.locality is not distinct from old.locality then
    return new;
  end if;
  if char_length(btrim(new.city)) > 100 then
    return new; -- the length constraint refuses it with its own message
  end if;
  _city := public.catalogue_city(new.city);
  if _city.id is null then
    raise exception 'Choose a city from the list' using errcode = 'P0001';
  end if;
  new.city := _city.name;
  new.locality := nullif(regexp_replace(btrim(new.locality), '\s+', ' ', 'g'), '');
  if new.locality is null then
    return new;
  end if;
  _locality := private.catalogue_locality(_city.id, new.locality, new.listed_by);
  if _locality.id is null then
    raise exception 'Choose a locality from the list or propose a new one' using errcode = 'P0001';
  end if;
  new.locality := _locality.name;
  return new;
end
$$;

-- security definer: calls private.catalogue_locality, which people may not call.
create function public.keep_managed_rental_places_in_the_catalogue() returns trigger
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _city public.cities;
  _locality public.localities;
begin
  if auth.uid() is null then
    return new; -- imports and maintenance without a user carry their own data
  end if;
  if tg_op = 'UPDATE' and new.property_location is not distinct from old.property_location
     and new.locality is not distinct from old.locality then
    return new;
  end if;
  if char_length(btrim(new.property_location)) > 100 then
    return new; -- the length constraint refuses it with its own message
  end if;
  _city := public.catalogue_city(new.property_location);
  if _city.id is null then
    raise exception 'Choose a city from the list' using errcode = 'P0001';
  end if;
  new.property_location := _city.name;
  new.locality := nullif(regexp_replace(btrim(new.locality), '\s+', ' ', 'g'), '');
  if new.locality is null then
    return new;
  end if;
  _locality := private.catalogue_locality(_city.id, new.locality, new.landlord_id);
  if _locality.id is null then
    raise exception 'Choose a locality from the list or propose a new one' using errcode = 'P0001';
  end if;
  new.locality := _locality.name;
  return new;
end
$$;
comment on function public.keep_managed_rental_places_in_the_catalogue() is
  'Trigger: a person''s managed rental names a catalogue city and locality (or a locality its landlord proposed), in the catalogue''s spelling.';
revoke execute on function public.keep_managed_rental_places_in_the_catalogue() from public, anon, authenticated;

create trigger managed_rental_applications_keep_places_in_the_catalogue
  before insert or update on public.managed_rental_applications
  for each row execute function public.keep_managed_rental_places_in_the_catalogue();

-- Existing applications take their catalogue spelling, as listings did: a city or locality that
-- approved applications use and the catalogue lacks joins it (an admin accepted it with the
-- application), another application's locality becomes its landlord's proposal.
create function private.normalise_managed_rental_places() returns void
language plpgsql volatile
set search_path = ''
as $$
begin
  update public.managed_rental_applications a
     set property_location = c.name
    from public.cities c
   where not exists (select 1 from public.cities k where k.name = a.property_location)
     and c.id = (public.catalogue_city(a.property_location)).id;

  insert into public.cities (id, name, state)
  select distinct on (slug) slug, initcap(btrim(a.property_location)), ''
    from public.managed_rental_applications a
    cross join lateral (select btrim(regexp_replace(lower(btrim(a.property_location)), '[^a-z0-9]+', '-', 'g'), '-') as slug) s
   where a.status = 'approved' and not exists (select 1 from public.cities k where k.name = a.property_location)
     and (public.catalogue_city(a.property_location)).id is null and slug <> ''
  on conflict do nothing;

  update public.managed_rental_applications a
     set property_location = c.name
    from public.cities c
   where not exists (select 1 from public.cities k where k.name = a.property_location)
     and c.id = (public.catalogue_city(a.property_location)).id;

  update public.managed_rental_applications a
     set locality = nullif(regexp_replace(btrim(a.locality), '\s+', ' ', 'g'), '')
   where a.locality is distinct from nullif(regexp_replace(btrim(a.locality), '\s+', ' ', 'g'), '');

  update public.managed_rental_applications a
     set locality = l.name
    from public.cities c
    join public.localities l on l.city_id = c.id
   where c.name = a.property_location and lower(l.name) = lower(a.locality) and a.locality <> l.name;

  insert into public.localities (city_id, name, status, proposed_by)
  select distinct on (c.id, lower(a.locality)) c.id, a.locality,
         case when a.status = 'approved' then 'approved' else 'proposed' end,
         case when a.status = 'approved' then null else a.landlord_id end
    from public.managed_rental_applications a
    join public.cities c on c.name = a.property_location
   where a.locality is not null
     and not exists (select 1 from public.localities l where l.city_id = c.id and lower(l.name) = lower(a.locality))
   order by c.id, lower(a.locality), a.status = 'approved' desc
  on conflict do nothing;
end
$$;
comment on function private.normalise_managed_rental_places() is
  'Rewrites managed rentals'' city and locality to the catalogue''s spelling, adding what approved ones use and the catalogue lacks.';
revoke execute on function private.normalise_managed_rental_places() from public, anon, authenticated;

select private.normalise_managed_rental_places();
