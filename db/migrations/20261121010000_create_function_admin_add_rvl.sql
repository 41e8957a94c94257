-- Purpose: admin_add_rvl, 'Add RVL' of the users tab (spec 2.3, 4, 5): an admin records a managed
-- rental for a user, saved directly as approved with its locked rental value.
-- Tables touched: public.managed_rental_applications (insert), public.admin_audit_log (insert).
-- Destructive: no.

-- security definer: status, review and locked value columns are not writable by authenticated;
-- the function checks for an admin itself.
create function public.admin_add_rvl(_user_id uuid, _application jsonb)
returns public.managed_rental_applications
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _admin uuid := private.require_admin('add RVL');
  _form public.managed_rental_applications := private.read_managed_application(_application);
  _row public.managed_rental_applications;
begin
  if _user_id is null then
    raise exception 'Missing user id' using errcode = 'P0001';
  end if;
  if not exists (select 1 from auth.users where id = _user_id) then
    raise exception 'User not found' using errcode = 'P0001';
  end if;

  insert into public.managed_rental_applications (
    status, landlord_id, affiliate_id, property_location, locality, property_type, property_address,
    bedrooms, bathrooms, area_sqft, furnishing, amenities, description, monthly_rent, security_deposit,
    commission_percentage, management_fee_percentage, guaranteed_rent_amount, rental_start_date,
    rental_end_date, contract_type, rental_value_locked, reviewed_at, reviewed_by_admin_id
  ) values (
    'approved', _user_id, _form.affiliate_id, _form.property_location, _form.locality, _form.property_type,
    _form.property_address, _form.bedrooms, _form.bathrooms, _form.area_sqft, _form.furnishing, _form.amenities,
    _form.description, _form.monthly_rent, _form.security_deposit, _form.commission_percentage,
    _form.management_fee_percentage, _form.guaranteed_rent_amount, _form.rental_start_date, _form.rental_end_date,
    _form.contract_type, round(_form.monthly_rent * _form.commission_percentage / 100, 2), now(), _admin
  ) returning * into _row;

  perform private.audit(_admin, 'admin_add_rvl', 'managed_rental_applications', _row.id::text,
    jsonb_build_object('user_id', _user_id, 'rental_value_locked', _row.rental_value_locked));
  return _row;
end
$$;
comment on function public.admin_add_rvl(uuid, jsonb) is
  'Admin: add an approved managed rental (RVL) for a user (spec 5 validation and defaults), audited.';

revoke execute on function public.admin_add_rvl(uuid, jsonb) from public, anon;
grant execute on function public.admin_add_rvl(uuid, jsonb) to authenticated;
