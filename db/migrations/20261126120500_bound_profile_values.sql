-- Purpose: a profile holds only sane values: a name of 1 to 100 characters that cannot be emptied
-- once given, an Indian mobile number, bounded text, whole-rupee income up to ₹1,00,00,00,000 and
-- rent preferences up to ₹50,00,000 with the minimum not above the maximum. The API used to accept
-- phone '12', a 500-character name, an empty name and a minimum above the maximum.
-- Tables touched: public.profiles (named checks, trigger), create_profile_for_new_user (replaced:
-- a sign-up phone that is not a mobile number is left out rather than failing the sign-up).
-- Destructive: no; a row outside a range would stop the migration (the seed has none).

-- '+91 98765 43210', '098765-43210', '9876543210': ten digits starting 6 to 9, after an optional
-- +91, 91 or 0, spaces and hyphens ignored.
create function public.is_indian_mobile(_phone text) returns boolean
language sql immutable
set search_path = ''
as $$
  select regexp_replace(_phone, '[\s-]', '', 'g') ~ '^(\+?91|0)?[6-9][0-9]{9}$'
$$;
comment on function public.is_indian_mobile(text) is 'Whether a phone number is an Indian mobile number (core/src/validation/limits.ts).';

alter table public.profiles
  add constraint profiles_full_name_length check (char_length(btrim(full_name)) between 1 and 100),
  add constraint profiles_first_name_length check (char_length(first_name) <= 100),
  add constraint profiles_last_name_length check (char_length(last_name) <= 100),
  add constraint profiles_city_length check (char_length(city) <= 100),
  add constraint profiles_state_length check (char_length(state) <= 100),
  add constraint profiles_avatar_url_length check (char_length(avatar_url) <= 2048),
  add constraint profiles_phone_indian_mobile check (public.is_indian_mobile(phone)),
  add constraint profiles_annual_income_range
    check (annual_income = trunc(annual_income) and annual_income between 0 and 1000000000),
  add constraint profiles_preferred_rent_min_range
    check (preferred_rent_min = trunc(preferred_rent_min) and preferred_rent_min between 0 and 5000000),
  add constraint profiles_preferred_rent_max_range
    check (preferred_rent_max = trunc(preferred_rent_max) and preferred_rent_max between 0 and 5000000),
  add constraint profiles_preferred_rent_order check (preferred_rent_min <= preferred_rent_max);

-- A check cannot see the old row: a name, once given, is changed but never emptied by its person.
create function public.keep_profile_name() returns trigger
language plpgsql stable security invoker
set search_path = ''
as $$
begin
  if auth.uid() is not null and old.full_name is not null and new.full_name is null then
    raise exception 'Full name is required' using errcode = 'P0001';
  end if;
  return new;
end
$$;
comment on function public.keep_profile_name() is 'Trigger: a person cannot empty the full name of a profile.';
revoke execute on function public.keep_profile_name() from public, anon, authenticated;

create trigger profiles_keep_name before update of full_name on public.profiles
  for each row execute function public.keep_profile_name();

-- Security definer: it runs as whichever role inserts into auth.users (the auth server), which
-- has no rights on public.profiles.
create or replace function public.create_profile_for_new_user() returns trigger
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  full_name text := left(nullif(btrim(meta ->> 'full_name'), ''), 100);
  phone text := coalesce(nullif(btrim(meta ->> 'phone'), ''), new.phone);
begin
  insert into public.profiles (id, user_id, email, full_name, first_name, last_name, phone, city, state, email_verified)
  values (
    new.id,
    new.id,
    new.email,
    coalesce(full_name, left(nullif(btrim(concat_ws(' ', meta ->> 'first_name', meta ->> 'last_name')), ''), 100)),
    left(coalesce(nullif(btrim(meta ->> 'first_name'), ''), split_part(full_name, ' ', 1)), 100),
    left(coalesce(nullif(btrim(meta ->> 'last_name'), ''), nullif(btrim(substr(full_name, length(split_part(full_name, ' ', 1)) + 1)), '')), 100),
    -- The sign-up forms ask for a mobile number; anything else is left for the profile screen.
    case when public.is_indian_mobile(phone) then phone end,
    left(nullif(btrim(meta ->> 'city'), ''), 100),
    left(nullif(btrim(meta ->> 'state'), ''), 100),
    new.email_confirmed_at is not null
  )
  on conflict (user_id) do nothing;
  return new;
end;
$$;
comment on function public.create_profile_for_new_user() is 'Trigger: creates the profile of a new account.';
revoke execute on function public.create_profile_for_new_user() from public, anon, authenticated, service_role;
