-- Purpose: admin_analytics(), the aggregates behind the Analytics tab's charts: listed properties by
-- city (top 10), the managed rental application funnel, RVL collected per month over the last 12
-- months (Indian calendar) and brokers by rank, as one request.
-- Tables touched: none (reads properties, managed_rental_applications,
-- managed_property_rvl_payments, brokers). Destructive: no.

-- security definer: the listings count runs over up to 1,000,000 rows; as definer it is an
-- index-only scan of the listed-by-city index rather than a policy check per row. The caller is
-- checked first and only aggregates leave the function.
create function public.admin_analytics() returns jsonb
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
        from unnest(array['submitted', 'under_review', 'approved', 'declined']) with ordinality as s(status, position)
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
