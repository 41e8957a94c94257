-- Purpose: rent records of a tenancy, kept by its two parties. The tenant marks a month paid with
-- how they paid: UPI with its 12-digit reference (UTR), a bank transfer or cheque with its
-- reference, or cash with a note (report_rent_payment); the month stays unpaid until the landlord
-- confirms it (confirm_rent_payment), which marks it paid on the day the tenant gave, so its rent
-- receipt follows. A confirmed month changes only by going back: the landlord reopens it with a
-- reason (reopen_rent_payment), which also declines a report that is wrong. A network's reference
-- is accepted once across rent and every other payment (normalize_payment_reference, as broker
-- registrations). Every step leaves an entry in rent_payment_events.
-- Tables touched: public.rent_payments (columns, a unique index), public.rent_payment_events (new).
-- Destructive: no; rows written before keep their values and have no report.

alter table public.rent_payments
  add column note text constraint rent_payments_note_length check (char_length(note) <= 500),
  add column reported_paid_on date,
  add column reported_by uuid references auth.users (id) on delete set null,
  add column reported_at timestamptz,
  add column confirmed_by uuid references auth.users (id) on delete set null,
  add column confirmed_at timestamptz,
  add constraint rent_payments_reference_length check (char_length(reference) <= 64);
comment on column public.rent_payments.reported_at is
  'When the tenant marked the month paid (payment_mode, reference, note, reported_paid_on say how); null when they have not.';
comment on column public.rent_payments.confirmed_at is 'When the landlord confirmed the tenant''s payment (status paid).';

-- A network's reference quoted by a tenant is one payment: two months (or two tenants) cannot
-- quote the same UTR. Rows from before carry no report and keep whatever they hold.
create unique index rent_payments_reference_key
  on public.rent_payments (public.normalize_payment_reference(reference))
  where payment_mode in ('upi', 'bank_transfer') and reported_at is not null;

create table public.rent_payment_events (
  id uuid primary key default gen_random_uuid(),
  rent_payment_id uuid not null references public.rent_payments (id) on delete cascade,
  actor_id uuid references auth.users (id) on delete set null,
  action text not null check (action in ('reported', 'confirmed', 'reopened')),
  -- What the month held after the step (reported, confirmed) or before it (reopened), and why.
  details jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);
comment on table public.rent_payment_events is
  'History of each month''s rent: the tenant''s reports, the landlord''s confirmations and reopenings, with who and when.';
create index rent_payment_events_rent_payment_id_idx on public.rent_payment_events (rent_payment_id, created_at);

alter table public.rent_payment_events enable row level security;

-- No role may change or remove an entry; entries go only with their month (a cascade).
revoke all on public.rent_payment_events from anon, authenticated, service_role;
grant select on public.rent_payment_events to authenticated;
grant select, insert on public.rent_payment_events to service_role;

-- Visible wherever its month is (the subquery runs under the rent_payments policies).
create policy rent_payment_events_select_rent on public.rent_payment_events for select to authenticated
  using (rent_payment_id in (select r.id from public.rent_payments r));

-- The month, its lease's tenant and landlord, locked for the step.
create function private.lock_rent_month(_rent_payment_id uuid, out _rent public.rent_payments, out _tenant uuid, out _landlord uuid)
language sql volatile
set search_path = ''
as $$
  select r, l.tenant_id, p.listed_by
    from public.rent_payments r
    join public.leases l on l.id = r.lease_id
    join public.properties p on p.id = l.property_id
   where r.id = _rent_payment_id
     for update of r
$$;

-- security definer: rent has no write grant for API roles; only the lease's tenant reports a month,
-- and the report leaves the month unpaid until the landlord confirms it.
create function public.report_rent_payment(_rent_payment_id uuid, _payment jsonb) returns public.rent_payments
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _caller uuid := private.require_user();
  _form jsonb := coalesce(_payment, '{}'::jsonb);
  _today date := private.india_today();
  _month record;
  _mode text;
  _reference text;
  _normal text;
  _note text;
  _paid_on date;
  _row public.rent_payments;
begin
  if jsonb_typeof(_form) <> 'object' then
    raise exception 'Payment must be an object' using errcode = 'P0001';
  end if;
  select * into _month from private.lock_rent_month(_rent_payment_id);
  if (_month._rent).id is null or _month._tenant is distinct from _caller then
    raise exception 'Only the tenant of this lease can mark its rent paid' using errcode = 'P0001';
  end if;
  if (_month._rent).status = 'paid' then
    raise exception 'The landlord has already confirmed this month; ask them to reopen it to change it' using errcode = 'P0001';
  end if;
  if (_month._rent).month > date_trunc('month', _today)::date then
    raise exception 'Only this month and earlier months can be marked paid' using errcode = 'P0001';
  end if;

  _mode := private.field_text(_form, 'payment_mode');
  if _mode is null or _mode not in ('upi', 'bank_transfer', 'cheque', 'cash') then
    raise exception 'Choose how you paid' using errcode = 'P0001';
  end if;
  _reference := private.field_text(_form, 'reference');
  _normal := public.normalize_payment_reference(_reference);
  if _mode = 'upi' then
    -- As apps show a UTR, spaces allowed (core's UPI_REFERENCE_PATTERN): kept without them.
    _reference := _normal;
    if _reference is null or _reference !~ '^[0-9]{12}$' then
      raise exception 'Enter the 12-digit UPI transaction reference (UTR)' using errcode = 'P0001';
    end if;
  elsif _mode in ('bank_transfer', 'cheque') and _normal is null then
    raise exception 'Enter the payment reference' using errcode = 'P0001';
  end if;
  if char_length(_reference) > 64 then
    raise exception 'A payment reference can be at most 64 characters' using errcode = 'P0001';
  end if;
  _note := private.field_text(_form, 'note');
  if _mode = 'cash' and _note is null then
    raise exception 'For cash, say in a note when and to whom you paid' using errcode = 'P0001';
  end if;
  if char_length(_note) > 500 then
    raise exception 'A note can be at most 500 characters' using errcode = 'P0001';
  end if;
  _paid_on := coalesce(private.field_date(_form, 'paid_on', 'The day you paid'), _today);
  if _paid_on > _today or _paid_on < _today - 365 then
    raise exception 'The day you paid must be today or within the last year' using errcode = 'P0001';
  end if;
  if _mode in ('upi', 'bank_transfer') then
    -- One reference is one payment, whichever network or table quoted it; quoting it takes turns
    -- with broker activations of the same reference.
    perform pg_advisory_xact_lock(hashtextextended('public.payments.reference:' || _normal, 0));
    if exists (select 1 from public.payments o
                where o.provider in ('upi', 'bank_transfer', 'razorpay')
                  and public.normalize_payment_reference(o.provider_payment_id) = _normal)
       or exists (select 1 from public.rent_payments o
                   where o.id <> _rent_payment_id and o.payment_mode in ('upi', 'bank_transfer')
                     and public.normalize_payment_reference(o.reference) = _normal) then
      raise exception 'This payment reference has already been used' using errcode = 'P0001';
    end if;
  end if;

  update public.rent_payments r
     set payment_mode = _mode::public.payment_mode, reference = _reference, note = _note,
         reported_paid_on = _paid_on, reported_by = _caller, reported_at = now()
   where r.id = _rent_payment_id
  returning * into _row;
  insert into public.rent_payment_events (rent_payment_id, actor_id, action, details)
  values (_row.id, _caller, 'reported', jsonb_build_object('payment_mode', _mode, 'reference', _reference,
    'note', _note, 'paid_on', _paid_on, 'amount', _row.amount, 'month', _row.month));
  return _row;
end
$$;
comment on function public.report_rent_payment(uuid, jsonb) is
  'The tenant marks a month of rent paid (UPI with its UTR, bank transfer or cheque with its reference, cash with a note); the landlord confirms it.';
revoke execute on function public.report_rent_payment(uuid, jsonb) from public, anon;
grant execute on function public.report_rent_payment(uuid, jsonb) to authenticated;

-- security definer: as above; only the landlord (not their manager, not the tenant) confirms.
create function public.confirm_rent_payment(_rent_payment_id uuid) returns public.rent_payments
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _caller uuid := private.require_user();
  _month record;
  _row public.rent_payments;
begin
  select * into _month from private.lock_rent_month(_rent_payment_id);
  if (_month._rent).id is null or _month._landlord is distinct from _caller then
    raise exception 'Only the landlord can confirm or reopen the rent of this lease' using errcode = 'P0001';
  end if;
  if (_month._rent).status = 'paid' then
    return _month._rent; -- confirming twice is one confirmation
  end if;
  if (_month._rent).reported_at is null then
    raise exception 'The tenant has not marked this month paid yet' using errcode = 'P0001';
  end if;
  update public.rent_payments r
     set status = 'paid', paid_on = r.reported_paid_on, confirmed_by = _caller, confirmed_at = now()
   where r.id = _rent_payment_id
  returning * into _row;
  insert into public.rent_payment_events (rent_payment_id, actor_id, action, details)
  values (_row.id, _caller, 'confirmed', jsonb_build_object('payment_mode', _row.payment_mode, 'reference', _row.reference,
    'note', _row.note, 'paid_on', _row.paid_on, 'amount', _row.amount, 'month', _row.month));
  return _row;
end
$$;
comment on function public.confirm_rent_payment(uuid) is
  'The landlord confirms the month the tenant marked paid: paid on the tenant''s day, so its receipt follows.';
revoke execute on function public.confirm_rent_payment(uuid) from public, anon;
grant execute on function public.confirm_rent_payment(uuid) to authenticated;

-- security definer: as above. Going back is the only way a confirmed month changes; what it held
-- stays in the history with the reason.
create function public.reopen_rent_payment(_rent_payment_id uuid, _reason text) returns public.rent_payments
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _caller uuid := private.require_user();
  _why text := nullif(btrim(_reason), '');
  _month record;
  _old public.rent_payments;
  _row public.rent_payments;
begin
  select * into _month from private.lock_rent_month(_rent_payment_id);
  if (_month._rent).id is null or _month._landlord is distinct from _caller then
    raise exception 'Only the landlord can confirm or reopen the rent of this lease' using errcode = 'P0001';
  end if;
  _old := _month._rent;
  if _old.status <> 'paid' and _old.reported_at is null then
    raise exception 'This month is not marked paid' using errcode = 'P0001';
  end if;
  if _why is null or char_length(_why) > 500 then
    raise exception 'Say why the month goes back to unpaid, in up to 500 characters' using errcode = 'P0001';
  end if;
  update public.rent_payments r
     set status = 'due', paid_on = null, payment_mode = null, reference = null, note = null,
         reported_paid_on = null, reported_by = null, reported_at = null, confirmed_by = null, confirmed_at = null
   where r.id = _rent_payment_id
  returning * into _row;
  insert into public.rent_payment_events (rent_payment_id, actor_id, action, details)
  values (_row.id, _caller, 'reopened', jsonb_build_object('reason', _why, 'was', _old.status,
    'payment_mode', _old.payment_mode, 'reference', _old.reference, 'note', _old.note,
    'paid_on', coalesce(_old.paid_on, _old.reported_paid_on), 'amount', _old.amount, 'month', _old.month));
  return _row;
end
$$;
comment on function public.reopen_rent_payment(uuid, text) is
  'The landlord takes a month back to unpaid (a wrong report, or a confirmation undone), with a reason kept in its history.';
revoke execute on function public.reopen_rent_payment(uuid, text) from public, anon;
grant execute on function public.reopen_rent_payment(uuid, text) to authenticated;
