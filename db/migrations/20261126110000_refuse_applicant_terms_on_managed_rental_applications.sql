-- Purpose: submit_managed_rental_application no longer takes the company's terms from the
-- applicant. Commission, management fee, guaranteed rent and contract type are set by the admin in
-- Approve & Configure (spec 2.9); an application carries the column defaults until then, and a
-- form that names any of them is refused rather than silently rewritten. Applications not yet
-- reviewed go back to the defaults: the owner's form never offered the terms, so any other value
-- there came from a direct API call.
-- Tables touched: public.managed_rental_applications (insert, update).
-- Destructive: resets the terms of submitted and under-review applications to the column defaults.

update public.managed_rental_applications
   set commission_percentage = default, management_fee_percentage = default,
       guaranteed_rent_amount = default, contract_type = default
 where status in ('submitted', 'under_review');

-- security definer: landlord_id and submitted_by_broker_id must come from the caller, not the
-- form, and status/review columns and the terms are not writable by authenticated.
create or replace function public.submit_managed_rental_application(_application jsonb)
returns public.managed_rental_applications
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _caller uuid := private.require_user();
  _form public.managed_rental_applications := private.read_managed_application(_application);
  _row public.managed_rental_applications;
begin
  if jsonb_strip_nulls(_application) ?| array['commission_percentage', 'management_fee_percentage',
                                              'guaranteed_rent_amount', 'contract_type'] then
    raise exception 'Commission, management fee, guaranteed rent and contract type are set by the admin on approval'
      using errcode = 'P0001';
  end if;
  insert into public.managed_rental_applications (
    status, landlord_id, submitted_by_broker_id, affiliate_id, property_location, locality, property_type,
    property_address, bedrooms, bathrooms, area_sqft, furnishing, amenities, description, monthly_rent,
    security_deposit, rental_start_date, rental_end_date
  ) values (
    'submitted', _caller, (select id from public.brokers where user_id = _caller), _form.affiliate_id,
    _form.property_location, _form.locality, _form.property_type, _form.property_address, _form.bedrooms,
    _form.bathrooms, _form.area_sqft, _form.furnishing, _form.amenities, _form.description, _form.monthly_rent,
    _form.security_deposit, _form.rental_start_date, _form.rental_end_date
  ) returning * into _row;
  return _row;
end
$$;
comment on function public.submit_managed_rental_application(jsonb) is
  'Signed-in user: submit a managed rental application as its landlord (and broker, when one); the terms are the admin''s.';
