-- /portal/user/saved in one call instead of two: the caller's shortlist (newest first, at most 50,
-- each with its listing's card, or null when the caller may no longer see it) and their saved
-- searches (newest first). It reads what the two REST calls it replaces read, as the caller
-- (security invoker: each table's row-level security applies), keeping to the caller's own rows
-- as those calls did by user id. One plan serves every caller, as for the tenant's page functions.
create function public.user_saved()
returns jsonb
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
  select jsonb_build_object(
    'shortlist', coalesce((
      select jsonb_agg(jsonb_build_object(
               'property_id', s.property_id,
               'at', s.created_at,
               'property', (select to_jsonb(c) from (
                              select p.id, p.title, p.city, p.locality, p.rent, p.bedrooms, p.property_type, p.area_sqft,
                                     p.image_urls, p.verified, p.created_at, p.maintenance_charges, p.total_monthly_cost,
                                     p.no_brokerage, p.latitude, p.longitude
                                from public.properties p where p.id = s.property_id) c)
             ) order by s.created_at desc)
        from shortlist s
    ), '[]'::jsonb),
    'searches', coalesce((
      select jsonb_agg(jsonb_build_object('id', q.id, 'name', q.name, 'filters', q.filters, 'alerts', q.alerts,
                                          'created_at', q.created_at) order by q.created_at desc)
        from public.saved_searches q
       where q.user_id = (select auth.uid())
    ), '[]'::jsonb)
  )
$$;
comment on function public.user_saved() is
  'The caller''s saved page in one call: {shortlist: at most 50 {property_id, at, property card or null}, searches}, newest first.';
revoke execute on function public.user_saved() from public, anon;
grant execute on function public.user_saved() to authenticated;
