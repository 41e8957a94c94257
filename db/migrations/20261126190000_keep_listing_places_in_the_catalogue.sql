-- Purpose: a listing's city and locality come from the catalogue, so every verified listing is found
-- under its city and locality in search. The catalogue (india.md 3.2) is reference data the product
-- needs, so it is part of the schema; an owner may propose a missing locality, which the catalogue
-- keeps as 'proposed' (seen only by its proposer and admins) until an admin accepts or refuses it.
-- People's writes are normalised ('pune ' → 'Pune', 'Bangalore' → 'Bengaluru') and refused when
-- the place is not in the catalogue; imports without a user (the seed) are trusted as they are.
-- Tables touched: public.cities, public.localities (rows, new columns status and proposed_by, new
-- policies), public.properties (existing city and locality normalised, trigger).
-- Destructive: rewrites existing listings' city and locality to their catalogue spelling.

alter table public.localities
  add column status text not null default 'approved' check (status in ('approved', 'proposed')),
  add column proposed_by uuid references auth.users (id) on delete set null,
  add column reviewed_at timestamptz;
comment on column public.localities.status is
  'approved: offered to everyone; proposed: an owner''s suggestion waiting for an admin (review_locality).';
create index localities_proposed_by_idx on public.localities (proposed_by) where proposed_by is not null;
create index localities_proposed_idx on public.localities (created_at) where status = 'proposed';
create unique index localities_city_name_folded_key on public.localities (city_id, lower(name));

drop policy localities_select_anon on public.localities;
drop policy localities_select_authenticated on public.localities;
create policy localities_select_anon on public.localities for select to anon using (status = 'approved');
create policy localities_select_authenticated on public.localities for select to authenticated
  using (status = 'approved' or proposed_by = (select auth.uid()) or (select public.is_admin()));

insert into public.cities (id, name, state) values
  ('mumbai', 'Mumbai', 'Maharashtra'), ('thane', 'Thane', 'Maharashtra'), ('navi-mumbai', 'Navi Mumbai', 'Maharashtra'),
  ('bengaluru', 'Bengaluru', 'Karnataka'), ('delhi', 'Delhi', 'Delhi'), ('gurugram', 'Gurugram', 'Haryana'),
  ('noida', 'Noida', 'Uttar Pradesh'), ('greater-noida', 'Greater Noida', 'Uttar Pradesh'),
  ('hyderabad', 'Hyderabad', 'Telangana'), ('pune', 'Pune', 'Maharashtra'), ('chennai', 'Chennai', 'Tamil Nadu'),
  ('kolkata', 'Kolkata', 'West Bengal'), ('ahmedabad', 'Ahmedabad', 'Gujarat')
on conflict do nothing;

insert into public.localities (city_id, name)
select c.city_id, l.name
  from (values
    ('mumbai', array['Andheri East', 'Andheri West', 'Malad West', 'Chembur', 'Borivali West', 'Mira Road East',
      'Virar West', 'Kandivali', 'Goregaon', 'Jogeshwari East', 'Powai', 'Bandra', 'Lower Parel', 'Worli', 'Colaba']),
    ('thane', array['Thane West', 'Ghodbunder Road', 'Kolshet']),
    ('navi-mumbai', array['Kharghar', 'Vashi']),
    ('bengaluru', array['Whitefield', 'Sarjapur Road', 'Koramangala', 'Indiranagar', 'Bellandur', 'HSR Layout',
      'Electronic City Phase I', 'Thanisandra Main Road', 'Marathahalli–ORR', 'BTM Layout', 'JP Nagar']),
    ('delhi', array['Dwarka', 'Greater Kailash II']),
    ('gurugram', array['Sohna Road', 'Sector 77']),
    ('noida', array['Noida Sector 150', 'Noida Sector 78']),
    ('greater-noida', array['Greater Noida Sector 1']),
    ('hyderabad', array['HITEC City', 'Gachibowli', 'Madhapur', 'Kokapet', 'Financial District', 'Jubilee Hills', 'Kondapur']),
    ('pune', array['Hinjewadi', 'Wagholi', 'Koregaon Park', 'Viman Nagar']),
    ('chennai', array['Adyar', 'Velachery']),
    ('kolkata', array['Salt Lake', 'Ballygunge']),
    ('ahmedabad', array['Satellite', 'Prahlad Nagar'])
  ) as c(city_id, names)
  cross join lateral unnest(c.names) as l(name)
on conflict do nothing;

-- The catalogue city a typed name means, or null: case, spaces and the old names people still use.
create function public.catalogue_city(_typed text) returns public.cities
language sql stable security invoker
set search_path = ''
as $$
  with typed as (
    select lower(regexp_replace(btrim(coalesce(_typed, '')), '\s+', ' ', 'g')) as name
  ), meant as (
    select coalesce((select a.city_id from (values ('bangalore', 'bengaluru'), ('bombay', 'mumbai'),
        ('gurgaon', 'gurugram'), ('new delhi', 'delhi'), ('poona', 'pune'), ('calcutta', 'kolkata'),
        ('madras', 'chennai'), ('new mumbai', 'navi-mumbai')) a(alias, city_id) where a.alias = typed.name),
      typed.name) as name
      from typed
  )
  select c.* from public.cities c, meant
   where lower(c.name) = meant.name or c.id = meant.name or c.id = replace(meant.name, ' ', '-')
   limit 1
$$;
comment on function public.catalogue_city(text) is
  'The catalogue city a typed name means (''pune '' → Pune, ''Bangalore'' → Bengaluru), or no row.';
revoke execute on function public.catalogue_city(text) from public;
grant execute on function public.catalogue_city(text) to anon, authenticated, service_role;

-- Existing listings take their catalogue spelling; a city or locality that verified listings use
-- and the catalogue lacks joins it (a moderator accepted it with the listing), an unverified one's
-- becomes its owner's proposal.
create function private.normalise_listing_places() returns void
language plpgsql volatile
set search_path = ''
as $$
begin
  update public.properties p
     set city = c.name
    from public.cities c
   where not exists (select 1 from public.cities k where k.name = p.city)
     and c.id = (public.catalogue_city(p.city)).id;

  insert into public.cities (id, name, state)
  select distinct on (slug) slug, initcap(btrim(p.city)), ''
    from public.properties p
    cross join lateral (select btrim(regexp_replace(lower(btrim(p.city)), '[^a-z0-9]+', '-', 'g'), '-') as slug) s
   where p.verified and not exists (select 1 from public.cities k where k.name = p.city)
     and (public.catalogue_city(p.city)).id is null and slug <> ''
  on conflict do nothing;

  update public.properties p
     set city = c.name
    from public.cities c
   where not exists (select 1 from public.cities k where k.name = p.city)
     and c.id = (public.catalogue_city(p.city)).id;

  update public.properties p
     set locality = nullif(regexp_replace(btrim(p.locality), '\s+', ' ', 'g'), '')
   where p.locality is distinct from nullif(regexp_replace(btrim(p.locality), '\s+', ' ', 'g'), '');

  update public.properties p
     set locality = l.name
    from public.cities c
    join public.localities l on l.city_id = c.id
   where c.name = p.city and lower(l.name) = lower(p.locality) and p.locality <> l.name;

  insert into public.localities (city_id, name, status, proposed_by)
  select distinct on (c.id, lower(p.locality)) c.id, p.locality,
         case when p.verified then 'approved' else 'proposed' end,
         case when p.verified then null else p.listed_by end
    from public.properties p
    join public.cities c on c.name = p.city
   where p.locality is not null
     and not exists (select 1 from public.localities l where l.city_id = c.id and lower(l.name) = lower(p.locality))
   order by c.id, lower(p.locality), p.verified desc
  on conflict do nothing;
end
$$;
comment on function private.normalise_listing_places() is
  'Rewrites listings'' city and locality to the catalogue''s spelling, adding what verified listings use and the catalogue lacks.';

revoke execute on function private.normalise_listing_places() from public, anon, authenticated;

select private.normalise_listing_places();

-- security definer: reads proposals of other people (a listing may name a locality its owner
-- proposed, which only they and admins see) and writes nothing but the row being saved.
create function public.keep_listing_places_in_the_catalogue() returns trigger
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
  _city := public.catalogue_city(new.city);
  if _city.id is null then
    raise exception 'Choose a city from the list' using errcode = 'P0001';
  end if;
  new.city := _city.name;
  new.locality := nullif(regexp_replace(btrim(new.locality), '\s+', ' ', 'g'), '');
  if new.locality is null then
    return new;
  end if;
  select * into _locality from public.localities l
   where l.city_id = _city.id and lower(l.name) = lower(new.locality)
     and (l.status = 'approved' or l.proposed_by = new.listed_by or public.is_admin());
  if not found then
    raise exception 'Choose a locality from the list or propose a new one' using errcode = 'P0001';
  end if;
  new.locality := _locality.name;
  return new;
end
$$;
comment on function public.keep_listing_places_in_the_catalogue() is
  'Trigger: a person''s listing names a catalogue city and locality (or a locality its owner proposed), in the catalogue''s spelling.';
revoke execute on function public.keep_listing_places_in_the_catalogue() from public, anon, authenticated;

create trigger properties_keep_places_in_the_catalogue before insert or update on public.properties
  for each row execute function public.keep_listing_places_in_the_catalogue();

-- security definer: localities have no INSERT grant (the catalogue is read-only to people); this
-- function adds only a proposal, by the caller, in a catalogue city.
create function public.propose_locality(_city text, _name text) returns public.localities
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _caller uuid := private.require_user();
  _city_row public.cities := public.catalogue_city(_city);
  _clean text := nullif(regexp_replace(btrim(_name), '\s+', ' ', 'g'), '');
  _row public.localities;
begin
  if _city_row.id is null then
    raise exception 'Choose a city from the list' using errcode = 'P0001';
  end if;
  if _clean is null then
    raise exception 'Locality is required' using errcode = 'P0001';
  end if;
  if char_length(_clean) > 100 then
    raise exception 'Locality must be at most 100 characters' using errcode = 'P0001';
  end if;
  select * into _row from public.localities
   where city_id = _city_row.id and lower(name) = lower(_clean)
     and (status = 'approved' or proposed_by = _caller);
  if found then
    return _row; -- already there (or already proposed by the caller): the same place
  end if;
  if (select count(*) from public.localities where proposed_by = _caller and status = 'proposed') >= 10 then
    raise exception 'You have 10 localities waiting for review; wait until they are reviewed' using errcode = 'P0001';
  end if;
  insert into public.localities (city_id, name, status, proposed_by)
  values (_city_row.id, _clean, 'proposed', _caller)
  on conflict (city_id, lower(name)) do nothing
  returning * into _row;
  if _row.id is null then
    -- Someone else proposed the same name first: the caller's listing may name it as well.
    raise exception 'This locality is already waiting for review' using errcode = 'P0001';
  end if;
  return _row;
end
$$;
comment on function public.propose_locality(text, text) is
  'Signed-in user: propose a locality of a catalogue city; it joins the catalogue once an admin accepts it.';
revoke execute on function public.propose_locality(text, text) from public, anon;
grant execute on function public.propose_locality(text, text) to authenticated;

-- security definer: localities have no UPDATE or DELETE grant; this function checks for an admin.
create function public.review_locality(_locality_id uuid, _accept boolean) returns public.localities
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _admin uuid := private.require_admin('review localities');
  _row public.localities;
begin
  if _locality_id is null or _accept is null then
    raise exception 'Locality and decision are required' using errcode = 'P0001';
  end if;
  select * into _row from public.localities where id = _locality_id for update;
  if not found then
    raise exception 'Locality not found' using errcode = 'P0001';
  end if;
  if _row.status = 'approved' then
    return _row;
  end if;
  if _accept then
    update public.localities set status = 'approved', reviewed_at = now() where id = _locality_id returning * into _row;
  else
    -- Listings that named the refused place keep their city and lose the locality.
    update public.properties p set locality = null
      from public.cities c
     where c.id = _row.city_id and p.city = c.name and p.locality = _row.name;
    delete from public.localities where id = _locality_id;
  end if;
  perform private.audit(_admin, case when _accept then 'accept_locality' else 'refuse_locality' end, 'localities',
    _locality_id::text, jsonb_build_object('city_id', _row.city_id, 'name', _row.name));
  return _row;
end
$$;
comment on function public.review_locality(uuid, boolean) is
  'Admin: accept a proposed locality into the catalogue or refuse it (its listings lose the locality), audited.';
revoke execute on function public.review_locality(uuid, boolean) from public, anon;
grant execute on function public.review_locality(uuid, boolean) to authenticated;
