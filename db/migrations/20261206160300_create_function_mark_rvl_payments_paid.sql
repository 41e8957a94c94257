-- Purpose: mark_rvl_payments_paid(ids, month), Mark Paid of one month for several managed
-- properties at once from RVL Tracking: each property goes through mark_rvl_payment_paid (the
-- lease window, the amount and one audit row each; a month already paid changes nothing), all or
-- none, at most 100 in one call.
-- Tables touched: none directly (managed_property_rvl_payments and admin_audit_log through
-- mark_rvl_payment_paid). Destructive: no.

-- security definer: it only calls mark_rvl_payment_paid, itself security definer and checking for
-- an admin; the caller is checked here first.
create function public.mark_rvl_payments_paid(_managed_property_ids uuid[], _payment_month date)
returns setof public.managed_property_rvl_payments
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _admin uuid := private.require_admin('mark RVL payments');
  _ids uuid[] := array(select distinct unnest(_managed_property_ids) order by 1);
  _id uuid;
begin
  if _managed_property_ids is null or cardinality(_ids) = 0 then
    raise exception 'Choose at least one managed property' using errcode = 'P0001';
  end if;
  if array_position(_ids, null) is not null then
    raise exception 'Managed property id is required' using errcode = 'P0001';
  end if;
  if cardinality(_ids) > 100 then
    raise exception 'At most 100 RVL payments can be marked paid at once' using errcode = 'P0001';
  end if;
  -- In id order, the order every bulk call takes, so two overlapping batches cannot deadlock.
  foreach _id in array _ids loop
    begin
      return next public.mark_rvl_payment_paid(_id, _payment_month);
    exception when others then
      raise exception using message = sqlerrm, errcode = sqlstate, detail = format('Managed property %s', _id);
    end;
  end loop;
end
$$;
comment on function public.mark_rvl_payments_paid(uuid[], date) is
  'Admin: mark one month''s RVL paid for up to 100 managed properties in one step (all or none), each through mark_rvl_payment_paid and audited.';

revoke execute on function public.mark_rvl_payments_paid(uuid[], date) from public, anon;
grant execute on function public.mark_rvl_payments_paid(uuid[], date) to authenticated;
