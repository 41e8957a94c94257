-- Purpose: the Analytics tab's application funnel counts every status an application can end in:
-- rejected applications were left out, so the funnel's bars did not add up to the applications
-- received. Otherwise the same admin_analytics() as before.
-- Tables touched: none (replaces public.admin_analytics()). Destructive: no.

-- security definer: as before; the listings count is an index-only scan of the listed-by-city index
-- rather than a policy check per row. The caller is checked first and only aggregates leave.
create or replace function public.admin_analytics() returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  _admin uuid := private.require_admin('view analytics');
  _this_month date := date_trunc('month', private.india_today())::date;
begin
  return jsonb_build_object(
    'listings_by_city', coalesce((
      select jsonb_agg(jsonb_build_object('city', c.city, 'listings', c.listings) order by c.listings desc, c.city)
        from (select p.city, count(*) as listings
                from public.properties p
               where p.availability = 'available' and p.verified
               group by p.city
               order by count(*) desc, p.city
               limit 10) c), '[]'::jsonb),
    'application_funnel', (
      select jsonb_agg(jsonb_build_object('status', s.status, 'applications', coalesce(n.applications, 0)) order by s.position)
        from unnest(array['submitted', 'under_review', 'approved', 'declined', 'rejected']) with ordinality as s(status, position)
        left join (select m.status::text as status, count(*) as applications
                     from public.managed_rental_applications m group by m.status) n on n.status = s.status),
    'rvl_by_month', (
      select jsonb_agg(jsonb_build_object('month', to_char(g.month, 'YYYY-MM-DD'), 'collected', coalesce(r.collected, 0)) order by g.month)
        from generate_series(_this_month - interval '11 months', _this_month, interval '1 month') as g(month)
        left join (select r.payment_month, sum(r.rvl_amount) as collected
                     from public.managed_property_rvl_payments r
                    where r.payment_status = 'paid' and r.payment_month >= _this_month - interval '11 months'
                    group by r.payment_month) r on r.payment_month = g.month::date),
    'brokers_by_rank', (
      select jsonb_agg(jsonb_build_object('rank', k.rank, 'brokers', coalesce(n.brokers, 0)) order by k.position)
        from unnest(array['starter', 'builder', 'leader', 'director', 'executive', 'chairman', 'unranked'])
             with ordinality as k(rank, position)
        left join (select coalesce(b.current_rank::text, 'unranked') as rank, count(*) as brokers
                     from public.brokers b group by 1) n on n.rank = k.rank)
  );
end
$$;
comment on function public.admin_analytics() is
  'Admin: listings by city, application funnel, RVL collected by month and brokers by rank for the charts.';

revoke execute on function public.admin_analytics() from public, anon;
grant execute on function public.admin_analytics() to authenticated;
