-- Purpose: a new draft of a leave-and-licence agreement covers a term that has not begun. Drafts
-- copied the lease's start, so a lease running since March was drafted in December as a licence
-- from March: eleven months partly past, for the parties to sign today. A draft's term now starts
-- on the lease's start or on the day it is drafted (India), whichever is later; a lease that has
-- ended is refused ('This lease has ended, so no new agreement can be drafted for it'). Drafting
-- the same terms again still changes nothing: an agreement whose term is the one its own drafting
-- day gave stands, with its confirmations; one drafted before this rule with a start already past
-- becomes a new version when drafted again. core's agreementTerm and agreementDraftSchema
-- (core/src/validation/rentalAgreement.ts) state the same rules for the form.
-- Tables touched: public.rental_agreements, public.rental_agreement_events (writes, unchanged).
-- Destructive: no; the function is replaced with the same signature, grants and comment.

-- security definer: signed-in people have no write grant on agreements, so that every draft goes
-- through these checks and leaves its entry. Fee, deposit and term come from the lease, the state
-- from the property's city; the caller chooses the rest.
create or replace function public.generate_rental_agreement(
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
  _today date := private.india_today();
  _lease public.leases;
  _owner uuid;
  _state text;
  _old public.rental_agreements;
  _new public.rental_agreements;
  _same public.rental_agreements;
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
  if _lease.end_date is not null and _lease.end_date < _today then
    raise exception 'This lease has ended, so no new agreement can be drafted for it' using errcode = 'P0001';
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
  -- From the lease's first day, or today when that has passed; eleven months to the day before
  -- (1 Jan to 30 Nov), as core's agreementTerm.
  _new.start_date := greatest(_lease.start_date, _today);
  _new.end_date := (_new.start_date + interval '11 months' - interval '1 day')::date;
  _new.licence_fee := _lease.monthly_rent;
  _new.deposit := _lease.security_deposit;
  _new.lock_in_months := _lock_in_months;
  _new.notice_days := _notice_days;
  _new.maintenance_paid_by := _maintenance_paid_by;
  _new.maintenance_amount := _maintenance_amount;
  _new.permitted_use := _permitted_use;
  _new.state := _state;
  _new.clauses := array(select distinct c from unnest(coalesce(_clauses, '{}')) c order by c);

  -- The same terms as the agreement on file, its term being the one this lease gave on the day it
  -- was drafted: nothing changes and the confirmations stand, whatever day it is drafted again.
  _same := _new;
  _same.start_date := _old.start_date;
  _same.end_date := _old.end_date;

  if _old.id is null then
    insert into public.rental_agreements (lease_id, start_date, end_date, licence_fee, deposit, lock_in_months,
      notice_days, maintenance_paid_by, maintenance_amount, permitted_use, state, clauses, drafted_by)
    values (_new.lease_id, _new.start_date, _new.end_date, _new.licence_fee, _new.deposit, _new.lock_in_months,
      _new.notice_days, _new.maintenance_paid_by, _new.maintenance_amount, _new.permitted_use, _new.state,
      _new.clauses, _caller)
    returning * into _new;
    _action := 'drafted';
  elsif _old.start_date = greatest(_lease.start_date, (_old.drafted_at at time zone 'Asia/Kolkata')::date)
        and private.rental_agreement_terms(_same) = private.rental_agreement_terms(_old) then
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
  'Drafts (or redrafts) the leave-and-licence agreement of a running or coming lease, its term starting no earlier than today; the landlord or their manager only. Other terms clear confirmations.';
revoke execute on function public.generate_rental_agreement(uuid, integer, integer, text, numeric, text, text[]) from public, anon;
grant execute on function public.generate_rental_agreement(uuid, integer, integer, text, numeric, text, text[]) to authenticated;
