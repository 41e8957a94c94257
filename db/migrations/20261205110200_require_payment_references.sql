-- Purpose: a registration paid by UPI, bank transfer, cheque or Razorpay carries its reference,
-- and a network's reference is refused once any network has it. register_broker accepted a UPI or
-- bank registration without a reference, and an admin could activate it with nothing to check the
-- payment against; it compared references within one provider only. Cash has no reference.
-- activate_broker_registration now refuses a payment without a reference (rows written before
-- this rule) and a network reference another payment already settled (repeats kept from before
-- references were unique across networks); two activations of one reference take turns.
-- Tables touched: register_broker, activate_broker_registration (replaced: same signatures,
-- grants and audit). Destructive: no.

-- security definer: brokers and payments have no INSERT grant for authenticated, so activation
-- and payment state always start at their safe values (not activated, pending).
create or replace function public.register_broker(_registration jsonb) returns public.brokers
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _caller uuid := private.require_user();
  _form jsonb := coalesce(_registration, '{}'::jsonb);
  _profile public.profiles;
  _broker public.brokers;
  _provider text;
  _reference text;
  _amount numeric;
  _name text;
begin
  if jsonb_typeof(_form) <> 'object' then
    raise exception 'Registration must be an object' using errcode = 'P0001';
  end if;
  -- One registration per user, even for two submits at once.
  perform pg_advisory_xact_lock(hashtextextended('public.brokers:' || _caller::text, 0));
  if exists (select 1 from public.brokers where user_id = _caller) then
    raise exception 'Already registered as a broker' using errcode = 'P0001';
  end if;

  select * into _profile from public.profiles where user_id = _caller;
  _name := coalesce(private.field_text(_form, 'name'), _profile.full_name);
  if _name is null then
    raise exception 'Name is required' using errcode = 'P0001';
  end if;
  _provider := coalesce(private.field_text(_form, 'provider'), 'cash');
  perform private.require_one_of(_provider, array['upi', 'cash', 'bank_transfer', 'cheque', 'razorpay'], 'payment provider');
  _reference := private.field_text(_form, 'provider_payment_id');
  if _provider <> 'cash' and public.normalize_payment_reference(_reference) is null then
    raise exception 'Enter the payment reference' using errcode = 'P0001';
  end if;
  if char_length(_reference) > 64 then
    raise exception 'A payment reference can be at most 64 characters' using errcode = 'P0001';
  end if;
  if _provider in ('upi', 'bank_transfer', 'razorpay') and exists (
    select 1 from public.payments
     where provider in ('upi', 'bank_transfer', 'razorpay')
       and public.normalize_payment_reference(provider_payment_id) = public.normalize_payment_reference(_reference)
  ) then
    raise exception 'This payment reference has already been used' using errcode = 'P0001';
  end if;
  -- The registration fee (₹999, BROKER_REGISTRATION_FEE in core/src/constants.ts) is the programme's, never the form's.
  _amount := 999;

  insert into public.brokers (user_id, name, phone, city)
  values (
    _caller,
    _name,
    coalesce(private.field_text(_form, 'phone'), _profile.phone),
    coalesce(private.field_text(_form, 'city'), _profile.city)
  ) returning * into _broker;

  begin
    insert into public.payments (kind, provider, provider_payment_id, amount, status, broker_id, user_id)
    values ('broker_registration', _provider, _reference, _amount, 'pending', _broker.id, _caller);
  exception when unique_violation then
    -- Two people quoting one reference at the same moment: the second gets the same answer.
    raise exception 'This payment reference has already been used' using errcode = 'P0001';
  end;
  return _broker;
end
$$;
comment on function public.register_broker(jsonb) is
  'Signed-in user: register as a broker (not activated) with a pending registration payment; every provider but cash needs its reference, and a network''s reference is accepted once across networks.';

revoke execute on function public.register_broker(jsonb) from public, anon;
grant execute on function public.register_broker(jsonb) to authenticated;

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
  _reference text;
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
  _reference := public.normalize_payment_reference(_payment.provider_payment_id);
  if _payment.provider <> 'cash' and _reference is null then
    raise exception 'Payment has no reference' using errcode = 'P0001';
  end if;
  if _payment.provider in ('upi', 'bank_transfer', 'razorpay') then
    -- Payments that repeat one reference are activated one at a time, so only one can settle it.
    perform pg_advisory_xact_lock(hashtextextended('public.payments.reference:' || _reference, 0));
    if exists (
      select 1 from public.payments o
       where o.provider in ('upi', 'bank_transfer', 'razorpay') and o.id <> _payment_id and o.status = 'succeeded'
         and public.normalize_payment_reference(o.provider_payment_id) = _reference
    ) then
      raise exception 'This payment reference has already been used' using errcode = 'P0001';
    end if;
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
  'Admin: mark a pending broker registration payment succeeded and activate the not yet active broker (spec 4), audited; a payment without its reference, or with a network reference another payment settled, is refused.';

revoke execute on function public.activate_broker_registration(uuid) from public, anon;
grant execute on function public.activate_broker_registration(uuid) to authenticated;
