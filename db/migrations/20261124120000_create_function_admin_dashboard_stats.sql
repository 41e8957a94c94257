-- Purpose: admin_dashboard_stats(), the figures of the console dashboard (spec 2.2) and of the
-- alternative Admin Dashboard (spec 2.4) as one request, counted in the database so the browser
-- never reads whole tables (the listings count stays fast at 1,000,000 listings).
-- Tables touched: none (reads profiles, brokers, properties, managed_rental_applications, payments,
-- maintenance_requests). Destructive: no.

-- security definer: the counts span whole tables; as definer they are plain counts (an index-only
-- scan for the listings) instead of evaluating each row against the tables' policies. The caller
-- is checked first, and only totals leave the function.
create function public.admin_dashboard_stats() returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  _admin uuid := private.require_admin('view dashboard figures');
begin
  return jsonb_build_object(
    'total_users', (select count(*) from public.profiles),
    'active_brokers', (select count(*) from public.brokers where activated),
    'total_brokers', (select count(*) from public.brokers),
    'total_properties', (select count(*) from public.properties),
    -- Spec 9: revenue is the sum of monthly_rent over all managed rental applications.
    'total_revenue', (select coalesce(sum(monthly_rent), 0) from public.managed_rental_applications),
    'pending_applications', (select count(*) from public.managed_rental_applications where status = 'submitted'),
    'pending_broker_registrations',
      (select count(*) from public.payments where kind = 'broker_registration' and status <> 'succeeded'),
    'open_maintenance_requests', (select count(*) from public.maintenance_requests where status = 'open'),
    -- Spec 4: system health has three levels and is always healthy.
    'system_health', 'healthy'
  );
end
$$;
comment on function public.admin_dashboard_stats() is
  'Admin: the dashboard''s stat cards in one object (users, brokers, listings, revenue, pending work, health).';

revoke execute on function public.admin_dashboard_stats() from public, anon;
grant execute on function public.admin_dashboard_stats() to authenticated;
