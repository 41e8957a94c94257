-- Purpose: admin_user_crm_totals, the metric cards of the admin's user profile view (spec 2.11)
-- summed by the database over every row of the person, not over the 20 the lists show.
-- Tables touched: none (reads managed_rental_applications, brokers, managed_rental_commissions,
-- managed_properties). Destructive: no.

-- security invoker: the caller's row-level security applies (an aal2 admin reads everything);
-- the admin check is repeated so a non-admin gets a business error rather than zeros.
create function public.admin_user_crm_totals(_user_id uuid) returns jsonb
language plpgsql stable security invoker
set search_path = ''
as $$
declare
  _month date := date_trunc('month', (now() at time zone 'Asia/Kolkata')::date)::date;
  _rvl record;
  _commissions record;
  _properties record;
begin
  -- Invoker functions cannot reach schema private: the caller checks of private.require_admin, inline.
  if auth.uid() is null then
    raise exception 'No authenticated user' using errcode = 'P0001';
  end if;
  if not public.is_admin() then
    raise exception 'Only admins can read user profiles' using errcode = 'P0001';
  end if;
  if _user_id is null then
    raise exception 'Missing user id' using errcode = 'P0001';
  end if;

  -- The person's managed rentals: as landlord, or submitted by them as broker (spec 6).
  select coalesce(sum(a.rental_value_locked), 0) as total,
         coalesce(sum(a.rental_value_locked) filter (
           where date_trunc('month', (a.created_at at time zone 'Asia/Kolkata')::date) = _month), 0) as this_month
    into _rvl
    from public.managed_rental_applications a
   where a.landlord_id = _user_id
      or a.submitted_by_broker_id in (select b.id from public.brokers b where b.user_id = _user_id);

  select coalesce(sum(c.amount), 0) as total,
         coalesce(sum(c.amount) filter (where c.month_year = _month), 0) as this_month
    into _commissions
    from public.managed_rental_commissions c
   where c.beneficiary_user_id = _user_id;

  select count(*) as total, count(*) filter (where p.status = 'active') as active
    into _properties
    from public.managed_properties p
   where p.owner_id = _user_id;

  return jsonb_build_object(
    'rvl_total', _rvl.total, 'rvl_this_month', _rvl.this_month,
    'commissions_total', _commissions.total, 'commissions_this_month', _commissions.this_month,
    'properties_total', _properties.total, 'properties_active', _properties.active);
end
$$;
comment on function public.admin_user_crm_totals(uuid) is
  'Admin: a person''s Total RVL, Total Commissions (each with this month) and managed properties, over all their rows.';

revoke execute on function public.admin_user_crm_totals(uuid) from public, anon;
grant execute on function public.admin_user_crm_totals(uuid) to authenticated;
