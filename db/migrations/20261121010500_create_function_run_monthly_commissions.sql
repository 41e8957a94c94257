-- Purpose: run_monthly_commissions (COMPENSATION.md): an admin asks for a month's commission run.
-- The row is the request; the commission worker (db/src/commissions/) hears the notification,
-- computes it with the one engine in core/src/commission.ts and records the outcome on the row.
-- Tables touched: public.commission_runs (insert), public.admin_audit_log (insert). Destructive: no.

-- security definer: commission_runs has no INSERT grant for authenticated; the function checks
-- for an admin itself.
create function public.run_monthly_commissions(_month date) returns public.commission_runs
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _admin uuid := private.require_admin('run commissions');
  _run public.commission_runs;
begin
  if _month is null then
    raise exception 'Month is required' using errcode = 'P0001';
  end if;
  if _month <> date_trunc('month', _month)::date then
    raise exception 'Month must be the first day of a month' using errcode = 'P0001';
  end if;
  if _month > date_trunc('month', private.india_today())::date then
    raise exception 'Month cannot be in the future' using errcode = 'P0001';
  end if;

  -- A month has at most one outstanding request, even when two admins click at once.
  perform pg_advisory_xact_lock(hashtextextended('public.commission_runs:' || _month::text, 0));
  select * into _run from public.commission_runs
   where month = _month and status in ('requested', 'running')
   order by created_at desc limit 1;
  if found then
    return _run;
  end if;

  insert into public.commission_runs (month, status, requested_by_admin_id)
  values (_month, 'requested', _admin)
  returning * into _run;
  perform private.audit(_admin, 'run_monthly_commissions', 'commission_runs', _run.id::text,
    jsonb_build_object('month', _month));
  -- Delivered on commit, so the worker never sees an uncommitted request.
  perform pg_notify('commission_runs', _run.id::text);
  return _run;
end
$$;
comment on function public.run_monthly_commissions(date) is
  'Admin: request the commission run of a month (one outstanding request per month), audited.';

revoke execute on function public.run_monthly_commissions(date) from public, anon;
grant execute on function public.run_monthly_commissions(date) to authenticated;
