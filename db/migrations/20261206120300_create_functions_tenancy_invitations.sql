-- Purpose: the steps of a tenancy an owner records, each one function that checks the caller,
-- validates, writes atomically and audits (admin_audit_log, naming the person who acted):
--   * invite_tenant: the owner of a verified listing invites the tenant by email (or mobile number)
--     with the terms; a new invitation replaces the one waiting; at most 10 a day per landlord;
--   * cancel_tenancy_invitation: the landlord withdraws a waiting invitation;
--   * accept_tenancy_invitation: the person invited (their confirmed email or phone is the one
--     named) accepts: the lease is made with the landlord's terms, one rent row per month of it,
--     the tenant role granted and the listing marked rented; from then on receipts, agreements,
--     maintenance and payments work as for any lease;
--   * decline_tenancy_invitation: the person invited says no;
--   * my_tenancy_invitations: what waits for the caller, with the listing and the landlord's name.
-- Tables touched: public.tenancy_invitations, public.leases, public.rent_payments,
-- public.user_roles, public.properties (availability), public.admin_audit_log (insert only).
-- Destructive: no.

-- Whether an invitation's contact is the given person's own, confirmed: their email confirmed by a
-- link or code, or (once people sign in by phone) their phone confirmed by a code.
create function private.invitation_is_for(_email text, _phone text, _user_id uuid) returns boolean
language sql stable
set search_path = ''
as $$
  select exists (
    select 1 from auth.users u
     where u.id = _user_id
       and ((_email is not null and u.email_confirmed_at is not null and lower(u.email) = _email)
            or (_phone is not null and u.phone_confirmed_at is not null and regexp_replace(u.phone, '\D', '', 'g') = _phone)))
$$;

-- A mobile number as the auth server keeps it: '+91 98765 43210' → '919876543210'; null when not a mobile number.
create function private.indian_mobile_digits(_phone text) returns text
language sql immutable
set search_path = ''
as $$
  select case when public.is_indian_mobile(_phone) then '91' || right(regexp_replace(_phone, '\D', '', 'g'), 10) end
$$;

-- security definer: invitations have no write grant for API roles, so every one is made here, by
-- the owner of a verified listing, with terms inside the ranges every rent and deposit keeps.
create function public.invite_tenant(_property_id uuid, _invitation jsonb) returns public.tenancy_invitations
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
  -- Each invitation mails someone: a landlord's budget, counted per landlord, stops a listing
  -- becoming a way to send mail to strangers.
  if (select count(*) from public.tenancy_invitations i
       where i.landlord_id = _caller and i.created_at > now() - interval '1 day') >= 10 then
    raise exception 'You have sent too many invitations today. Please try again tomorrow' using errcode = 'PT429';
  end if;

  _email := lower(private.field_text(_form, 'email'));
  _phone := private.field_text(_form, 'phone');
  if _email is null and _phone is null then
    raise exception 'Enter the tenant''s email address' using errcode = 'P0001';
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
  -- The alert worker mails it (LISTEN tenancy_invitations), once this transaction commits.
  perform pg_notify('tenancy_invitations', _row.id::text);
  return _row;
end
$$;
comment on function public.invite_tenant(uuid, jsonb) is
  'The owner of a verified listing invites its tenant (email or mobile) with the terms of the tenancy; audited, 10 a day.';
revoke execute on function public.invite_tenant(uuid, jsonb) from public, anon;
grant execute on function public.invite_tenant(uuid, jsonb) to authenticated;

-- security definer: as above; only the landlord who sent it withdraws a waiting invitation.
create function public.cancel_tenancy_invitation(_invitation_id uuid) returns public.tenancy_invitations
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _caller uuid := private.require_user();
  _row public.tenancy_invitations;
begin
  select i.* into _row from public.tenancy_invitations i where i.id = _invitation_id for update;
  if _row.id is null or _row.landlord_id <> _caller then
    raise exception 'Only the landlord who sent this invitation can cancel it' using errcode = 'P0001';
  end if;
  if _row.status <> 'pending' then
    raise exception 'This invitation is no longer waiting for an answer' using errcode = 'P0001';
  end if;
  update public.tenancy_invitations i set status = 'cancelled', responded_by = _caller, responded_at = now()
   where i.id = _row.id returning * into _row;
  perform private.audit(_caller, 'cancel_tenancy_invitation', 'tenancy_invitations', _row.id::text,
    jsonb_build_object('property_id', _row.property_id));
  return _row;
end
$$;
comment on function public.cancel_tenancy_invitation(uuid) is 'The landlord withdraws a waiting tenancy invitation; audited.';
revoke execute on function public.cancel_tenancy_invitation(uuid) from public, anon;
grant execute on function public.cancel_tenancy_invitation(uuid) to authenticated;

-- security definer: leases, rent and roles have no write grant for API roles; the person invited
-- makes the lease with the landlord's terms, never their own.
create function public.accept_tenancy_invitation(_invitation_id uuid) returns public.leases
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _caller uuid := private.require_user();
  _row public.tenancy_invitations;
  _lease public.leases;
begin
  select i.* into _row from public.tenancy_invitations i where i.id = _invitation_id for update;
  if _row.id is null or not private.invitation_is_for(_row.email, _row.phone, _caller) then
    raise exception 'This invitation is not for your account' using errcode = 'P0001';
  end if;
  if _row.status <> 'pending' then
    raise exception 'This invitation is no longer waiting for an answer' using errcode = 'P0001';
  end if;
  if _row.expires_at < now() then
    raise exception 'This invitation has expired; ask the landlord to invite you again' using errcode = 'P0001';
  end if;
  if _row.landlord_id = _caller then
    raise exception 'You cannot invite yourself as the tenant' using errcode = 'P0001';
  end if;
  -- The listing's row is the lock every tenancy of it takes, so two leases cannot overlap.
  perform 1 from public.properties p where p.id = _row.property_id for update;
  if exists (select 1 from public.leases l
              where l.property_id = _row.property_id
                and daterange(l.start_date, l.end_date, '[]') && daterange(_row.start_date, _row.end_date, '[]')) then
    raise exception 'This listing already has a tenancy for those dates' using errcode = 'P0001';
  end if;

  insert into public.leases (property_id, tenant_id, start_date, end_date, monthly_rent, security_deposit,
    rent_due_day, notice_period_days)
  values (_row.property_id, _caller, _row.start_date, _row.end_date, _row.monthly_rent, _row.security_deposit,
    _row.rent_due_day, _row.notice_period_days)
  returning * into _lease;
  -- One row per calendar month of the lease, due on the landlord's day (the month's last day for a
  -- day it lacks, the first day of the lease when that is later).
  insert into public.rent_payments (lease_id, month, amount, due_date)
  select _lease.id, m.month, _lease.monthly_rent,
         greatest(_lease.start_date, m.month + least(_lease.rent_due_day, extract(day from m.month + interval '1 month' - interval '1 day')::integer) - 1)
    from (select generate_series(date_trunc('month', _lease.start_date), date_trunc('month', _lease.end_date), interval '1 month')::date as month) m;
  insert into public.user_roles (user_id, role) values (_caller, 'tenant') on conflict (user_id, role) do nothing;
  update public.properties p set availability = 'rented' where p.id = _row.property_id and p.availability <> 'rented';
  update public.tenancy_invitations i
     set status = 'accepted', lease_id = _lease.id, responded_by = _caller, responded_at = now()
   where i.id = _row.id;
  perform private.audit(_caller, 'accept_tenancy_invitation', 'tenancy_invitations', _row.id::text,
    jsonb_build_object('property_id', _row.property_id, 'lease_id', _lease.id, 'landlord_id', _row.landlord_id));
  return _lease;
end
$$;
comment on function public.accept_tenancy_invitation(uuid) is
  'The person invited accepts a tenancy: the lease with the landlord''s terms, its monthly rent rows, the tenant role; audited.';
revoke execute on function public.accept_tenancy_invitation(uuid) from public, anon;
grant execute on function public.accept_tenancy_invitation(uuid) to authenticated;

-- security definer: as above; only the person invited says no.
create function public.decline_tenancy_invitation(_invitation_id uuid) returns public.tenancy_invitations
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _caller uuid := private.require_user();
  _row public.tenancy_invitations;
begin
  select i.* into _row from public.tenancy_invitations i where i.id = _invitation_id for update;
  if _row.id is null or not private.invitation_is_for(_row.email, _row.phone, _caller) then
    raise exception 'This invitation is not for your account' using errcode = 'P0001';
  end if;
  if _row.status <> 'pending' then
    raise exception 'This invitation is no longer waiting for an answer' using errcode = 'P0001';
  end if;
  update public.tenancy_invitations i set status = 'declined', responded_by = _caller, responded_at = now()
   where i.id = _row.id returning * into _row;
  perform private.audit(_caller, 'decline_tenancy_invitation', 'tenancy_invitations', _row.id::text,
    jsonb_build_object('property_id', _row.property_id, 'landlord_id', _row.landlord_id));
  return _row;
end
$$;
comment on function public.decline_tenancy_invitation(uuid) is 'The person invited declines a tenancy invitation; audited.';
revoke execute on function public.decline_tenancy_invitation(uuid) from public, anon;
grant execute on function public.decline_tenancy_invitation(uuid) to authenticated;

-- security definer: invitations are readable by their landlord; the person invited sees those
-- waiting for their confirmed email or phone, with the listing (which a rented listing no longer
-- shows to others) and the landlord's name.
create function public.my_tenancy_invitations()
returns table (id uuid, property_id uuid, property_title text, city text, locality text, landlord_name text,
               monthly_rent numeric, security_deposit numeric, start_date date, end_date date, rent_due_day smallint,
               notice_period_days smallint, expires_at timestamptz, created_at timestamptz)
language sql stable security definer
set search_path = ''
as $$
  select i.id, i.property_id, p.title, coalesce((select c.name from public.cities c where c.id = p.city), p.city),
         p.locality, pr.full_name, i.monthly_rent, i.security_deposit, i.start_date, i.end_date, i.rent_due_day,
         i.notice_period_days, i.expires_at, i.created_at
    from public.tenancy_invitations i
    join public.properties p on p.id = i.property_id
    left join public.profiles pr on pr.user_id = i.landlord_id
   where i.status = 'pending' and i.expires_at > now()
     and private.invitation_is_for(i.email, i.phone, auth.uid())
   order by i.created_at desc
$$;
comment on function public.my_tenancy_invitations() is
  'Tenancy invitations waiting for the caller''s confirmed email or phone, with the listing and the landlord''s name.';
revoke execute on function public.my_tenancy_invitations() from public, anon;
grant execute on function public.my_tenancy_invitations() to authenticated;
