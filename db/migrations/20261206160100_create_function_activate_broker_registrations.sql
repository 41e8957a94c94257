-- Purpose: activate_broker_registrations(ids), Mark Paid + Activate for several registrations at
-- once from the console's list: each payment goes through activate_broker_registration (the same
-- checks and one audit row each), all or none, at most 100 in one call.
-- Tables touched: none directly (payments, brokers, user_roles and admin_audit_log through
-- activate_broker_registration). Destructive: no.

-- security definer: it only calls activate_broker_registration, itself security definer and
-- checking for an admin; the caller is checked here first so a stranger learns nothing of the ids.
create function public.activate_broker_registrations(_payment_ids uuid[]) returns setof public.brokers
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _admin uuid := private.require_admin('activate brokers');
  _ids uuid[] := array(select distinct unnest(_payment_ids) order by 1);
  _id uuid;
begin
  if _payment_ids is null or cardinality(_ids) = 0 then
    raise exception 'Choose at least one registration' using errcode = 'P0001';
  end if;
  if array_position(_ids, null) is not null then
    raise exception 'Payment id is required' using errcode = 'P0001';
  end if;
  if cardinality(_ids) > 100 then
    raise exception 'At most 100 registrations can be activated at once' using errcode = 'P0001';
  end if;
  -- Bulk activations take turns, and each locks its payments in id order before the first
  -- activation: two of them never hold a reference or a broker the other waits for.
  perform pg_advisory_xact_lock(hashtextextended('public.activate_broker_registrations', 0));
  perform 1 from public.payments where id = any (_ids) order by id for update;
  foreach _id in array _ids loop
    begin
      return next public.activate_broker_registration(_id);
    exception when others then
      -- The single activation's own words, with the payment they are about.
      raise exception using message = sqlerrm, errcode = sqlstate, detail = format('Payment %s', _id);
    end;
  end loop;
end
$$;
comment on function public.activate_broker_registrations(uuid[]) is
  'Admin: Mark Paid + Activate for up to 100 broker registrations in one step (all or none), each through activate_broker_registration and audited.';

revoke execute on function public.activate_broker_registrations(uuid[]) from public, anon;
grant execute on function public.activate_broker_registrations(uuid[]) to authenticated;
