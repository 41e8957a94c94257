-- The tenant portal's pages in two calls instead of six. Each page read the tenant's leases, then
-- their parties, rent and requests, and (the overview) their applications and visits, one REST call
-- each: every call paid the site's fetch, the gateway's request and PostgreSQL's transaction again.
-- These read the same rows as those calls did, as the caller (security invoker: every table's
-- row-level security applies, and lease_parties keeps its own rule), with the same limits. Their
-- rows are the caller's by id, so one plan serves every caller (as home_listings keeps one).

-- The caller's leases, newest first, each with its property, its parties and its rent up to
-- _rent_until (none when not given); and the maintenance requests they raised when _maintenance.
create function public.tenant_tenancy(_rent_until date default null, _maintenance boolean default false)
returns jsonb
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
    select to_jsonb(x) as party, x.lease_id from public.lease_parties() x
     where x.lease_id in (select m.id from mine m)
  )
  select jsonb_build_object(
    'leases', coalesce((
      select jsonb_agg(jsonb_build_object(
               'lease', to_jsonb(m),
               'property', (select jsonb_build_object('id', p.id, 'title', p.title, 'city', p.city, 'locality', p.locality)
                              from public.properties p where p.id = m.property_id),
               'party', (select pa.party from parties pa where pa.lease_id = m.id limit 1),
               'rent', coalesce((select jsonb_agg(to_jsonb(r) order by r.month desc) from rent r where r.lease_id = m.id), '[]'::jsonb)
             ) order by m.start_date desc)
        from mine m
    ), '[]'::jsonb),
    'requests', case when _maintenance then coalesce((
      select jsonb_agg(to_jsonb(q) order by q.created_at desc)
        from (
          select mr.id, mr.property_id, mr.raised_by, mr.title, mr.description, mr.status, mr.assigned_to, mr.assigned_at,
                 mr.closed_at, mr.resolution, mr.created_at,
                 coalesce((select jsonb_agg(jsonb_build_object('action', e.action, 'status', e.status, 'note', e.note, 'created_at', e.created_at)
                                            order by e.created_at)
                             from public.maintenance_request_events e where e.request_id = mr.id), '[]'::jsonb) as events
            from public.maintenance_requests mr
           where mr.raised_by = (select auth.uid())
           order by mr.created_at desc
           limit 100
        ) q
    ), '[]'::jsonb) else '[]'::jsonb end
  )
$$;
comment on function public.tenant_tenancy(date, boolean) is
  'The tenant portal''s tenancy in one call: the caller''s leases with property, parties and rent up to a month, and (when asked) the requests they raised.';
revoke execute on function public.tenant_tenancy(date, boolean) from public, anon;
grant execute on function public.tenant_tenancy(date, boolean) to authenticated;

-- The caller's applications and visits, newest first, each with its property.
create function public.tenant_activity()
returns jsonb
language sql stable security invoker
set search_path = ''
set plan_cache_mode = force_generic_plan
as $$
  select jsonb_build_object(
    'applications', coalesce((
      select jsonb_agg(to_jsonb(a) order by a.created_at desc)
        from (
          select pa.id, pa.status, pa.move_in_date, pa.created_at,
                 (select jsonb_build_object('id', p.id, 'title', p.title, 'city', p.city, 'locality', p.locality)
                    from public.properties p where p.id = pa.property_id) as property
            from public.property_applications pa
           where pa.user_id = (select auth.uid())
           order by pa.created_at desc
           limit 100
        ) a
    ), '[]'::jsonb),
    'visits', coalesce((
      select jsonb_agg(to_jsonb(v) order by v.created_at desc)
        from (
          select pv.id, pv.status, pv.visit_type, pv.scheduled_date, pv.created_at,
                 (select jsonb_build_object('id', p.id, 'title', p.title, 'city', p.city, 'locality', p.locality)
                    from public.properties p where p.id = pv.property_id) as property
            from public.property_visits pv
           where pv.user_id = (select auth.uid())
           order by pv.created_at desc
           limit 100
        ) v
    ), '[]'::jsonb)
  )
$$;
comment on function public.tenant_activity() is
  'The tenant portal''s activity in one call: the caller''s applications and visits, newest first, each with its property.';
revoke execute on function public.tenant_activity() from public, anon;
grant execute on function public.tenant_activity() to authenticated;
