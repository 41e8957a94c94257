-- Purpose: a listing holds only values a rental business accepts (spec 9: whole rupees): rent from
-- ₹500 to ₹50,00,000 a month, deposit up to ₹5,00,00,000, a title of at most 140 characters,
-- bounded text, and an available-from date a person sets within a year of today. The API used to
-- accept ₹9,99,99,99,99,999, ₹1.50, a 400-character title and 2001.
-- Tables touched: public.properties (named checks, trigger). Destructive: no; a row outside a range
-- would stop the migration (the seed has none).

alter table public.properties
  add constraint properties_title_length check (char_length(btrim(title)) between 1 and 140),
  add constraint properties_description_length check (char_length(description) <= 5000),
  add constraint properties_city_length check (char_length(btrim(city)) between 1 and 100),
  add constraint properties_locality_length check (char_length(locality) <= 100),
  add constraint properties_address_length check (char_length(address) <= 300),
  add constraint properties_rent_range check (rent = trunc(rent) and rent between 500 and 5000000),
  add constraint properties_deposit_range check (deposit = trunc(deposit) and deposit between 0 and 50000000);

-- A check constraint cannot read the clock; what a person types is checked against their today
-- when they set it. Imports without a user (the seed) carry their own history.
create function public.check_listing_available_from() returns trigger
language plpgsql stable security invoker
set search_path = ''
as $$
declare
  _today date := (now() at time zone 'Asia/Kolkata')::date;
begin
  if auth.uid() is null or new.available_from is null then
    return new;
  end if;
  if tg_op = 'UPDATE' and new.available_from is not distinct from old.available_from then
    return new;
  end if;
  if new.available_from not between _today - 365 and _today + 365 then
    raise exception 'Available from must be within a year of today' using errcode = 'P0001';
  end if;
  return new;
end
$$;
comment on function public.check_listing_available_from() is
  'Trigger: an available-from date set by a person lies within a year of the Indian today.';
revoke execute on function public.check_listing_available_from() from public, anon, authenticated;

create trigger properties_check_available_from before insert or update of available_from on public.properties
  for each row execute function public.check_listing_available_from();
