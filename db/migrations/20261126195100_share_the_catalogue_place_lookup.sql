-- Purpose: the listing and managed-rental triggers repeated the same steps (an overlong city passed
-- on to its length constraint, the city looked up, the locality tidied and looked up, the same two
-- refusals). private.catalogue_place does them once; each trigger keeps only what is its own (its
-- column names, and which person may use their own proposed locality). Behaviour is unchanged.
-- Tables touched: none (functions only).
-- Destructive: no.

-- security definer: calls private.catalogue_locality, which reads other people's proposals.
create function private.catalogue_place(_city text, _locality text, _proposer uuid, out city text, out locality text)
language plpgsql stable security definer
set search_path = ''
as $$
declare
  _found_city public.cities;
  _found_locality public.localities;
begin
  city := _city;
  locality := _locality;
  if char_length(btrim(_city)) > 100 then
    return; -- the table's length constraint refuses it with its own message
  end if;
  _found_city := public.catalogue_city(_city);
  if _found_city.id is null then
    raise exception 'Choose a city from the list' using errcode = 'P0001';
  end if;
  city := _found_city.name;
  locality := nullif(regexp_replace(btrim(_locality), '\s+', ' ', 'g'), '');
  if locality is null then
    return;
  end if;
  _found_locality := private.catalogue_locality(_found_city.id, locality, _proposer);
  if _found_locality.id is null then
    raise exception 'Choose a locality from the list or propose a new one' using errcode = 'P0001';
  end if;
  locality := _found_locality.name;
end
$$;
comment on function private.catalogue_place(text, text, uuid) is
  'A typed city and locality in the catalogue''s spelling (a locality the proposer proposed counts), or the refusal people read.';
revoke execute on function private.catalogue_place(text, text, uuid) from public, anon, authenticated;

create or replace function public.keep_listing_places_in_the_catalogue() returns trigger
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  if auth.uid() is null then
    return new; -- imports and maintenance without a user carry their own data
  end if;
  if tg_op = 'UPDATE' and new.city is not distinct from old.city and new.locality is not distinct from old.locality then
    return new;
  end if;
  select p.city, p.locality into new.city, new.locality
    from private.catalogue_place(new.city, new.locality, new.listed_by) p;
  return new;
end
$$;

create or replace function public.keep_managed_rental_places_in_the_catalogue() returns trigger
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  if auth.uid() is null then
    return new; -- imports and maintenance without a user carry their own data
  end if;
  if tg_op = 'UPDATE' and new.property_location is not distinct from old.property_location
     and new.locality is not distinct from old.locality then
    return new;
  end if;
  select p.city, p.locality into new.property_location, new.locality
    from private.catalogue_place(new.property_location, new.locality, new.landlord_id) p;
  return new;
end
$$;
