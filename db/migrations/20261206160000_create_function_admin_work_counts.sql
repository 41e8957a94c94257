-- Purpose: admin_work_counts(), what waits for an admin, counted in one call for the console's menu
-- and Quick Actions: listings waiting for review, listings with open reports, managed rental
-- applications to review, broker registrations to activate, RVL months of completed months still
-- pending within their lease (of the months RVL Tracking shows), unpaid commission rows, and
-- brokers whose shadow balancing has run out or runs out within 7 days (still switched on).
-- Tables touched: none (reads properties, listing_reports, managed_rental_applications, payments,
-- managed_property_details, managed_property_rvl_payments, managed_rental_commissions, brokers).
-- Destructive: no.

-- security definer: the counts span whole tables; as definer they are plain counts over the
-- partial indexes of each queue instead of evaluating every row against the tables' policies
-- (as admin_dashboard_stats does). The caller is checked first, and only totals leave the function.
create function public.admin_work_counts() returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  _admin uuid := private.require_admin('view the work queues');
  _today date := private.india_today();
  _this_month date := date_trunc('month', private.india_today())::date;
begin
  return jsonb_build_object(
    -- properties_pending_review_idx: unverified and not rejected.
    'listings_pending_review',
      (select count(*) from public.properties where not verified and rejected_at is null),
    -- listing_reports_open_idx.
    'listings_reported',
      (select count(distinct property_id) from public.listing_reports where status = 'open'),
    -- Spec 4: the pending list shows submitted and under review.
    'managed_applications_pending',
      (select count(*) from public.managed_rental_applications where status in ('submitted', 'under_review')),
    -- What activate_broker_registration accepts.
    'broker_registrations_pending',
      (select count(*) from public.payments where kind = 'broker_registration' and status = 'pending'),
    -- The three completed months RVL Tracking shows: the month in progress is not yet due.
    'rvl_months_pending',
      (select count(*)
         from public.managed_property_details d
        cross join lateral public.rvl_lease_months(d.lease_start_date, d.lease_end_date, d.created_at) w
        cross join generate_series(1, 3) as back(n)
        where (_this_month - make_interval(months => back.n))::date between w.first_month and w.last_month
          and not exists (
            select 1 from public.managed_property_rvl_payments r
             where r.managed_property_id = d.id
               and r.payment_month = (_this_month - make_interval(months => back.n))::date
               and r.payment_status = 'paid')),
    'commissions_pending',
      (select count(*) from public.managed_rental_commissions where status = 'pending'),
    -- brokers_shadow_balancing_end_date_idx: expired or expiring soon (spec 4's 7 days), still on.
    'shadow_balancing_expiring',
      (select count(*) from public.brokers
        where shadow_balancing_enabled and shadow_balancing_end_date <= _today + 7)
  );
end
$$;
comment on function public.admin_work_counts() is
  'Admin: what waits in each work queue of the console (reviews, reports, registrations, RVL months, commissions, expiring shadow balancing), in one object.';

revoke execute on function public.admin_work_counts() from public, anon;
grant execute on function public.admin_work_counts() to authenticated;
