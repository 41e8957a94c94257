-- Purpose: RVL payments only for months of a managed property's life (spec 2.9, 4, 9), and a way
-- back for a month marked paid by mistake. A month can be marked paid only from the lease start
-- (else the day the property was configured) to the lease end or today, whichever is earlier;
-- paid RVL feeds the monthly commission run, so a month outside the lease would pay commission
-- on rent that never existed. undo_rvl_payment_paid takes a paid month back to pending (its row
-- deleted, as a month without a row is pending) with an audit row; a month whose commissions are
-- already paid cannot be undone.
-- Tables touched: public.managed_property_rvl_payments (insert/update/delete),
-- public.managed_rental_commissions (delete of unpaid rows computed from an undone payment),
-- public.admin_audit_log (insert); view public.admin_rvl_tracking replaced (adds in_lease).
-- Destructive: no (existing payment rows are kept).

-- The lease window of a configured property, on the Indian calendar: the first and last month
-- whose RVL may be marked paid. One rule for the function and the tracking view. security
-- invoker: it reads only its arguments.
create function public.rvl_lease_months(_lease_start date, _lease_end date, _configured_at timestamptz,
  out first_month date, out last_month date)
language sql stable
set search_path = ''
as $$
  select date_trunc('month', coalesce(_lease_start, (_configured_at at time zone 'Asia/Kolkata')::date))::date,
         date_trunc('month', least(coalesce(_lease_end, (now() at time zone 'Asia/Kolkata')::date),
                                   (now() at time zone 'Asia/Kolkata')::date))::date
$$;
comment on function public.rvl_lease_months(date, date, timestamptz) is
  'First and last month whose RVL may be marked paid: lease start (else configuration day) to lease end or today.';
revoke execute on function public.rvl_lease_months(date, date, timestamptz) from public, anon;
grant execute on function public.rvl_lease_months(date, date, timestamptz) to authenticated, service_role;

create or replace function public.mark_rvl_payment_paid(_managed_property_id uuid, _payment_month date, _rvl_amount numeric default null)
returns public.managed_property_rvl_payments
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _admin uuid := private.require_admin('mark RVL payments');
  _property public.managed_property_details;
  _payment public.managed_property_rvl_payments;
  _window record;
  _amount numeric;
begin
  if _managed_property_id is null then
    raise exception 'Managed property id is required' using errcode = 'P0001';
  end if;
  if _payment_month is null then
    raise exception 'Payment month is required' using errcode = 'P0001';
  end if;
  if _payment_month <> date_trunc('month', _payment_month)::date then
    raise exception 'Payment month must be the first day of a month' using errcode = 'P0001';
  end if;
  if _payment_month > date_trunc('month', private.india_today())::date then
    raise exception 'Payment month cannot be in the future' using errcode = 'P0001';
  end if;

  -- Locking the property serialises two admins marking the same month.
  select * into _property from public.managed_property_details where id = _managed_property_id for update;
  if not found then
    raise exception 'Managed property not found' using errcode = 'P0001';
  end if;
  select * into _window from public.rvl_lease_months(_property.lease_start_date, _property.lease_end_date, _property.created_at);
  if _payment_month < _window.first_month or _payment_month > _window.last_month then
    raise exception 'Only months within the lease can be marked paid' using errcode = 'P0001';
  end if;
  _amount := coalesce(_rvl_amount, _property.rvl_amount);
  if _amount is null or _amount <= 0 then
    raise exception 'RVL amount must be greater than 0' using errcode = 'P0001';
  end if;

  select * into _payment from public.managed_property_rvl_payments
   where managed_property_id = _managed_property_id and payment_month = _payment_month;
  if found and _payment.payment_status = 'paid' then
    return _payment; -- a repeat changes nothing
  end if;

  insert into public.managed_property_rvl_payments
    (managed_property_id, payment_month, rvl_amount, payment_status, payment_date, processed_by_admin_id)
  values (_managed_property_id, _payment_month, _amount, 'paid', private.india_today(), _admin)
  on conflict (managed_property_id, payment_month) do update
     set rvl_amount = excluded.rvl_amount,
         payment_status = 'paid',
         payment_date = excluded.payment_date,
         processed_by_admin_id = excluded.processed_by_admin_id
  returning * into _payment;

  perform private.audit(_admin, 'mark_rvl_payment_paid', 'managed_property_rvl_payments', _payment.id::text,
    jsonb_build_object('managed_property_id', _managed_property_id, 'payment_month', _payment_month, 'rvl_amount', _amount));
  return _payment;
end
$$;
comment on function public.mark_rvl_payment_paid(uuid, date, numeric) is
  'Admin: mark a managed property''s RVL for a month of its lease paid (upsert, spec 4) and audit it.';

-- security definer: payment rows are written only by these transitions (no write grant for
-- authenticated); the function checks for an admin itself.
create function public.undo_rvl_payment_paid(_managed_property_id uuid, _payment_month date)
returns public.managed_property_rvl_payments
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _admin uuid := private.require_admin('undo RVL payments');
  _payment public.managed_property_rvl_payments;
  _dropped integer;
begin
  if _managed_property_id is null then
    raise exception 'Managed property id is required' using errcode = 'P0001';
  end if;
  if _payment_month is null then
    raise exception 'Payment month is required' using errcode = 'P0001';
  end if;
  perform 1 from public.managed_property_details where id = _managed_property_id for update;
  if not found then
    raise exception 'Managed property not found' using errcode = 'P0001';
  end if;
  -- The monthly run of that month holds this lock while it replaces the month's unpaid rows
  -- (as mark_commissions_paid waits for it): the undo never races a run reading the payment.
  perform pg_advisory_xact_lock(hashtextextended('commission_run:' || to_char(_payment_month, 'YYYY-MM-DD'), 0));

  select * into _payment from public.managed_property_rvl_payments
   where managed_property_id = _managed_property_id and payment_month = _payment_month;
  if not found or _payment.payment_status <> 'paid' then
    raise exception 'This RVL payment is not marked paid' using errcode = 'P0001';
  end if;
  if exists (select 1 from public.managed_rental_commissions where source_payment_id = _payment.id and status = 'paid') then
    raise exception 'Commissions on this RVL payment are already paid, so it cannot be undone' using errcode = 'P0001';
  end if;

  -- Unpaid commissions computed from it go with it (foreign key on delete cascade); counted for the audit.
  select count(*) into _dropped from public.managed_rental_commissions where source_payment_id = _payment.id;
  delete from public.managed_property_rvl_payments where id = _payment.id;
  perform private.audit(_admin, 'undo_rvl_payment_paid', 'managed_property_rvl_payments', _payment.id::text,
    jsonb_build_object('managed_property_id', _managed_property_id, 'payment_month', _payment_month,
      'rvl_amount', _payment.rvl_amount, 'payment_date', _payment.payment_date,
      'processed_by_admin_id', _payment.processed_by_admin_id, 'unpaid_commissions_removed', _dropped));
  _payment.payment_status := 'pending';
  _payment.payment_date := null;
  return _payment;
end
$$;
comment on function public.undo_rvl_payment_paid(uuid, date) is
  'Admin: take a paid RVL month back to pending (unless its commissions are paid), audited.';

revoke execute on function public.undo_rvl_payment_paid(uuid, date) from public, anon;
grant execute on function public.undo_rvl_payment_paid(uuid, date) to authenticated;

-- The tracking grid says which of its four months lie within the lease (in_lease), so the screen
-- offers Mark Paid only where the database accepts it.
create or replace view public.admin_rvl_tracking
with (security_invoker = true) as
select d.id, d.application_id, d.property_name, d.owner_name, d.affiliate_id, d.rvl_amount, d.created_at,
       (select jsonb_agg(jsonb_build_object(
                 'payment_month', m.month::date,
                 'payment_status', coalesce(r.payment_status::text, 'pending'),
                 'payment_date', r.payment_date,
                 'rvl_amount', coalesce(r.rvl_amount, d.rvl_amount),
                 'in_lease', m.month::date between w.first_month and w.last_month) order by m.month desc)
          from generate_series(
                 date_trunc('month', (now() at time zone 'Asia/Kolkata')::date) - interval '3 months',
                 date_trunc('month', (now() at time zone 'Asia/Kolkata')::date),
                 interval '1 month') as m(month)
          cross join public.rvl_lease_months(d.lease_start_date, d.lease_end_date, d.created_at) as w
          left join public.managed_property_rvl_payments r
            on r.managed_property_id = d.id and r.payment_month = m.month::date) as months
  from public.managed_property_details d;
comment on view public.admin_rvl_tracking is
  'Each configured managed property with its RVL payment state for the current month and the 3 before, and whether each lies within the lease (spec 2.9, 9).';
