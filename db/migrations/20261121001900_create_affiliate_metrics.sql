-- Purpose: monthly volumes and rank per affiliate, written by the commission run.
-- Tables touched: public.affiliate_metrics (new). Destructive: no.

create table public.affiliate_metrics (
  id uuid primary key default gen_random_uuid(),
  affiliate_id text not null references public.affiliate_profiles (affiliate_id) on delete cascade,
  month date not null check (month = date_trunc('month', month)::date),
  personal_rvl numeric(14,2) not null default 0,
  primary_stream_rvl numeric(14,2) not null default 0,
  growth_stream_rvl numeric(14,2) not null default 0,
  qualified_rvl numeric(14,2) not null default 0,
  rank public.broker_rank,
  created_at timestamptz not null default now(),
  unique (affiliate_id, month)
);
comment on table public.affiliate_metrics is 'Monthly personal, stream and qualified RVL and rank per affiliate.';

alter table public.affiliate_metrics enable row level security;

revoke all on public.affiliate_metrics from anon, authenticated, service_role;
grant select on public.affiliate_metrics to authenticated;
grant all on public.affiliate_metrics to service_role;

create policy affiliate_metrics_select_own on public.affiliate_metrics for select to authenticated
  using (affiliate_id in (select a.affiliate_id from public.affiliate_profiles a where a.user_id = (select auth.uid())));
create policy affiliate_metrics_select_admin on public.affiliate_metrics for select to authenticated
  using ((select public.is_admin()));
