-- Purpose: commissions earned on paid RVL, written idempotently by the monthly commission run.
-- Tables touched: public.managed_rental_commissions (new). Destructive: no.

create table public.managed_rental_commissions (
  id uuid primary key default gen_random_uuid(),
  broker_id uuid references public.brokers (id) on delete set null,
  affiliate_id text,
  beneficiary_user_id uuid not null references auth.users (id) on delete cascade,
  source_payment_id uuid references public.managed_property_rvl_payments (id) on delete cascade,
  amount numeric(14,2) not null check (amount >= 0),
  month_year date not null check (month_year = date_trunc('month', month_year)::date),
  status public.commission_status not null default 'pending',
  commission_type text not null check (commission_type in ('personal', 'differential')),
  level smallint not null check (level between 1 and 10),
  percentage numeric(5,2) not null check (percentage between 0 and 100),
  paid_at timestamptz,
  created_at timestamptz not null default now()
);
comment on table public.managed_rental_commissions is 'Commission per beneficiary, source RVL payment and level.';
create index managed_rental_commissions_beneficiary_idx on public.managed_rental_commissions (beneficiary_user_id, month_year desc);
create index managed_rental_commissions_broker_id_idx on public.managed_rental_commissions (broker_id, created_at desc);
create index managed_rental_commissions_affiliate_id_idx on public.managed_rental_commissions (affiliate_id);
create index managed_rental_commissions_source_payment_id_idx on public.managed_rental_commissions (source_payment_id);
create index managed_rental_commissions_month_year_idx on public.managed_rental_commissions (month_year, status);

alter table public.managed_rental_commissions enable row level security;

revoke all on public.managed_rental_commissions from anon, authenticated, service_role;
grant select on public.managed_rental_commissions to authenticated;
grant all on public.managed_rental_commissions to service_role;

create policy managed_rental_commissions_select_own on public.managed_rental_commissions for select to authenticated
  using (beneficiary_user_id = (select auth.uid()));
create policy managed_rental_commissions_select_admin on public.managed_rental_commissions for select to authenticated
  using ((select public.is_admin()));
