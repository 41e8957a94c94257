-- Purpose: saved searches with alerts. A signed-in person saves a /properties search (its address
-- parameters) under a name and chooses its alerts: at once, a daily digest, or none. The filters
-- are read once, on write, into typed columns, so matching is a set-wise join on indexed columns.
-- Tables touched: public.saved_searches (new). Destructive: no.

create table public.saved_searches (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 80 and name = btrim(name)),
  -- The address parameters of the search (/properties?<filters> repeats it), as strings.
  filters jsonb not null default '{}'::jsonb,
  alerts text not null default 'instant' check (alerts in ('instant', 'daily', 'off')),
  -- Read from filters by private.read_saved_search_filters (never written directly).
  city text,
  -- '' when the search is in every city: one index serves "this city or any".
  city_key text generated always as (coalesce(city, '')) stored,
  locality text,
  min_rent integer check (min_rent > 0),
  max_rent integer check (max_rent > 0),
  bhk smallint check (bhk between 1 and 5),
  property_type public.property_type,
  furnishing public.furnishing,
  tenant public.tenant_preference check (tenant <> 'any'),
  available_by date,
  -- The secret of the one-click unsubscribe link in every alert: works without signing in.
  unsubscribe_token uuid not null default gen_random_uuid() unique,
  last_digest_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (min_rent is null or max_rent is null or min_rent <= max_rent),
  check (locality is null or city is not null)
);
comment on table public.saved_searches is
  'Searches people saved by name, with their alerts (instant, daily or off) for new matching listings.';
comment on column public.saved_searches.filters is
  'The search''s address parameters (city, locality, min_rent, max_rent, bhk, type, furnishing, tenant, available_by).';
comment on column public.saved_searches.unsubscribe_token is
  'Secret of the one-click unsubscribe link in this search''s alerts; only its owner reads it.';
create unique index saved_searches_user_name_idx on public.saved_searches (user_id, lower(name));
create index saved_searches_user_id_idx on public.saved_searches (user_id, created_at desc);
-- Matching: a new listing looks up the searches of its city and of every city.
create index saved_searches_matching_idx on public.saved_searches (city_key, bhk) where alerts <> 'off';

alter table public.saved_searches enable row level security;

create trigger saved_searches_set_updated_at before update on public.saved_searches
  for each row execute function public.set_updated_at();

/**
 * The filters of a saved search, checked and read into its typed columns. The rules are those of
 * the search page's address (site/src/lib/search/params.ts): what it would drop, this refuses.
 */
create function private.read_saved_search_filters() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  _filters jsonb := new.filters;
  _key text;
  _value text;
begin
  if jsonb_typeof(_filters) is distinct from 'object' then
    raise exception 'Saved search filters are not valid' using errcode = '22023';
  end if;
  -- The order and the page are how results are shown, not what is searched for.
  _filters := _filters - 'sort' - 'page';
  for _key, _value in select key, value from jsonb_each_text(_filters) loop
    if _key not in ('city', 'locality', 'min_rent', 'max_rent', 'bhk', 'type', 'furnishing', 'tenant', 'available_by')
       or jsonb_typeof(_filters -> _key) <> 'string' or btrim(_value) = '' or char_length(_value) > 80 then
      raise exception 'Saved search filters are not valid' using errcode = '22023';
    end if;
  end loop;
  begin
    new.city := btrim(_filters ->> 'city');
    new.locality := btrim(_filters ->> 'locality');
    new.min_rent := case when _filters ->> 'min_rent' ~ '^\d{1,9}$' then (_filters ->> 'min_rent')::integer
                         when _filters ? 'min_rent' then 0 end;
    new.max_rent := case when _filters ->> 'max_rent' ~ '^\d{1,9}$' then (_filters ->> 'max_rent')::integer
                         when _filters ? 'max_rent' then 0 end;
    new.bhk := case when _filters ->> 'bhk' ~ '^[1-5]$' then (_filters ->> 'bhk')::smallint
                    when _filters ? 'bhk' then 0 end;
    new.property_type := (_filters ->> 'type')::public.property_type;
    new.furnishing := (_filters ->> 'furnishing')::public.furnishing;
    new.tenant := (_filters ->> 'tenant')::public.tenant_preference;
    new.available_by := case when _filters ->> 'available_by' ~ '^\d{4}-\d{2}-\d{2}$' then (_filters ->> 'available_by')::date
                             when _filters ? 'available_by' then 'infinity'::date end;
  exception
    when invalid_text_representation or datetime_field_overflow or invalid_datetime_format then
      raise exception 'Saved search filters are not valid' using errcode = '22023';
  end;
  if new.min_rent = 0 or new.max_rent = 0 or new.bhk = 0 or new.available_by = 'infinity'::date or new.tenant = 'any'
     or (new.locality is not null and new.city is null) then
    raise exception 'Saved search filters are not valid' using errcode = '22023';
  end if;
  -- A reversed budget is what people meant the other way round (as on the search page).
  if new.min_rent > new.max_rent then
    select new.max_rent, new.min_rent into new.min_rent, new.max_rent;
  end if;
  new.filters := _filters;
  return new;
end
$$;

create trigger saved_searches_read_filters before insert or update of filters on public.saved_searches
  for each row execute function private.read_saved_search_filters();

/** At most 20 saved searches a person, counted under a per-person lock so two saves cannot both pass. */
create function private.limit_saved_searches() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtextextended('public.saved_searches:' || new.user_id::text, 0));
  if (select count(*) from public.saved_searches where user_id = new.user_id) >= 20 then
    raise exception 'You can save up to 20 searches; delete one to save another' using errcode = 'P0001';
  end if;
  return new;
end
$$;

create trigger saved_searches_limit before insert on public.saved_searches
  for each row execute function private.limit_saved_searches();

revoke all on public.saved_searches from anon, authenticated, service_role;
-- Every column, the owner's own unsubscribe secret too (it stops only their own alerts): the API
-- returns whole rows after a write.
grant select on public.saved_searches to authenticated;
grant insert (user_id, name, filters, alerts) on public.saved_searches to authenticated;
grant update (name, alerts) on public.saved_searches to authenticated;
grant delete on public.saved_searches to authenticated;
grant all on public.saved_searches to service_role;

create policy saved_searches_select_own on public.saved_searches for select to authenticated
  using (user_id = (select auth.uid()));
create policy saved_searches_insert_own on public.saved_searches for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy saved_searches_update_own on public.saved_searches for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy saved_searches_delete_own on public.saved_searches for delete to authenticated
  using (user_id = (select auth.uid()));
