-- Purpose: a claimed commission run carries a lease that its worker renews while it runs (the
-- heartbeat); a run whose lease has lapsed (its worker crashed, or lost its connection) is taken up
-- again by any worker, and by the next request of its month, instead of staying 'running' for ever.
-- After three lapsed attempts it is marked failed with its reason, and can be requested again.
-- Tables touched: public.commission_runs (new columns lease_until, claim_token, attempts; runs left
-- 'running' by workers that never renewed a lease are offered again). Destructive: no.

alter table public.commission_runs
  add column lease_until timestamptz,
  add column claim_token uuid,
  add column attempts integer not null default 0 check (attempts >= 0);
comment on column public.commission_runs.lease_until is
  'While running: the time by which the worker must renew its claim; after it, another worker takes the run up.';
comment on column public.commission_runs.claim_token is
  'While running: the claim of the worker running it; only that worker renews the lease and closes the run.';
comment on column public.commission_runs.attempts is
  'How many times a worker has claimed this run (more than one when a worker died during it).';

-- A run is abandoned when it is running with a lapsed lease (or none: claimed before leases).
create function private.commission_run_abandoned(_run public.commission_runs) returns boolean
language sql stable
set search_path = ''
as $$
  select _run.status = 'running' and (_run.lease_until is null or _run.lease_until < now())
$$;

-- As before, plus: an outstanding run whose worker died is offered again (and the workers told),
-- so asking for the month again never just returns a run that nobody is running.
create or replace function private.request_commission_run(_month date, _kind text) returns public.commission_runs
language plpgsql volatile
set search_path = ''
as $$
declare
  _admin uuid := private.require_admin('run commissions');
  _run public.commission_runs;
begin
  perform private.require_completed_month(_month);
  -- Even when two admins click at once.
  perform pg_advisory_xact_lock(hashtextextended('public.commission_runs:' || _kind || ':' || _month::text, 0));
  select * into _run from public.commission_runs
   where month = _month and kind = _kind and status in ('requested', 'running')
   order by created_at desc limit 1;
  if found then
    if private.commission_run_abandoned(_run) then
      update public.commission_runs set status = 'requested', lease_until = null, claim_token = null
       where id = _run.id
      returning * into _run;
      perform pg_notify('commission_runs', _run.id::text);
    end if;
    return _run;
  end if;

  insert into public.commission_runs (month, kind, status, requested_by_admin_id)
  values (_month, _kind, 'requested', _admin)
  returning * into _run;
  perform private.audit(_admin, case _kind when 'run' then 'run_monthly_commissions' else 'preview_monthly_commissions' end,
    'commission_runs', _run.id::text, jsonb_build_object('month', _month));
  -- Delivered on commit, so the worker never sees an uncommitted request.
  perform pg_notify('commission_runs', _run.id::text);
  return _run;
end
$$;
