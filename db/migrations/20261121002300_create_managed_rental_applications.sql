-- Purpose: landlords' applications to the managed rental programme. Status, review and locked
-- rental value are owned by the approve/decline transitions and cannot be written directly.
-- Tables touched: public.managed_rental_applications (new). Destructive: no.

create table public.managed_rental_applications (
  id uuid primary key default gen_random_uuid(),
  status public.managed_application_status not null default 'submitted',
  landlord_id uuid not null references auth.users (id) on delete cascade,
  submitted_by_broker_id uuid references public.brokers (id) on delete set null,
  affiliate_id text references public.affiliate_profiles (affiliate_id) on delete set null,
  property_location text not null,
  locality text,
  property_type public.property_type not null,
  property_address text,
  bedrooms smallint check (bedrooms between 1 and 10),
  bathrooms smallint check (bathrooms between 1 and 10),
  area_sqft integer not null default 0 check (area_sqft >= 0),
  furnishing public.furnishing,
  amenities text[] not null default '{}',
  description text,
  monthly_rent numeric(14,2) not null check (monthly_rent > 0),
  security_deposit numeric(14,2) not null default 0 check (security_deposit >= 0),
  commission_percentage numeric(5,2) not null default 8 check (commission_percentage between 0 and 100),
  management_fee_percentage numeric(5,2) not null default 8 check (management_fee_percentage between 0 and 100),
  guaranteed_rent_amount numeric(14,2) not null default 0 check (guaranteed_rent_amount >= 0),
  rental_start_date date,
  rental_end_date date,
  contract_type text not null default 'standard',
  rental_value_locked numeric(14,2),
  reviewed_at timestamptz,
  reviewed_by_admin_id uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (rental_end_date is null or rental_start_date is null or rental_end_date >= rental_start_date)
);
comment on table public.managed_rental_applications is 'Applications to have a property managed; visible to landlord and submitting broker.';
create index managed_rental_applications_landlord_id_idx on public.managed_rental_applications (landlord_id, created_at desc);
create index managed_rental_applications_broker_id_idx on public.managed_rental_applications (submitted_by_broker_id, created_at desc);
create index managed_rental_applications_affiliate_id_idx on public.managed_rental_applications (affiliate_id);
create index managed_rental_applications_status_idx on public.managed_rental_applications (status, created_at desc);
create index managed_rental_applications_created_at_idx on public.managed_rental_applications (created_at desc);

alter table public.managed_rental_applications enable row level security;

create trigger managed_rental_applications_set_updated_at before update on public.managed_rental_applications
  for each row execute function public.set_updated_at();

revoke all on public.managed_rental_applications from anon, authenticated, service_role;
grant select on public.managed_rental_applications to authenticated;
-- Descriptive fields only: never status, review, locked value, parties or commercial terms.
grant update (property_location, locality, property_type, property_address, bedrooms, bathrooms, area_sqft,
  furnishing, amenities, description, monthly_rent, security_deposit, rental_start_date, rental_end_date)
  on public.managed_rental_applications to authenticated;
grant all on public.managed_rental_applications to service_role;

create policy managed_rental_applications_select_landlord on public.managed_rental_applications for select to authenticated
  using (landlord_id = (select auth.uid()));
create policy managed_rental_applications_select_broker on public.managed_rental_applications for select to authenticated
  using (submitted_by_broker_id in (select b.id from public.brokers b where b.user_id = (select auth.uid())));
create policy managed_rental_applications_select_admin on public.managed_rental_applications for select to authenticated
  using ((select public.is_admin()));
-- A landlord may correct their application until review starts.
create policy managed_rental_applications_update_landlord on public.managed_rental_applications for update to authenticated
  using (landlord_id = (select auth.uid()) and status = 'submitted')
  with check (landlord_id = (select auth.uid()) and status = 'submitted');
create policy managed_rental_applications_update_admin on public.managed_rental_applications for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
