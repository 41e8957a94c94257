-- Purpose: a payment reference issued by a payment network (UPI UTR, bank transfer UTR, Razorpay id)
-- is accepted once: two registrations quoting one UTR were both activatable. References are
-- compared normalised (no spaces, upper case) so '4123 4567 8901' and '412345678901' are one.
-- Tables touched: public.payments (length check, unique index), register_broker (replaced: same
-- signature, refuses a used reference). Destructive: no.

create function public.normalize_payment_reference(_reference text) returns text
language sql immutable
set search_path = ''
as $$
  select nullif(upper(regexp_replace(_reference, '\s', '', 'g')), '')
$$;
comment on function public.normalize_payment_reference(text) is
  'A payment reference as it is compared: no whitespace, upper case, blank as null.';

alter table public.payments
  add constraint payments_provider_payment_id_length check (char_length(provider_payment_id) <= 64);

-- Cash receipts and cheque numbers repeat across payers and banks; the networks' references do not.
-- References are kept as given (a Razorpay id is case-sensitive to Razorpay) and compared normalised.
create unique index payments_provider_payment_id_key
  on public.payments (provider, public.normalize_payment_reference(provider_payment_id))
  where provider in ('upi', 'bank_transfer', 'razorpay');

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
  if char_length(_reference) > 64 then
    raise exception 'A payment reference can be at most 64 characters' using errcode = 'P0001';
  end if;
  if _provider in ('upi', 'bank_transfer', 'razorpay') and exists (
    select 1 from public.payments
     where provider = _provider
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
  'Signed-in user: register as a broker (not activated) with a pending registration payment; a network''s payment reference is accepted once.';

revoke execute on function public.register_broker(jsonb) from public, anon;
grant execute on function public.register_broker(jsonb) to authenticated;
