-- Purpose: the 11-month leave-and-licence agreement drafted from a lease. The landlord or their
-- property manager drafts it (generate_rental_agreement); the tenant and the landlord each confirm
-- it (confirm_rental_agreement). The terms are copied from the lease when drafted, so the document
-- never changes under a confirmation; drafting again with other terms starts a new version and
-- clears the confirmations. Every draft and confirmation leaves an entry in rental_agreement_events.
-- Tables touched: public.rental_agreements (new), public.rental_agreement_events (new). Destructive: no.

create table public.rental_agreements (
  id uuid primary key default gen_random_uuid(),
  lease_id uuid not null unique references public.leases (id) on delete cascade,
  version integer not null default 1 check (version > 0),
  start_date date not null,
  end_date date not null,
  licence_fee numeric(14,2) not null check (licence_fee > 0),
  deposit numeric(14,2) not null check (deposit >= 0),
  lock_in_months smallint not null check (lock_in_months between 0 and 11),
  notice_days smallint not null check (notice_days between 0 and 180),
  maintenance_paid_by text not null check (maintenance_paid_by in ('licensor', 'licensee')),
  maintenance_amount numeric(14,2) not null default 0 check (maintenance_amount >= 0 and maintenance_amount = round(maintenance_amount)),
  permitted_use text not null check (permitted_use in ('residential', 'residential_family')),
  state text not null check (char_length(state) between 2 and 60),
  clauses text[] not null default '{}' check (clauses <@ array['no_pets', 'no_smoking', 'inspection_with_notice',
    'painting_on_exit', 'police_verification', 'furniture_inventory']::text[]),
  drafted_by uuid references auth.users (id) on delete set null,
  drafted_at timestamptz not null default now(),
  landlord_confirmed_by uuid references auth.users (id) on delete set null,
  landlord_confirmed_at timestamptz,
  tenant_confirmed_by uuid references auth.users (id) on delete set null,
  tenant_confirmed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (end_date > start_date),
  -- A confirmation has a time; its person may later be gone (deleted account), its time stays.
  check (landlord_confirmed_by is null or landlord_confirmed_at is not null),
  check (tenant_confirmed_by is null or tenant_confirmed_at is not null)
);
comment on table public.rental_agreements is
  'Leave-and-licence agreement drafts of leases: terms, chosen clauses, version and each party''s confirmation.';

alter table public.rental_agreements enable row level security;

create trigger rental_agreements_set_updated_at before update on public.rental_agreements
  for each row execute function public.set_updated_at();

-- Written only by the two functions below, which check the caller.
revoke all on public.rental_agreements from anon, authenticated, service_role;
grant select on public.rental_agreements to authenticated;
grant all on public.rental_agreements to service_role;

-- Visible wherever its lease is (the subquery runs under the leases' policies).
create policy rental_agreements_select_lease on public.rental_agreements for select to authenticated
  using (lease_id in (select l.id from public.leases l));

create table public.rental_agreement_events (
  id uuid primary key default gen_random_uuid(),
  agreement_id uuid not null references public.rental_agreements (id) on delete cascade,
  actor_id uuid references auth.users (id) on delete set null,
  action text not null check (action in ('drafted', 'redrafted', 'confirmed_by_landlord', 'confirmed_by_tenant')),
  version integer not null,
  terms jsonb not null,
  created_at timestamptz not null default now()
);
comment on table public.rental_agreement_events is
  'History of each agreement: every draft with its terms and every confirmation, with who and when.';
create index rental_agreement_events_agreement_id_idx on public.rental_agreement_events (agreement_id, created_at);

alter table public.rental_agreement_events enable row level security;

-- No role may change or remove an entry; entries go only with their agreement (a cascade).
revoke all on public.rental_agreement_events from anon, authenticated, service_role;
grant select on public.rental_agreement_events to authenticated;
grant select, insert on public.rental_agreement_events to service_role;

create policy rental_agreement_events_select_agreement on public.rental_agreement_events for select to authenticated
  using (agreement_id in (select a.id from public.rental_agreements a));

-- The terms of an agreement as one value: what a confirmation agrees to.
create function private.rental_agreement_terms(_a public.rental_agreements) returns jsonb
language sql immutable
set search_path = ''
as $$
  select jsonb_build_object(
    'start_date', _a.start_date, 'end_date', _a.end_date, 'licence_fee', _a.licence_fee, 'deposit', _a.deposit,
    'lock_in_months', _a.lock_in_months, 'notice_days', _a.notice_days,
    'maintenance_paid_by', _a.maintenance_paid_by, 'maintenance_amount', _a.maintenance_amount,
    'permitted_use', _a.permitted_use, 'state', _a.state,
    'clauses', to_jsonb(array(select c from unnest(_a.clauses) c order by c)))
$$;
revoke all on function private.rental_agreement_terms(public.rental_agreements) from public, anon, authenticated;

-- security definer: signed-in people have no write grant on agreements, so that every draft goes
-- through these checks and leaves its entry. Fee, deposit and dates come from the lease, the state
-- from the property's city; the caller chooses the rest.
create function public.generate_rental_agreement(
  _lease_id uuid,
  _lock_in_months integer,
  _notice_days integer,
  _maintenance_paid_by text,
  _maintenance_amount numeric,
  _permitted_use text,
  _clauses text[] default '{}'
) returns public.rental_agreements
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _caller uuid := private.require_user();
  _lease public.leases;
  _owner uuid;
  _state text;
  _old public.rental_agreements;
  _new public.rental_agreements;
  _action text;
begin
  if _lease_id is null then
    raise exception 'Lease id is required' using errcode = 'P0001';
  end if;
  select l.* into _lease from public.leases l where l.id = _lease_id;
  select p.listed_by, c.state into _owner, _state
    from public.properties p
    left join public.cities c on c.id = p.city or lower(c.name) = lower(p.city)
   where p.id = _lease.property_id;
  if _lease.id is null
     or not (_owner = _caller
             or exists (select 1 from public.property_manager_landlords m where m.landlord_id = _owner and m.manager_id = _caller)) then
    raise exception 'Only the landlord or their property manager can draft the agreement of this lease' using errcode = 'P0001';
  end if;
  if _state is null then
    raise exception 'The state of the property''s city is not known' using errcode = 'P0001';
  end if;
  if _lock_in_months is null or _lock_in_months not between 0 and 11 then
    raise exception 'Lock-in must be between 0 and 11 months' using errcode = 'P0001';
  end if;
  if _notice_days is null or _notice_days not between 0 and 180 then
    raise exception 'Notice period must be between 0 and 180 days' using errcode = 'P0001';
  end if;
  if _maintenance_paid_by is null or _maintenance_paid_by not in ('licensor', 'licensee') then
    raise exception 'Say who pays the maintenance' using errcode = 'P0001';
  end if;
  if _maintenance_amount is null or _maintenance_amount < 0 or _maintenance_amount <> round(_maintenance_amount)
     or _maintenance_amount > 10000000 then
    raise exception 'Maintenance must be a whole number of rupees' using errcode = 'P0001';
  end if;
  if _permitted_use is null or _permitted_use not in ('residential', 'residential_family') then
    raise exception 'Choose a permitted use' using errcode = 'P0001';
  end if;
  if not coalesce(_clauses, '{}') <@ array['no_pets', 'no_smoking', 'inspection_with_notice', 'painting_on_exit',
       'police_verification', 'furniture_inventory']::text[] then
    raise exception 'Unknown clause' using errcode = 'P0001';
  end if;

  select a.* into _old from public.rental_agreements a where a.lease_id = _lease_id for update;
  _new := _old;
  _new.lease_id := _lease_id;
  _new.start_date := _lease.start_date;
  -- Eleven months from the first day: 1 Jan to 30 Nov.
  _new.end_date := (_lease.start_date + interval '11 months' - interval '1 day')::date;
  _new.licence_fee := _lease.monthly_rent;
  _new.deposit := _lease.security_deposit;
  _new.lock_in_months := _lock_in_months;
  _new.notice_days := _notice_days;
  _new.maintenance_paid_by := _maintenance_paid_by;
  _new.maintenance_amount := _maintenance_amount;
  _new.permitted_use := _permitted_use;
  _new.state := _state;
  _new.clauses := array(select distinct c from unnest(coalesce(_clauses, '{}')) c order by c);

  if _old.id is null then
    insert into public.rental_agreements (lease_id, start_date, end_date, licence_fee, deposit, lock_in_months,
      notice_days, maintenance_paid_by, maintenance_amount, permitted_use, state, clauses, drafted_by)
    values (_new.lease_id, _new.start_date, _new.end_date, _new.licence_fee, _new.deposit, _new.lock_in_months,
      _new.notice_days, _new.maintenance_paid_by, _new.maintenance_amount, _new.permitted_use, _new.state,
      _new.clauses, _caller)
    returning * into _new;
    _action := 'drafted';
  elsif private.rental_agreement_terms(_new) = private.rental_agreement_terms(_old) then
    -- The same terms again: nothing changes, confirmations stand.
    return _old;
  else
    -- Other terms: a new version that nobody has agreed to yet.
    update public.rental_agreements a
       set version = a.version + 1, start_date = _new.start_date, end_date = _new.end_date,
           licence_fee = _new.licence_fee, deposit = _new.deposit, lock_in_months = _new.lock_in_months,
           notice_days = _new.notice_days, maintenance_paid_by = _new.maintenance_paid_by,
           maintenance_amount = _new.maintenance_amount, permitted_use = _new.permitted_use, state = _new.state,
           clauses = _new.clauses, drafted_by = _caller, drafted_at = now(),
           landlord_confirmed_by = null, landlord_confirmed_at = null,
           tenant_confirmed_by = null, tenant_confirmed_at = null
     where a.id = _old.id
    returning * into _new;
    _action := 'redrafted';
  end if;
  insert into public.rental_agreement_events (agreement_id, actor_id, action, version, terms)
  values (_new.id, _caller, _action, _new.version, private.rental_agreement_terms(_new));
  return _new;
end
$$;
comment on function public.generate_rental_agreement(uuid, integer, integer, text, numeric, text, text[]) is
  'Drafts (or redrafts) the leave-and-licence agreement of a lease; the landlord or their manager only. Other terms clear confirmations.';
revoke execute on function public.generate_rental_agreement(uuid, integer, integer, text, numeric, text, text[]) from public, anon;
grant execute on function public.generate_rental_agreement(uuid, integer, integer, text, numeric, text, text[]) to authenticated;

-- security definer: as above. The caller names the version they read, so that a confirmation is
-- never counted for terms that changed after they opened the document.
create function public.confirm_rental_agreement(_agreement_id uuid, _version integer)
returns public.rental_agreements
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _caller uuid := private.require_user();
  _a public.rental_agreements;
  _tenant uuid;
  _owner uuid;
  _action text;
begin
  if _agreement_id is null then
    raise exception 'Agreement id is required' using errcode = 'P0001';
  end if;
  select a.* into _a from public.rental_agreements a where a.id = _agreement_id for update;
  select l.tenant_id, p.listed_by into _tenant, _owner
    from public.leases l join public.properties p on p.id = l.property_id
   where l.id = _a.lease_id;
  if _a.id is null or _caller not in (_tenant, _owner) then
    raise exception 'Only the tenant or the landlord of this lease can confirm its agreement' using errcode = 'P0001';
  end if;
  if _version is distinct from _a.version then
    raise exception 'The agreement has changed since you opened it; read it again before confirming' using errcode = 'P0001';
  end if;
  if _caller = _owner and _a.landlord_confirmed_at is null then
    update public.rental_agreements a set landlord_confirmed_by = _caller, landlord_confirmed_at = now()
     where a.id = _a.id returning * into _a;
    _action := 'confirmed_by_landlord';
  elsif _caller = _tenant and _caller <> _owner and _a.tenant_confirmed_at is null then
    update public.rental_agreements a set tenant_confirmed_by = _caller, tenant_confirmed_at = now()
     where a.id = _a.id returning * into _a;
    _action := 'confirmed_by_tenant';
  else
    -- Already confirmed: the first confirmation and its time stand.
    return _a;
  end if;
  insert into public.rental_agreement_events (agreement_id, actor_id, action, version, terms)
  values (_a.id, _caller, _action, _a.version, private.rental_agreement_terms(_a));
  return _a;
end
$$;
comment on function public.confirm_rental_agreement(uuid, integer) is
  'The tenant or the landlord confirms the version of the agreement they read; recorded with who and when.';
revoke execute on function public.confirm_rental_agreement(uuid, integer) from public, anon;
grant execute on function public.confirm_rental_agreement(uuid, integer) to authenticated;
