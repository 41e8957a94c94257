-- Purpose: the dashboard's pending broker registrations count only payments an admin can still
-- activate (status pending); failed payments can never be activated and were counted as pending.
-- Tables touched: none (replaces admin_dashboard_stats(), same signature and shape). Destructive: no.

-- security definer: the counts span whole tables; as definer they are plain counts (an index-only
-- scan for the listings) instead of evaluating each row against the tables' policies. The caller
-- is checked first, and only totals leave the function.
create or replace function public.admin_dashboard_stats() returns jsonb
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
    -- What activate_broker_registration accepts: pending, never failed or succeeded.
    'pending_broker_registrations',
      (select count(*) from public.payments where kind = 'broker_registration' and status = 'pending'),
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
