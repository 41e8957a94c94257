-- Purpose: activate_broker_registration activates only a pending registration payment of a broker
-- who is not active yet (security audit, issue 12 finding 3: a failed payment was marked succeeded
-- and an active broker was activated a second time, with a second audit row). The broker row is
-- locked too, so two calls on two payments of one broker are serialised and the second is refused.
-- Tables touched: public.payments (update), public.brokers (update), public.user_roles (insert),
-- public.admin_audit_log (insert). Destructive: no (same signature, grants and audit).

-- security definer: payment status and the brokers' activation columns have no UPDATE grant for
-- authenticated (nobody activates themselves); this function checks for an admin itself.
create or replace function public.activate_broker_registration(_payment_id uuid) returns public.brokers
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _admin uuid := private.require_admin('activate brokers');
  _payment public.payments;
  _broker public.brokers;
begin
  if _payment_id is null then
    raise exception 'Payment id is required' using errcode = 'P0001';
  end if;
  select * into _payment from public.payments where id = _payment_id for update;
  if not found then
    raise exception 'Payment not found' using errcode = 'P0001';
  end if;
  if _payment.kind <> 'broker_registration' then
    raise exception 'Payment is not a broker registration' using errcode = 'P0001';
  end if;
  if _payment.status = 'succeeded' then
    raise exception 'Payment already succeeded' using errcode = 'P0001';
  end if;
  if _payment.status <> 'pending' then
    raise exception 'Payment is not pending' using errcode = 'P0001';
  end if;
  if _payment.broker_id is null then
    raise exception 'Payment has no broker' using errcode = 'P0001';
  end if;

  -- Locked after the payment (the order every caller takes): a concurrent call on another payment
  -- of the same broker waits here and then reads the committed activation.
  select * into _broker from public.brokers where id = _payment.broker_id for update;
  if not found then
    raise exception 'Broker not found' using errcode = 'P0001';
  end if;
  if _broker.activated then
    raise exception 'Broker is already active' using errcode = 'P0001';
  end if;

  update public.payments set status = 'succeeded', paid_at = now()
   where id = _payment_id
  returning * into _payment;

  update public.brokers
     set activated = true,
         reg_fee_paid = true,
         reg_paid_at = _payment.paid_at,
         reg_payment_mode = _payment.provider,
         reg_payment_ref = _payment.provider_payment_id
   where id = _broker.id
  returning * into _broker;

  -- An activated broker needs the broker role to reach the broker portal (spec 6).
  insert into public.user_roles (user_id, role) values (_broker.user_id, 'broker')
  on conflict (user_id, role) do nothing;

  perform private.audit(_admin, 'activate_broker_registration', 'brokers', _broker.id::text,
    jsonb_build_object('payment_id', _payment_id, 'provider', _payment.provider,
                       'provider_payment_id', _payment.provider_payment_id, 'amount', _payment.amount));
  return _broker;
end
$$;
comment on function public.activate_broker_registration(uuid) is
  'Admin: mark a pending broker registration payment succeeded and activate the not yet active broker (spec 4), audited.';

revoke execute on function public.activate_broker_registration(uuid) from public, anon;
grant execute on function public.activate_broker_registration(uuid) to authenticated;
