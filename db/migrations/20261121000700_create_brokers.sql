-- Purpose: broker accounts with rank, registration fee state and shadow balancing (Fast Track).
-- Activation, registration payment and shadow balancing columns are owned by the
-- security-definer transitions: no role may update them directly.
-- Tables touched: public.brokers (new). Destructive: no.

create table public.brokers (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references auth.users (id) on delete cascade,
  name text not null,
  phone text,
  city text,
  current_rank public.broker_rank,
  shadow_balancing_enabled boolean not null default false,
  shadow_balancing_start_date date,
  shadow_balancing_end_date date,
  shadow_balancing_reason text,
  activated boolean not null default false,
  reg_fee_paid boolean not null default false,
  reg_paid_at timestamptz,
  reg_payment_mode text,
  reg_payment_ref text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (shadow_balancing_end_date is null or shadow_balancing_start_date is null
    or shadow_balancing_end_date >= shadow_balancing_start_date)
);
comment on table public.brokers is 'Broker accounts: rank, registration fee and shadow balancing window.';
create index brokers_name_idx on public.brokers (name);
create index brokers_shadow_balancing_end_date_idx on public.brokers (shadow_balancing_end_date)
  where shadow_balancing_enabled;

alter table public.brokers enable row level security;

create trigger brokers_set_updated_at before update on public.brokers
  for each row execute function public.set_updated_at();

revoke all on public.brokers from anon, authenticated, service_role;
grant select on public.brokers to authenticated;
grant update (name, phone, city) on public.brokers to authenticated;
grant all on public.brokers to service_role;

create policy brokers_select_own on public.brokers for select to authenticated
  using (user_id = (select auth.uid()));
create policy brokers_select_admin on public.brokers for select to authenticated
  using ((select public.is_admin()));
create policy brokers_update_own on public.brokers for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy brokers_update_admin on public.brokers for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
