-- The page functions build their answers as json, not jsonb. Their answer is only ever sent out as
-- text: jsonb made PostgreSQL convert every row and value into its binary form, sort and de-duplicate
-- each object's keys, then write the whole tree back out as text, where json appends each value's
-- text once (as the gateway's own REST reads do, with json_agg and row_to_json). The rows, columns,
-- limits, order, privileges and row-level security are those of the functions they replace; only
-- the text differs (an object's keys in the order written). A return type cannot be altered in
-- place, so each function is dropped and created again with its privileges.

drop function public.tenant_overview(date);
drop function public.tenant_tenancy(date, boolean);
drop function public.tenant_activity();
drop function public.user_saved();
drop function public.signed_in_person();
drop function public.home_listings(integer, integer, numeric);
drop function public.listing_page(uuid, integer);

-- The caller's leases, newest first, each with its property, its parties and its rent up to
-- _rent_until (none when not given); and the maintenance requests they raised when _maintenance.
create function public.tenant_tenancy(_rent_until date default null, _maintenance boolean default false)
returns json
language sql stable security invoker
set search_path = ''
set plan_cache_mode = force_generic_plan
as $$
  with mine as (
    select l.id, l.property_id, l.tenant_id, l.start_date, l.end_date, l.monthly_rent, l.security_deposit,
           l.rent_due_day, l.notice_period_days, l.terms
      from public.leases l
     where l.tenant_id = (select auth.uid())
     order by l.start_date desc
     limit 100
  ),
  rent as (
    select r.id, r.lease_id, r.month, r.amount, r.due_date, r.status, r.paid_on, r.payment_mode, r.reference,
           r.note, r.reported_at, r.reported_paid_on
      from public.rent_payments r
     where _rent_until is not null
       and r.lease_id in (select m.id from mine m)
       and r.month <= _rent_until
     order by r.month desc
     limit 100
  ),
  parties as (
    select pg_catalog.row_to_json(x) as party, x.lease_id from public.lease_parties() x
     where x.lease_id in (select m.id from mine m)
  )
  select pg_catalog.json_build_object(
    'leases', coalesce((
      select pg_catalog.json_agg(pg_catalog.json_build_object(
               'lease', m,
               'property', (select pg_catalog.json_build_object('id', p.id, 'title', p.title, 'city', p.city, 'locality', p.locality)
                              from public.properties p where p.id = m.property_id),
               'party', (select pa.party from parties pa where pa.lease_id = m.id limit 1),
               'rent', coalesce((select pg_catalog.json_agg(r order by r.month desc) from rent r where r.lease_id = m.id), '[]'::json)
             ) order by m.start_date desc)
        from mine m
    ), '[]'::json),
    'requests', case when _maintenance then coalesce((
      select pg_catalog.json_agg(q order by q.created_at desc)
        from (
          select mr.id, mr.property_id, mr.raised_by, mr.title, mr.description, mr.status, mr.assigned_to, mr.assigned_at,
                 mr.closed_at, mr.resolution, mr.created_at,
                 coalesce((select pg_catalog.json_agg(pg_catalog.json_build_object('action', e.action, 'status', e.status, 'note', e.note, 'created_at', e.created_at)
                                            order by e.created_at)
                             from public.maintenance_request_events e where e.request_id = mr.id), '[]'::json) as events
            from public.maintenance_requests mr
           where mr.raised_by = (select auth.uid())
           order by mr.created_at desc
           limit 100
        ) q
    ), '[]'::json) else '[]'::json end
  )
$$;
comment on function public.tenant_tenancy(date, boolean) is
  'The tenant portal''s tenancy in one call: the caller''s leases with property, parties and rent up to a month, and (when asked) the requests they raised.';
revoke execute on function public.tenant_tenancy(date, boolean) from public, anon;
grant execute on function public.tenant_tenancy(date, boolean) to authenticated;

-- The caller's applications and visits, newest first, each with its property.
create function public.tenant_activity()
returns json
language sql stable security invoker
set search_path = ''
set plan_cache_mode = force_generic_plan
as $$
  select pg_catalog.json_build_object(
    'applications', coalesce((
      select pg_catalog.json_agg(a order by a.created_at desc)
        from (
          select pa.id, pa.status, pa.move_in_date, pa.created_at,
                 (select pg_catalog.json_build_object('id', p.id, 'title', p.title, 'city', p.city, 'locality', p.locality)
                    from public.properties p where p.id = pa.property_id) as property
            from public.property_applications pa
           where pa.user_id = (select auth.uid())
           order by pa.created_at desc
           limit 100
        ) a
    ), '[]'::json),
    'visits', coalesce((
      select pg_catalog.json_agg(v order by v.created_at desc)
        from (
          select pv.id, pv.status, pv.visit_type, pv.scheduled_date, pv.created_at,
                 (select pg_catalog.json_build_object('id', p.id, 'title', p.title, 'city', p.city, 'locality', p.locality)
                    from public.properties p where p.id = pv.property_id) as property
            from public.property_visits pv
           where pv.user_id = (select auth.uid())
           order by pv.created_at desc
           limit 100
        ) v
    ), '[]'::json)
  )
$$;
comment on function public.tenant_activity() is
  'The tenant portal''s activity in one call: the caller''s applications and visits, newest first, each with its property.';
revoke execute on function public.tenant_activity() from public, anon;
grant execute on function public.tenant_activity() to authenticated;

-- The tenant portal's overview in one call: its tenancy (leases with rent up to _rent_until, no
-- requests) and its activity, as tenant_tenancy and tenant_activity give them.
create function public.tenant_overview(_rent_until date default null)
returns json
language sql stable security invoker
set search_path = ''
set plan_cache_mode = force_generic_plan
as $$
  select pg_catalog.json_build_object('tenancy', public.tenant_tenancy(_rent_until, false), 'activity', public.tenant_activity())
$$;
comment on function public.tenant_overview(date) is
  'The tenant portal''s overview in one call: tenant_tenancy (rent up to a month, no requests) and tenant_activity.';
revoke execute on function public.tenant_overview(date) from public, anon;
grant execute on function public.tenant_overview(date) to authenticated;

-- The saved page's shortlist (newest 50, each with its card's columns, the property null when the
-- caller may no longer see it) and saved searches, in one call.
create function public.user_saved()
returns json
language sql stable security invoker
set search_path = ''
set plan_cache_mode = force_generic_plan
as $$
  with shortlist as (
    select s.property_id, s.created_at
      from public.shortlisted_properties s
     where s.user_id = (select auth.uid())
     order by s.created_at desc
     limit 50
  )
  select pg_catalog.json_build_object(
    'shortlist', coalesce((
      select pg_catalog.json_agg(pg_catalog.json_build_object(
               'property_id', s.property_id,
               'at', s.created_at,
               'property', (select pg_catalog.row_to_json(c) from (
                              select p.id, p.title, p.city, p.locality, p.rent, p.bedrooms, p.property_type, p.area_sqft,
                                     p.image_urls, p.verified, p.created_at, p.maintenance_charges, p.total_monthly_cost,
                                     p.no_brokerage, p.latitude, p.longitude
                                from public.properties p where p.id = s.property_id) c)
             ) order by s.created_at desc)
        from shortlist s
    ), '[]'::json),
    'searches', coalesce((
      select pg_catalog.json_agg(pg_catalog.json_build_object('id', q.id, 'name', q.name, 'filters', q.filters, 'alerts', q.alerts,
                                                              'created_at', q.created_at) order by q.created_at desc)
        from public.saved_searches q
       where q.user_id = (select auth.uid())
    ), '[]'::json)
  )
$$;
comment on function public.user_saved() is
  'The caller''s saved page in one call: {shortlist: at most 50 {property_id, at, property card or null}, searches}, newest first.';
revoke execute on function public.user_saved() from public, anon;
grant execute on function public.user_saved() to authenticated;

-- Who the caller is while their token's session exists (deleted accounts and ended sessions get
-- null), with their roles, language, name and how many conversations wait for them to read.
create function public.signed_in_person()
returns json
language sql stable security definer
set search_path = ''
set plan_cache_mode = auto
as $$
  select pg_catalog.json_build_object(
    'id', u.id,
    'email', u.email,
    'user_metadata', coalesce(u.raw_user_meta_data, '{}'::jsonb),
    'roles', coalesce((
      select pg_catalog.json_agg(r.role order by r.role) from public.user_roles r where r.user_id = u.id
    ), '[]'::json),
    'preferred_language', pr.preferred_language,
    'full_name', pr.full_name,
    'unread_conversations', public.unread_conversation_count()
  )
  from auth.users u
  left join public.profiles pr on pr.user_id = u.id
  where u.id = auth.uid()
    and u.deleted_at is null
    and exists (
      select 1 from auth.sessions s
      where s.user_id = u.id
        and s.id = case when auth.jwt() ->> 'session_id' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
          then (auth.jwt() ->> 'session_id')::uuid end
    )
$$;
comment on function public.signed_in_person() is
  'The caller while their token''s session exists: {id, email, user_metadata, roles, preferred_language, full_name, unread_conversations}; null for anyone else.';
revoke execute on function public.signed_in_person() from public;
grant execute on function public.signed_in_person() to anon, authenticated;

-- The home page's one call: the listed count, the newest and the best-rated listings (at most 50
-- each, the rated ones not among the newest), the cities and each city's approved localities.
create function public.home_listings(_newest integer, _featured integer, _min_rating numeric)
returns json
language sql stable
set search_path = ''
set plan_cache_mode = force_generic_plan
as $$
  with newest as (
    select latest.* from (
      select p.id, p.title, p.city, p.locality, p.rent, p.bedrooms, p.property_type, p.area_sqft, p.image_urls,
        p.verified, p.created_at, p.maintenance_charges, p.total_monthly_cost, p.no_brokerage, p.latitude, p.longitude
      from public.properties p
      where p.availability = 'available' and p.verified
      order by p.created_at desc, p.id desc
      limit 50
    ) latest
    order by latest.created_at desc, latest.id desc
    limit least(greatest(_newest, 0), 50)
  ),
  featured as (
    select rated.* from (
      select p.id, p.title, p.city, p.locality, p.rent, p.bedrooms, p.property_type, p.area_sqft, p.image_urls,
        p.verified, p.created_at, p.maintenance_charges, p.total_monthly_cost, p.no_brokerage, p.latitude, p.longitude
      from public.properties p
      where p.availability = 'available' and p.verified and p.rating >= _min_rating
        and p.id not in (select n.id from newest n)
      order by p.created_at desc, p.id desc
      limit 50
    ) rated
    order by rated.created_at desc, rated.id desc
    limit least(greatest(_featured, 0), 50)
  )
  select pg_catalog.json_build_object(
    'total', (select count(*) from public.properties p where p.availability = 'available' and p.verified),
    'newest', coalesce((select pg_catalog.json_agg(n order by n.created_at desc, n.id desc) from newest n), '[]'::json),
    'featured', coalesce((select pg_catalog.json_agg(f order by f.created_at desc, f.id desc) from featured f), '[]'::json),
    'cities', coalesce((select pg_catalog.json_agg(pg_catalog.json_build_object('id', c.id, 'name', c.name) order by c.name) from public.cities c), '[]'::json),
    'localities_by_city', coalesce((
      select pg_catalog.json_object_agg(byCity.city, byCity.names order by byCity.city)
      from (
        select c.name as city, pg_catalog.json_agg(l.name order by l.name) as names
        from public.localities l join public.cities c on c.id = l.city_id
        where l.status = 'approved'
        group by c.name
      ) byCity
    ), '{}'::json)
  )
$$;
comment on function public.home_listings(integer, integer, numeric) is
  'The home page''s listings as the caller may see them: {total, newest, featured, cities}; at most 50 of each list.';
revoke execute on function public.home_listings(integer, integer, numeric) from public;
grant execute on function public.home_listings(integer, integer, numeric) to anon, authenticated;

-- A listing's page: the property (null when the caller cannot see it), its photos, who lists it and
-- up to 12 similar listings (same city, a bedroom either side), newest first.
create function public.listing_page(_property_id uuid, _similar integer)
returns json
language sql stable
set search_path = ''
set plan_cache_mode = auto
as $$
  select pg_catalog.json_build_object(
    'property', p,
    'images', coalesce((
      select pg_catalog.json_agg(i.url order by i.position) from public.property_images i where i.property_id = p.id
    ), '[]'::json),
    'lister', (select pg_catalog.row_to_json(l) from public.property_lister(p.id) l limit 1),
    'similar', coalesce((
      select pg_catalog.json_agg(s order by s.created_at desc, s.id desc)
      from (
        select o.id, o.title, o.city, o.locality, o.rent, o.bedrooms, o.property_type, o.area_sqft, o.image_urls,
          o.verified, o.created_at, o.maintenance_charges, o.total_monthly_cost, o.no_brokerage, o.latitude, o.longitude
        from public.properties o
        where o.availability = 'available' and o.verified
          and o.city = p.city
          and o.bedrooms between greatest(1, p.bedrooms - 1) and p.bedrooms + 1
          and o.id <> p.id
        order by o.created_at desc, o.id desc
        limit least(greatest(_similar, 0), 12)
      ) s
    ), '[]'::json)
  )
  from (
    select q.id, q.title, q.description, q.city, q.locality, q.address, q.rent, q.deposit, q.bedrooms, q.bathrooms,
      q.area_sqft, q.property_type, q.furnishing, q.tenant_preference, q.available_from, q.amenities, q.latitude,
      q.longitude, q.rating, q.image_urls, q.verified, q.availability, q.listed_by, q.created_at, q.updated_at,
      q.maintenance_charges, q.floor, q.total_floors, q.parking, q.water_supply, q.pets_allowed, q.food_preference,
      q.gated_society, q.facing, q.year_built, q.no_brokerage, q.total_monthly_cost
    from public.properties q
    where q.id = _property_id
  ) p
$$;
comment on function public.listing_page(uuid, integer) is
  'A listing''s page as the caller may see it: {property, images, lister, similar}, or null when the caller cannot see the property.';
revoke execute on function public.listing_page(uuid, integer) from public;
grant execute on function public.listing_page(uuid, integer) to anon, authenticated;
