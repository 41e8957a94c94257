-- Purpose: managed rentals hold only sane typed values (spec 9: whole rupees): monthly rent from
-- ₹500 to ₹50,00,000, deposits up to ₹5,00,00,000, guaranteed rent up to ₹50,00,000, bounded text,
-- and a lease start set within a year of today. Add RVL used to accept a 3,000-character city;
-- Approve & Configure a lease starting in 2019. The functions are unchanged: the table refuses the
-- row. RVL amounts are derived (rent times a percentage) and keep their paise.
-- Tables touched: public.managed_rental_applications, public.managed_property_details (named
-- checks, trigger). Destructive: no; a row outside a range would stop the migration (the seed has none).

alter table public.managed_rental_applications
  add constraint managed_rental_applications_property_location_length
    check (char_length(btrim(property_location)) between 1 and 100),
  add constraint managed_rental_applications_locality_length check (char_length(locality) <= 100),
  add constraint managed_rental_applications_property_address_length check (char_length(property_address) <= 300),
  add constraint managed_rental_applications_description_length check (char_length(description) <= 5000),
  add constraint managed_rental_applications_monthly_rent_range
    check (monthly_rent = trunc(monthly_rent) and monthly_rent between 500 and 5000000),
  add constraint managed_rental_applications_security_deposit_range
    check (security_deposit = trunc(security_deposit) and security_deposit between 0 and 50000000),
  add constraint managed_rental_applications_guaranteed_rent_range
    check (guaranteed_rent_amount = trunc(guaranteed_rent_amount) and guaranteed_rent_amount between 0 and 5000000);

alter table public.managed_property_details
  add constraint managed_property_details_property_name_length check (char_length(property_name) <= 200),
  add constraint managed_property_details_owner_name_length check (char_length(owner_name) <= 200),
  add constraint managed_property_details_monthly_rent_range
    check (monthly_rent = trunc(monthly_rent) and monthly_rent between 500 and 5000000),
  add constraint managed_property_details_security_deposit_range
    check (security_deposit_company = trunc(security_deposit_company) and security_deposit_company between 0 and 50000000);

-- A check constraint cannot read the clock; the date an admin sets is checked against the Indian
-- today when it is set. Imports without a user (the seed) carry their own history.
create function public.check_lease_start_date() returns trigger
language plpgsql stable security invoker
set search_path = ''
as $$
declare
  _today date := (now() at time zone 'Asia/Kolkata')::date;
begin
  if auth.uid() is null or new.lease_start_date is null then
    return new;
  end if;
  if tg_op = 'UPDATE' and new.lease_start_date is not distinct from old.lease_start_date then
    return new;
  end if;
  if new.lease_start_date not between _today - 365 and _today + 365 then
    raise exception 'Lease start date must be within a year of today' using errcode = 'P0001';
  end if;
  return new;
end
$$;
comment on function public.check_lease_start_date() is
  'Trigger: a lease start date set by a person lies within a year of the Indian today.';
revoke execute on function public.check_lease_start_date() from public, anon, authenticated;

create trigger managed_property_details_check_lease_start before insert or update of lease_start_date
  on public.managed_property_details
  for each row execute function public.check_lease_start_date();
