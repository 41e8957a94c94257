-- Purpose: mark_rvl_payment_paid (spec 2.9, 4): the RVL of a managed property for a month becomes
-- paid, as an upsert: one row per property and month.
-- Tables touched: public.managed_property_rvl_payments (insert/update), public.admin_audit_log
-- (insert). Destructive: no.

-- security definer: payment status is owned by this transition (no UPDATE grant for
-- authenticated); the function checks for an admin itself.
create function public.mark_rvl_payment_paid(_managed_property_id uuid, _payment_month date, _rvl_amount numeric default null)
returns public.managed_property_rvl_payments
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _admin uuid := private.require_admin('mark RVL payments');
  _property public.managed_property_details;
  _payment public.managed_property_rvl_payments;
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
  _amount := coalesce(_rvl_amount, _property.rvl_amount);
  if _amount is null or _amount <= 0 then
    raise exception 'RVL amount must be greater than 0' using errcode = 'P0001';
  end if;

  select * into _payment from public.managed_property_rvl_payments
   where managed_property_id = _managed_property_id and payment_month = _payment_month;
  if found and _payment.payment_status = 'paid' then
    return _payment; -- only the transition to paid exists, so a repeat changes nothing
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
  'Admin: mark a managed property''s RVL for a month paid (upsert, spec 4) and audit it.';

revoke execute on function public.mark_rvl_payment_paid(uuid, date, numeric) from public, anon;
grant execute on function public.mark_rvl_payment_paid(uuid, date, numeric) to authenticated;
