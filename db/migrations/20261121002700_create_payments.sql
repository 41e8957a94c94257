-- Purpose: payments (broker registration fees and others). Status and paid time are owned by
-- activate_broker_registration: nobody marks their own payment paid.
-- Tables touched: public.payments (new). Destructive: no.

create table public.payments (
  id uuid primary key default gen_random_uuid(),
  kind text not null default 'broker_registration',
  provider text not null default 'upi' check (provider in ('upi', 'cash', 'bank_transfer', 'cheque', 'razorpay')),
  provider_payment_id text,
  amount numeric(14,2) not null check (amount >= 0),
  status public.payment_status not null default 'pending',
  paid_at timestamptz,
  broker_id uuid references public.brokers (id) on delete set null,
  user_id uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.payments is 'Payments such as broker registration fees.';
create index payments_kind_created_at_idx on public.payments (kind, created_at desc);
create index payments_broker_id_idx on public.payments (broker_id, created_at desc);
create index payments_user_id_idx on public.payments (user_id, created_at desc);

alter table public.payments enable row level security;

create trigger payments_set_updated_at before update on public.payments
  for each row execute function public.set_updated_at();

revoke all on public.payments from anon, authenticated, service_role;
grant select on public.payments to authenticated;
grant all on public.payments to service_role;

create policy payments_select_own on public.payments for select to authenticated
  using (user_id = (select auth.uid()));
create policy payments_select_admin on public.payments for select to authenticated
  using ((select public.is_admin()));
