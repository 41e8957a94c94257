-- Purpose: configuration of a managed property (rent, deposit, payment terms, lease, RVL amount),
-- created by approve_and_configure_managed_property.
-- Tables touched: public.managed_property_details (new). Destructive: no.

create table public.managed_property_details (
  id uuid primary key default gen_random_uuid(),
  application_id uuid not null unique references public.managed_rental_applications (id) on delete cascade,
  managed_property_id uuid references public.managed_properties (id) on delete set null,
  property_name text,
  owner_name text,
  monthly_rent numeric(14,2) check (monthly_rent >= 0),
  security_deposit_company numeric(14,2) not null default 0 check (security_deposit_company >= 0),
  security_deposit_type public.security_deposit_type not null default 'refundable',
  payment_mode public.payment_mode not null default 'bank_transfer',
  monthly_rent_payment_date smallint not null default 1 check (monthly_rent_payment_date between 1 and 31),
  lease_start_date date,
  lease_end_date date,
  affiliate_name text,
  affiliate_id text,
  rvl_amount numeric(14,2) check (rvl_amount >= 0),
  created_by_admin_id uuid,
  status text not null default 'active',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (lease_end_date is null or lease_start_date is null or lease_end_date >= lease_start_date)
);
comment on table public.managed_property_details is 'Configured managed properties: payment terms, lease and RVL amount.';
create index managed_property_details_managed_property_id_idx on public.managed_property_details (managed_property_id);
create index managed_property_details_affiliate_id_idx on public.managed_property_details (affiliate_id);
create index managed_property_details_created_at_idx on public.managed_property_details (created_at desc);

alter table public.managed_property_details enable row level security;

create trigger managed_property_details_set_updated_at before update on public.managed_property_details
  for each row execute function public.set_updated_at();

revoke all on public.managed_property_details from anon, authenticated, service_role;
grant select on public.managed_property_details to authenticated;
-- Not the application, the RVL amount, the attribution or who configured it.
grant update (property_name, owner_name, security_deposit_company, security_deposit_type, payment_mode,
  monthly_rent_payment_date, lease_start_date, lease_end_date, status) on public.managed_property_details to authenticated;
grant all on public.managed_property_details to service_role;

create policy managed_property_details_select_landlord on public.managed_property_details for select to authenticated
  using (application_id in (select a.id from public.managed_rental_applications a where a.landlord_id = (select auth.uid())));
create policy managed_property_details_select_admin on public.managed_property_details for select to authenticated
  using ((select public.is_admin()));
create policy managed_property_details_update_admin on public.managed_property_details for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
