-- Purpose: register_broker (spec 2.1 broker registration, 2.7): the caller becomes a broker,
-- not yet activated, with a pending 'broker_registration' payment for an admin to confirm.
-- Tables touched: public.brokers (insert), public.payments (insert). Destructive: no.

-- security definer: brokers and payments have no INSERT grant for authenticated, so activation
-- and payment state always start at their safe values (not activated, pending).
create function public.register_broker(_registration jsonb) returns public.brokers
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _caller uuid := private.require_user();
  _form jsonb := coalesce(_registration, '{}'::jsonb);
  _profile public.profiles;
  _broker public.brokers;
  _provider text;
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
  -- The registration fee (₹999, BROKER_REGISTRATION_FEE in core/src/constants.ts) is the programme's, never the form's.
  _amount := 999;

  insert into public.brokers (user_id, name, phone, city)
  values (
    _caller,
    _name,
    coalesce(private.field_text(_form, 'phone'), _profile.phone),
    coalesce(private.field_text(_form, 'city'), _profile.city)
  ) returning * into _broker;

  insert into public.payments (kind, provider, provider_payment_id, amount, status, broker_id, user_id)
  values ('broker_registration', _provider, private.field_text(_form, 'provider_payment_id'), _amount, 'pending',
          _broker.id, _caller);
  return _broker;
end
$$;
comment on function public.register_broker(jsonb) is
  'Signed-in user: register as a broker (not activated) with a pending registration payment.';

revoke execute on function public.register_broker(jsonb) from public, anon;
grant execute on function public.register_broker(jsonb) to authenticated;
