-- Purpose: a tenancy an owner records themselves starts as an invitation: the landlord of a verified
-- listing names the tenant (an email address now; a mobile number once people sign in by phone) and
-- sets the terms (rent, deposit, dates, the day rent is due, notice). The invited person accepts it
-- from their account (accept_tenancy_invitation), which makes the lease. One invitation waits per
-- listing at a time. The landlord and the property managers of their portfolio read the
-- invitations; the invited person reads theirs through my_tenancy_invitations(); nobody writes
-- them except through the functions. The alert worker mails each invitation once (email_sent_at).
-- Tables touched: public.tenancy_invitations (new), type public.tenancy_invitation_status (new).
-- Destructive: no.

-- An account's address by the auth server's rule (core/src/validation/email.ts: GoTrue's pattern,
-- HTML's "valid e-mail address", within 255 bytes), lower-cased as the auth server keeps it.
create function public.is_account_email(_email text) returns boolean
language sql immutable
set search_path = ''
as $$
  select octet_length(_email) <= 255
     and _email = lower(_email)
     and _email ~ '^[a-zA-Z0-9.!#$%&''*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$'
$$;
comment on function public.is_account_email(text) is
  'Whether a text is an account''s email address as the auth server takes it, lower-cased (core/src/validation/email.ts).';

create type public.tenancy_invitation_status as enum ('pending', 'accepted', 'declined', 'cancelled');

create table public.tenancy_invitations (
  id uuid primary key default gen_random_uuid(),
  property_id uuid not null references public.properties (id) on delete cascade,
  landlord_id uuid not null references auth.users (id) on delete cascade,
  email text constraint tenancy_invitations_email_format check (public.is_account_email(email)),
  -- As the auth server keeps a phone: country code and number, digits only ('919876543210').
  phone text constraint tenancy_invitations_phone_format check (phone ~ '^91[6-9][0-9]{9}$'),
  monthly_rent numeric(14,2) not null constraint tenancy_invitations_monthly_rent_range
    check (monthly_rent = trunc(monthly_rent) and monthly_rent between 500 and 5000000),
  security_deposit numeric(14,2) not null default 0 constraint tenancy_invitations_security_deposit_range
    check (security_deposit = trunc(security_deposit) and security_deposit between 0 and 50000000),
  start_date date not null,
  end_date date not null,
  rent_due_day smallint not null default 1 check (rent_due_day between 1 and 31),
  notice_period_days smallint not null default 30 check (notice_period_days between 0 and 180),
  status public.tenancy_invitation_status not null default 'pending',
  expires_at timestamptz not null default now() + interval '30 days',
  lease_id uuid references public.leases (id) on delete set null,
  responded_by uuid references auth.users (id) on delete set null,
  responded_at timestamptz,
  email_sent_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint tenancy_invitations_contact check (email is not null or phone is not null),
  constraint tenancy_invitations_period check (end_date >= start_date and end_date <= start_date + interval '5 years'),
  constraint tenancy_invitations_answered check ((status = 'pending') = (responded_at is null))
);
comment on table public.tenancy_invitations is
  'Tenancies an owner records: whom they invited (email or phone), the terms they set, and the answer.';
comment on column public.tenancy_invitations.email_sent_at is 'When the invitation email went out (the alert worker sends it once).';

-- One invitation waits per listing; a new one replaces it (invite_tenant).
create unique index tenancy_invitations_one_pending_key on public.tenancy_invitations (property_id) where status = 'pending';
create index tenancy_invitations_landlord_id_idx on public.tenancy_invitations (landlord_id, created_at desc);
create index tenancy_invitations_email_idx on public.tenancy_invitations (email) where status = 'pending';
create index tenancy_invitations_phone_idx on public.tenancy_invitations (phone) where status = 'pending';
create index tenancy_invitations_unsent_idx on public.tenancy_invitations (created_at)
  where status = 'pending' and email is not null and email_sent_at is null;

alter table public.tenancy_invitations enable row level security;

create trigger tenancy_invitations_set_updated_at before update on public.tenancy_invitations
  for each row execute function public.set_updated_at();

-- Written only by invite_tenant, cancel_, accept_ and decline_tenancy_invitation, which check the caller.
revoke all on public.tenancy_invitations from anon, authenticated, service_role;
grant select on public.tenancy_invitations to authenticated;
grant all on public.tenancy_invitations to service_role;

create policy tenancy_invitations_select_landlord on public.tenancy_invitations for select to authenticated
  using (landlord_id = (select auth.uid()));
create policy tenancy_invitations_select_manager on public.tenancy_invitations for select to authenticated
  using (landlord_id in (select public.managed_landlord_ids()));
create policy tenancy_invitations_select_admin on public.tenancy_invitations for select to authenticated
  using ((select public.is_admin()));
