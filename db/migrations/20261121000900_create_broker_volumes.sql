-- Purpose: monthly rank qualification per broker, written by the commission run.
-- Tables touched: public.broker_volumes (new). Destructive: no.

create table public.broker_volumes (
  id uuid primary key default gen_random_uuid(),
  broker_id uuid not null references public.brokers (id) on delete cascade,
  month date not null check (month = date_trunc('month', month)::date),
  current_rank public.broker_rank,
  qualified_rvl numeric(14,2) not null default 0,
  personal_rvl numeric(14,2) not null default 0,
  primary_stream_rvl numeric(14,2) not null default 0,
  growth_stream_rvl numeric(14,2) not null default 0,
  created_at timestamptz not null default now(),
  unique (broker_id, month)
);
comment on table public.broker_volumes is 'Monthly qualified RVL and rank per broker; the newest row is the current rank.';

alter table public.broker_volumes enable row level security;

revoke all on public.broker_volumes from anon, authenticated, service_role;
grant select on public.broker_volumes to authenticated;
grant all on public.broker_volumes to service_role;

create policy broker_volumes_select_own on public.broker_volumes for select to authenticated
  using (broker_id in (select b.id from public.brokers b where b.user_id = (select auth.uid())));
create policy broker_volumes_select_admin on public.broker_volumes for select to authenticated
  using ((select public.is_admin()));
