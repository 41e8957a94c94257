-- Purpose: commission runs and ranks come from completed months only (Asia/Kolkata). A month still
-- in progress (or a future one) cannot be run or previewed; a broker's current rank is their rank in
-- the newest completed month that was run (broker_volumes keeps every month's rank); an admin can ask
-- for a preview of a run (what it would change, computed by the worker and written nowhere but on
-- the preview's own request row) before the run itself.
-- Tables touched: public.commission_runs (new column kind; runs of open months marked failed),
-- public.broker_volumes, public.affiliate_metrics, public.managed_rental_commissions (rows of months
-- still in progress removed, paid commissions kept), public.brokers (current_rank recomputed).
-- Destructive: yes: figures computed on a month still in progress were wrong (every rank reset) and
-- are removed; they are computed again once the month has ended.

alter table public.commission_runs
  add column kind text not null default 'run' check (kind in ('run', 'preview'));
comment on column public.commission_runs.kind is
  'run: writes the month''s ranks and commissions; preview: computes what a run would change and writes nothing.';
drop index public.commission_runs_month_idx;
create index commission_runs_month_idx on public.commission_runs (month, kind, created_at desc);

-- The first month that has not ended yet on the Indian calendar: runs are for months before it.
create function private.first_open_month() returns date
language sql stable
set search_path = ''
as $$
  select date_trunc('month', private.india_today())::date
$$;

-- A requested month, checked as both run_monthly_commissions and preview_monthly_commissions check it.
create function private.require_completed_month(_month date) returns void
language plpgsql stable
set search_path = ''
as $$
begin
  if _month is null then
    raise exception 'Month is required' using errcode = 'P0001';
  end if;
  if _month <> date_trunc('month', _month)::date then
    raise exception 'Month must be the first day of a month' using errcode = 'P0001';
  end if;
  if _month > private.first_open_month() then
    raise exception 'Month cannot be in the future' using errcode = 'P0001';
  end if;
  if _month = private.first_open_month() then
    raise exception 'Month is still in progress: only completed months can be run' using errcode = 'P0001';
  end if;
end
$$;

-- COMPENSATION.md: a broker's current rank is their rank in the newest completed month that was
-- run; a broker with no such month has no computed rank (null: paid as Starter). Called by the
-- commission worker after every run, whatever month it ran.
create function private.refresh_broker_current_ranks() returns integer
language plpgsql volatile
set search_path = ''
as $$
declare
  _changed integer;
begin
  with newest as (
    select b.id,
           (select v.current_rank from public.broker_volumes v
             where v.broker_id = b.id and v.month < private.first_open_month()
             order by v.month desc limit 1) as rank
      from public.brokers b
  )
  update public.brokers b set current_rank = n.rank
    from newest n
   where n.id = b.id and b.current_rank is distinct from n.rank;
  get diagnostics _changed = row_count;
  return _changed;
end
$$;
revoke execute on function private.refresh_broker_current_ranks() from public;

-- One outstanding request per month and kind, made by an admin, audited, heard by the worker.
create function private.request_commission_run(_month date, _kind text) returns public.commission_runs
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

-- security definer: commission_runs has no INSERT grant for authenticated; the function checks
-- for an admin itself.
create or replace function public.run_monthly_commissions(_month date) returns public.commission_runs
language sql volatile security definer
set search_path = ''
as $$
  select * from private.request_commission_run(_month, 'run')
$$;
comment on function public.run_monthly_commissions(date) is
  'Admin: request the commission run of a completed month (one outstanding request per month), audited.';
revoke execute on function public.run_monthly_commissions(date) from public, anon;
grant execute on function public.run_monthly_commissions(date) to authenticated;

create function public.preview_monthly_commissions(_month date) returns public.commission_runs
language sql volatile security definer
set search_path = ''
as $$
  select * from private.request_commission_run(_month, 'preview')
$$;
comment on function public.preview_monthly_commissions(date) is
  'Admin: request a preview of a completed month''s run (what it would change; writes nothing), audited.';
revoke execute on function public.preview_monthly_commissions(date) from public, anon;
grant execute on function public.preview_monthly_commissions(date) to authenticated;

-- Figures of months still in progress, computed before runs of them were refused.
update public.commission_runs
   set status = 'failed', error = 'Discarded: the month was still in progress when it was run'
 where month >= private.first_open_month() and status <> 'failed';
delete from public.managed_rental_commissions where month_year >= private.first_open_month() and status <> 'paid';
delete from public.broker_volumes where month >= private.first_open_month();
delete from public.affiliate_metrics where month >= private.first_open_month();
select private.refresh_broker_current_ranks();
