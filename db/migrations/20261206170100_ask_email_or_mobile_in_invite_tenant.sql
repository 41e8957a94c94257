-- Purpose: the owner names the tenant by email address or by mobile number, so invite_tenant's
-- refusal of an invitation naming neither asks for either ('Enter the tenant''s email address or
-- mobile number', core's TENANT_CONTACT_REQUIRED) instead of for the address alone. The rest of the
-- function is as 20261206120300 made it: a number is kept as the auth server keeps a phone
-- ('919876543210', core's Indian-mobile rule through public.is_indian_mobile), and the person who
-- signs in by that number, once confirmed, finds and accepts it (private.invitation_is_for).
-- Tables touched: none (function public.invite_tenant replaced, same signature and grants).
-- Destructive: no.

-- security definer: invitations have no write grant for API roles, so every one is made here, by
-- the owner of a verified listing, with terms inside the ranges every rent and deposit keeps.
create or replace function public.invite_tenant(_property_id uuid, _invitation jsonb) returns public.tenancy_invitations
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _caller uuid := private.require_user();
  _form jsonb := coalesce(_invitation, '{}'::jsonb);
  _today date := private.india_today();
  _property public.properties;
  _email text;
  _phone text;
  _rent numeric;
  _deposit numeric;
  _start date;
  _end date;
  _due integer;
  _notice integer;
  _replaced uuid[];
  _row public.tenancy_invitations;
begin
  if jsonb_typeof(_form) <> 'object' then
    raise exception 'Invitation must be an object' using errcode = 'P0001';
  end if;
  select p.* into _property from public.properties p where p.id = _property_id for update;
  if _property.id is null or _property.listed_by <> _caller then
    raise exception 'Only the owner of a verified listing can record its tenancy' using errcode = 'P0001';
  end if;
  if not _property.verified then
    raise exception 'Your listing must be verified before you record its tenancy' using errcode = 'P0001';
  end if;
  -- Each invitation mails or texts someone: a landlord's budget, counted per landlord, stops a
  -- listing becoming a way to send mail or texts to strangers.
  if (select count(*) from public.tenancy_invitations i
       where i.landlord_id = _caller and i.created_at > now() - interval '1 day') >= 10 then
    raise exception 'You have sent too many invitations today. Please try again tomorrow' using errcode = 'PT429';
  end if;

  _email := lower(private.field_text(_form, 'email'));
  _phone := private.field_text(_form, 'phone');
  if _email is null and _phone is null then
    raise exception 'Enter the tenant''s email address or mobile number' using errcode = 'P0001';
  end if;
  if _email is not null and not public.is_account_email(_email) then
    raise exception 'Enter a valid email address' using errcode = 'P0001';
  end if;
  if _phone is not null then
    _phone := private.indian_mobile_digits(_phone);
    if _phone is null then
      raise exception 'Enter a 10-digit Indian mobile number, e.g. +91 98765 43210' using errcode = 'P0001';
    end if;
  end if;
  if exists (select 1 from auth.users u
              where u.id = _caller
                and (lower(u.email) = _email or regexp_replace(u.phone, '\D', '', 'g') = _phone)) then
    raise exception 'You cannot invite yourself as the tenant' using errcode = 'P0001';
  end if;

  _rent := private.field_numeric(_form, 'monthly_rent', 'Monthly rent');
  if _rent is null or _rent <> trunc(_rent) or _rent not between 500 and 5000000 then
    raise exception 'Monthly rent must be whole rupees from ₹500 to ₹50,00,000' using errcode = 'P0001';
  end if;
  _deposit := coalesce(private.field_numeric(_form, 'security_deposit', 'Security deposit'), 0);
  if _deposit <> trunc(_deposit) or _deposit not between 0 and 50000000 then
    raise exception 'Security deposit must be whole rupees from ₹0 to ₹5,00,00,000' using errcode = 'P0001';
  end if;
  _start := private.field_date(_form, 'start_date', 'Lease start date');
  if _start is null then
    raise exception 'Lease start date is required' using errcode = 'P0001';
  end if;
  if _start not between _today - 365 and _today + 365 then
    raise exception 'Lease start date must be within a year of today' using errcode = 'P0001';
  end if;
  _end := private.field_date(_form, 'end_date', 'Lease end date');
  if _end is null then
    raise exception 'Lease end date is required' using errcode = 'P0001';
  end if;
  if _end < _start then
    raise exception 'Lease end date cannot be earlier than the lease start date' using errcode = 'P0001';
  end if;
  if _end > _start + interval '5 years' then
    raise exception 'Lease end date must be within 5 years of the lease start' using errcode = 'P0001';
  end if;
  _due := coalesce(private.field_integer(_form, 'rent_due_day', 'Monthly rent payment date'), 1);
  if _due not between 1 and 31 then
    raise exception 'Monthly rent payment date must be between 1 and 31' using errcode = 'P0001';
  end if;
  _notice := coalesce(private.field_integer(_form, 'notice_period_days', 'Notice period'), 30);
  if _notice not between 0 and 180 then
    raise exception 'Notice period must be between 0 and 180 days' using errcode = 'P0001';
  end if;
  if exists (select 1 from public.leases l
              where l.property_id = _property_id
                and daterange(l.start_date, l.end_date, '[]') && daterange(_start, _end, '[]')) then
    raise exception 'This listing already has a tenancy for those dates' using errcode = 'P0001';
  end if;

  with replaced as (
    update public.tenancy_invitations i
       set status = 'cancelled', responded_by = _caller, responded_at = now()
     where i.property_id = _property_id and i.status = 'pending'
    returning i.id
  )
  select array_agg(r.id) into _replaced from replaced r;

  insert into public.tenancy_invitations (property_id, landlord_id, email, phone, monthly_rent, security_deposit,
    start_date, end_date, rent_due_day, notice_period_days)
  values (_property_id, _caller, _email, _phone, _rent, _deposit, _start, _end, _due, _notice)
  returning * into _row;
  perform private.audit(_caller, 'invite_tenant', 'tenancy_invitations', _row.id::text,
    jsonb_build_object('property_id', _property_id, 'email', _email, 'phone', _phone, 'monthly_rent', _rent,
      'security_deposit', _deposit, 'start_date', _start, 'end_date', _end, 'rent_due_day', _due,
      'notice_period_days', _notice, 'replaced', coalesce(to_jsonb(_replaced), '[]'::jsonb)));
  -- The alert worker mails or texts it (LISTEN tenancy_invitations), once this transaction commits.
  perform pg_notify('tenancy_invitations', _row.id::text);
  return _row;
end
$$;
comment on function public.invite_tenant(uuid, jsonb) is
  'The owner of a verified listing invites its tenant (email or mobile) with the terms of the tenancy; audited, 10 a day.';
revoke execute on function public.invite_tenant(uuid, jsonb) from public, anon;
grant execute on function public.invite_tenant(uuid, jsonb) to authenticated;
