-- Purpose: submit_managed_rental_application (spec 2.1 submit-property, 4): a landlord, or a broker
-- for their own listing, submits a property for managed rental; it starts as submitted.
-- Tables touched: public.managed_rental_applications (insert). Destructive: no.

-- security definer: landlord_id and submitted_by_broker_id must come from the caller, not the
-- form, and status/review columns are not writable by authenticated.
create function public.submit_managed_rental_application(_application jsonb)
returns public.managed_rental_applications
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _caller uuid := private.require_user();
  _form public.managed_rental_applications := private.read_managed_application(_application);
  _row public.managed_rental_applications;
begin
  insert into public.managed_rental_applications (
    status, landlord_id, submitted_by_broker_id, affiliate_id, property_location, locality, property_type,
    property_address, bedrooms, bathrooms, area_sqft, furnishing, amenities, description, monthly_rent,
    security_deposit, commission_percentage, management_fee_percentage, guaranteed_rent_amount,
    rental_start_date, rental_end_date, contract_type
  ) values (
    'submitted', _caller, (select id from public.brokers where user_id = _caller), _form.affiliate_id,
    _form.property_location, _form.locality, _form.property_type, _form.property_address, _form.bedrooms,
    _form.bathrooms, _form.area_sqft, _form.furnishing, _form.amenities, _form.description, _form.monthly_rent,
    _form.security_deposit, _form.commission_percentage, _form.management_fee_percentage,
    _form.guaranteed_rent_amount, _form.rental_start_date, _form.rental_end_date, _form.contract_type
  ) returning * into _row;
  return _row;
end
$$;
comment on function public.submit_managed_rental_application(jsonb) is
  'Signed-in user: submit a managed rental application as its landlord (and broker, when one).';

revoke execute on function public.submit_managed_rental_application(jsonb) from public, anon;
grant execute on function public.submit_managed_rental_application(jsonb) to authenticated;
