-- Purpose: private.read_managed_application, the one reader of a managed rental application
-- form (jsonb) used by admin_add_rvl and submit_managed_rental_application: spec 5's required
-- fields and defaults, with readable messages. Only form fields are taken; status, review and
-- ownership columns are set by the calling transition.
-- Tables touched: none (reads public.affiliate_profiles). Destructive: no.

create function private.read_managed_application(_doc jsonb) returns public.managed_rental_applications
language plpgsql stable
set search_path = ''
as $$
declare
  _form jsonb := coalesce(_doc, '{}'::jsonb);
  _row public.managed_rental_applications;
begin
  if jsonb_typeof(_form) <> 'object' then
    raise exception 'Application must be an object' using errcode = 'P0001';
  end if;
  _row.monthly_rent := private.field_numeric(_form, 'monthly_rent', 'Monthly rent');
  _row.property_location := private.field_text(_form, 'property_location');
  _row.property_type := private.require_one_of(private.field_text(_form, 'property_type'),
    enum_range(null::public.property_type), 'property type')::public.property_type;
  if _row.monthly_rent is null or _row.property_location is null or _row.property_type is null then
    raise exception 'Validation Error: Please fill in all required fields' using errcode = 'P0001';
  end if;
  if _row.monthly_rent <= 0 then
    raise exception 'Monthly rent must be greater than 0' using errcode = 'P0001';
  end if;

  _row.locality := private.field_text(_form, 'locality');
  _row.property_address := private.field_text(_form, 'property_address');
  _row.bedrooms := private.field_integer(_form, 'bedrooms', 'Bedrooms');
  _row.bathrooms := private.field_integer(_form, 'bathrooms', 'Bathrooms');
  _row.area_sqft := coalesce(private.field_integer(_form, 'area_sqft', 'Area'), 0);
  _row.furnishing := private.require_one_of(private.field_text(_form, 'furnishing'),
    enum_range(null::public.furnishing), 'furnishing')::public.furnishing;
  _row.amenities := coalesce(private.field_text_array(_form, 'amenities', 'Amenities'), '{}');
  _row.description := private.field_text(_form, 'description');
  _row.security_deposit := coalesce(private.field_numeric(_form, 'security_deposit', 'Security deposit'), 0);
  _row.commission_percentage := coalesce(private.field_numeric(_form, 'commission_percentage', 'Commission percentage'), 8);
  _row.management_fee_percentage := coalesce(private.field_numeric(_form, 'management_fee_percentage', 'Management fee percentage'), 8);
  _row.guaranteed_rent_amount := coalesce(private.field_numeric(_form, 'guaranteed_rent_amount', 'Guaranteed rent'), 0);
  _row.rental_start_date := private.field_date(_form, 'rental_start_date', 'Rental start date');
  _row.rental_end_date := private.field_date(_form, 'rental_end_date', 'Rental end date');
  _row.contract_type := coalesce(private.field_text(_form, 'contract_type'), 'standard');
  _row.affiliate_id := private.field_text(_form, 'affiliate_id');

  if _row.bedrooms is not null and _row.bedrooms not between 1 and 10 then
    raise exception 'Bedrooms must be between 1 and 10' using errcode = 'P0001';
  end if;
  if _row.bathrooms is not null and _row.bathrooms not between 1 and 10 then
    raise exception 'Bathrooms must be between 1 and 10' using errcode = 'P0001';
  end if;
  if _row.area_sqft < 0 or _row.security_deposit < 0 or _row.guaranteed_rent_amount < 0 then
    raise exception 'Area, security deposit and guaranteed rent cannot be negative' using errcode = 'P0001';
  end if;
  if _row.commission_percentage not between 0 and 100 or _row.management_fee_percentage not between 0 and 100 then
    raise exception 'Percentages must be between 0 and 100' using errcode = 'P0001';
  end if;
  if _row.rental_end_date < _row.rental_start_date then
    raise exception 'Rental end date cannot be earlier than the rental start date' using errcode = 'P0001';
  end if;
  if _row.affiliate_id is not null
     and not exists (select 1 from public.affiliate_profiles where affiliate_id = _row.affiliate_id) then
    raise exception 'Affiliate not found' using errcode = 'P0001';
  end if;
  return _row;
end
$$;
revoke all on function private.read_managed_application(jsonb) from public, anon, authenticated;
