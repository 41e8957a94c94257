-- Purpose: the monthly rent of each lease, due or paid. Visible wherever its lease is.
-- Tables touched: public.rent_payments (new), type public.rent_payment_status (new). Destructive: no.

create type public.rent_payment_status as enum ('due', 'paid');

create table public.rent_payments (
  id uuid primary key default gen_random_uuid(),
  lease_id uuid not null references public.leases (id) on delete cascade,
  month date not null check (month = date_trunc('month', month)::date),
  amount numeric(14,2) not null check (amount >= 0),
  due_date date not null,
  status public.rent_payment_status not null default 'due',
  paid_on date,
  payment_mode public.payment_mode,
  reference text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (lease_id, month),
  check ((status = 'paid') = (paid_on is not null))
);
comment on table public.rent_payments is 'Monthly rent per lease: amount, due date and whether and how it was paid.';

alter table public.rent_payments enable row level security;

create trigger rent_payments_set_updated_at before update on public.rent_payments
  for each row execute function public.set_updated_at();

revoke all on public.rent_payments from anon, authenticated, service_role;
grant select on public.rent_payments to authenticated;
grant all on public.rent_payments to service_role;

-- Visible wherever its lease is (the subquery runs under the leases' policies).
create policy rent_payments_select_lease on public.rent_payments for select to authenticated
  using (lease_id in (select l.id from public.leases l));
