-- Purpose: requested monthly commission runs and their outcome (the worker in db/src/commissions/).
-- Tables touched: public.commission_runs (new). Destructive: no.

create table public.commission_runs (
  id uuid primary key default gen_random_uuid(),
  month date not null check (month = date_trunc('month', month)::date),
  status text not null default 'requested' check (status in ('requested', 'running', 'done', 'failed')),
  requested_by_admin_id uuid,
  error text,
  summary jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.commission_runs is 'Monthly commission runs: requested by an admin, executed by the worker.';
create index commission_runs_month_idx on public.commission_runs (month, created_at desc);
create index commission_runs_pending_idx on public.commission_runs (created_at) where status in ('requested', 'running');

alter table public.commission_runs enable row level security;

create trigger commission_runs_set_updated_at before update on public.commission_runs
  for each row execute function public.set_updated_at();

revoke all on public.commission_runs from anon, authenticated, service_role;
grant select on public.commission_runs to authenticated;
grant all on public.commission_runs to service_role;

create policy commission_runs_select_admin on public.commission_runs for select to authenticated
  using ((select public.is_admin()));
