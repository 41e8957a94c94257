-- Purpose: monthly RVL payment state per managed property; only mark_rvl_payment_paid writes it.
-- Tables touched: public.managed_property_rvl_payments (new). Destructive: no.

create table public.managed_property_rvl_payments (
  id uuid primary key default gen_random_uuid(),
  managed_property_id uuid not null references public.managed_property_details (id) on delete cascade,
  payment_month date not null check (payment_month = date_trunc('month', payment_month)::date),
  rvl_amount numeric(14,2) not null check (rvl_amount >= 0),
  payment_status public.rvl_payment_status not null default 'pending',
  payment_date date,
  processed_by_admin_id uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (managed_property_id, payment_month)
);
comment on table public.managed_property_rvl_payments is 'RVL payment per managed property and month (pending or paid).';
create index managed_property_rvl_payments_month_idx on public.managed_property_rvl_payments (payment_month)
  where payment_status = 'paid';

alter table public.managed_property_rvl_payments enable row level security;

create trigger managed_property_rvl_payments_set_updated_at before update on public.managed_property_rvl_payments
  for each row execute function public.set_updated_at();

revoke all on public.managed_property_rvl_payments from anon, authenticated, service_role;
grant select on public.managed_property_rvl_payments to authenticated;
grant all on public.managed_property_rvl_payments to service_role;

-- Visible wherever its configured property is (the subquery runs under that table's policies).
create policy managed_property_rvl_payments_select_landlord on public.managed_property_rvl_payments for select to authenticated
  using (managed_property_id in (select d.id from public.managed_property_details d));
create policy managed_property_rvl_payments_select_admin on public.managed_property_rvl_payments for select to authenticated
  using ((select public.is_admin()));
