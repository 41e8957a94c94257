-- Purpose: names, titles and search names hold no whitespace at either end and no control
-- character or line break (public.is_clean_name): a profile's names, a listing's title, a saved
-- search's name, a broker's and an affiliate's name, a contact enquiry's name, and a managed
-- property's name and owner name. A name starting with a tab passed the old checks (they trimmed
-- spaces only), and a line break in a name broke the lines of lists and exports.
-- Rows that would break the new checks are mended first: each run of control characters becomes
-- a space and the ends are trimmed; a name left empty becomes null where the column allows it,
-- else a plain stand-in ('Untitled listing', 'Saved search', the person's profile name or
-- 'Broker', 'Affiliate', 'Unknown'); a mended saved-search name that meets another of the same
-- person's gets the first free ' (2)', ' (3)'. Sign-up keeps a metadata name only when it is clean.
-- Tables touched: public.profiles, public.properties, public.saved_searches, public.brokers,
-- public.affiliate_profiles, public.contact_enquiries, public.managed_property_details (mended
-- rows, named checks); create_profile_for_new_user (replaced: same trigger). Destructive: rewrites
-- the names above that held control characters or whitespace at an end.

create function pg_temp.mended(_value text) returns text
language sql immutable
as $$
  select nullif(public.trim_whitespace(regexp_replace(_value, '[\x01-\x1f\x7f-\x9f\u2028\u2029]+', ' ', 'g')), '')
$$;

update public.profiles set full_name = pg_temp.mended(full_name) where not public.is_clean_name(full_name);
update public.profiles set first_name = pg_temp.mended(first_name) where not public.is_clean_name(first_name);
update public.profiles set last_name = pg_temp.mended(last_name) where not public.is_clean_name(last_name);
update public.properties set title = coalesce(pg_temp.mended(title), 'Untitled listing') where not public.is_clean_name(title);
update public.brokers b
   set name = coalesce(pg_temp.mended(b.name), (select p.full_name from public.profiles p where p.user_id = b.user_id), 'Broker')
 where not public.is_clean_name(b.name);
update public.affiliate_profiles a
   set full_name = coalesce(pg_temp.mended(a.full_name), (select p.full_name from public.profiles p where p.user_id = a.user_id), 'Affiliate')
 where not public.is_clean_name(a.full_name);
update public.contact_enquiries set name = coalesce(pg_temp.mended(name), 'Unknown') where not public.is_clean_name(name);
update public.managed_property_details set property_name = pg_temp.mended(property_name) where not public.is_clean_name(property_name);
update public.managed_property_details set owner_name = pg_temp.mended(owner_name) where not public.is_clean_name(owner_name);

-- A person's saved-search names are unique whatever their case (saved_searches_user_name_idx).
do $$
declare
  _search record;
  _name text;
  _candidate text;
  _n integer;
begin
  for _search in select id, user_id, name from public.saved_searches where not public.is_clean_name(name) order by created_at, id loop
    _name := coalesce(pg_temp.mended(_search.name), 'Saved search');
    _candidate := _name;
    _n := 1;
    while exists (select 1 from public.saved_searches s
                   where s.user_id = _search.user_id and s.id <> _search.id and lower(s.name) = lower(_candidate)) loop
      _n := _n + 1;
      _candidate := public.trim_whitespace(left(_name, 80 - char_length(' (' || _n || ')'))) || ' (' || _n || ')';
    end loop;
    update public.saved_searches set name = _candidate where id = _search.id;
  end loop;
end
$$;

drop function pg_temp.mended(text);

alter table public.profiles
  add constraint profiles_full_name_clean check (public.is_clean_name(full_name)),
  add constraint profiles_first_name_clean check (public.is_clean_name(first_name)),
  add constraint profiles_last_name_clean check (public.is_clean_name(last_name));
alter table public.properties add constraint properties_title_clean check (public.is_clean_name(title));
alter table public.saved_searches add constraint saved_searches_name_clean check (public.is_clean_name(name));
alter table public.brokers add constraint brokers_name_clean check (public.is_clean_name(name));
alter table public.affiliate_profiles add constraint affiliate_profiles_full_name_clean check (public.is_clean_name(full_name));
alter table public.contact_enquiries add constraint contact_enquiries_name_clean check (public.is_clean_name(name));
alter table public.managed_property_details
  add constraint managed_property_details_property_name_clean check (public.is_clean_name(property_name)),
  add constraint managed_property_details_owner_name_clean check (public.is_clean_name(owner_name));

-- Security definer: it runs as whichever role inserts into auth.users (the auth server), which
-- has no rights on public.profiles. A metadata name that is not clean is left out, as a phone
-- that is not a mobile number is: the sign-up keeps the account and the profile screen asks.
create or replace function public.create_profile_for_new_user() returns trigger
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  full_name text := private.name_or_null(meta ->> 'full_name', 100);
  first_name text := private.name_or_null(meta ->> 'first_name', 100);
  last_name text := private.name_or_null(meta ->> 'last_name', 100);
  phone text := coalesce(nullif(btrim(meta ->> 'phone'), ''), new.phone);
begin
  insert into public.profiles (id, user_id, email, full_name, first_name, last_name, phone, city, state, email_verified)
  values (
    new.id,
    new.id,
    new.email,
    coalesce(full_name, private.name_or_null(concat_ws(' ', first_name, last_name), 100)),
    coalesce(first_name, private.name_or_null(split_part(full_name, ' ', 1), 100)),
    coalesce(last_name, private.name_or_null(substr(full_name, length(split_part(full_name, ' ', 1)) + 1), 100)),
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
