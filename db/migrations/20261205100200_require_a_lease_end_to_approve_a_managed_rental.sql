-- Purpose: an approval names when the lease ends. Approve & Configure accepted no lease end (a date
-- typed and submitted with Enter reached the database as null), and a managed property without an
-- end lets its RVL months be marked paid, and commission paid on them, month after month for ever.
-- approve_and_configure_managed_property now refuses a missing end ('Lease end date is required',
-- from the form's value or the application's rental end) and an end more than 5 years after the
-- lease start (or today, without a start). Properties configured before keep their dates.
-- Tables touched: public.managed_rental_applications (update), public.managed_properties (insert),
-- public.managed_property_details (insert), public.admin_audit_log (insert) (unchanged).
-- Destructive: no; the function is replaced with the same signature and grants.

-- security definer: application status and terms and the managed property tables are written only
-- by admin transitions; this function checks for an admin itself.
create or replace function public.approve_and_configure_managed_property(_application_id uuid, _config jsonb)
returns public.managed_property_details
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _admin uuid := private.require_admin('configure managed properties');
  _config_doc jsonb := coalesce(_config, '{}'::jsonb);
  _application public.managed_rental_applications;
  _managed_property_id uuid;
  _details public.managed_property_details;
  _monthly_rent numeric;
  _rvl_amount numeric;
  _payment_day integer;
  _lease_start date;
  _lease_end date;
  _affiliate_id text;
  _affiliate_name text;
  _commission numeric;
  _management_fee numeric;
  _guaranteed_rent numeric;
  _contract_type text;
begin
  _application := private.lock_application_for_review(_application_id);
  if jsonb_typeof(_config_doc) <> 'object' then
    raise exception 'Configuration must be an object' using errcode = 'P0001';
  end if;
  if exists (select 1 from public.managed_property_details where application_id = _application_id) then
    raise exception 'This application is already configured as a managed property' using errcode = 'P0001';
  end if;
  if _application.status not in ('submitted', 'under_review', 'approved') then
    raise exception 'Only submitted, under review or approved applications can be configured' using errcode = 'P0001';
  end if;

  _monthly_rent := coalesce(private.field_numeric(_config_doc, 'monthly_rent', 'Monthly rent'), _application.monthly_rent);
  if _monthly_rent <= 0 then
    raise exception 'Monthly rent must be greater than 0' using errcode = 'P0001';
  end if;
  -- The one RVL rule of an approval (spec 9): the amount the admin locks, prefilled with the
  -- configured monthly rent; never derived from a percentage the applicant could have chosen.
  _rvl_amount := coalesce(private.field_numeric(_config_doc, 'rvl_amount', 'RVL amount'), _monthly_rent);
  if _rvl_amount <= 0 then
    raise exception 'RVL amount must be greater than 0' using errcode = 'P0001';
  end if;
  -- Commission is paid on the RVL, so the locked value is never more than the rent it is based on.
  if _rvl_amount > _monthly_rent then
    raise exception 'RVL amount cannot be more than the monthly rent' using errcode = 'P0001';
  end if;
  -- The company's terms (spec 2.9): the admin's, else the programme's defaults on the application.
  _commission := coalesce(private.field_numeric(_config_doc, 'commission_percentage', 'Commission percentage'),
                          _application.commission_percentage);
  _management_fee := coalesce(private.field_numeric(_config_doc, 'management_fee_percentage', 'Management fee percentage'),
                              _application.management_fee_percentage);
  if _commission not between 0 and 100 or _management_fee not between 0 and 100 then
    raise exception 'Percentages must be between 0 and 100' using errcode = 'P0001';
  end if;
  _guaranteed_rent := coalesce(private.field_numeric(_config_doc, 'guaranteed_rent_amount', 'Guaranteed rent'),
                               _application.guaranteed_rent_amount);
  if _guaranteed_rent < 0 then
    raise exception 'Guaranteed rent cannot be negative' using errcode = 'P0001';
  end if;
  _contract_type := coalesce(private.field_text(_config_doc, 'contract_type'), _application.contract_type);
  if length(_contract_type) > 50 then
    raise exception 'Contract type must be at most 50 characters' using errcode = 'P0001';
  end if;

  _payment_day := coalesce(private.field_integer(_config_doc, 'monthly_rent_payment_date', 'Monthly rent payment date'), 1);
  if _payment_day not between 1 and 31 then
    raise exception 'Monthly rent payment date must be between 1 and 31' using errcode = 'P0001';
  end if;
  _lease_start := coalesce(private.field_date(_config_doc, 'lease_start_date', 'Lease start date'), _application.rental_start_date);
  _lease_end := coalesce(private.field_date(_config_doc, 'lease_end_date', 'Lease end date'), _application.rental_end_date);
  -- RVL months can be marked paid up to the lease end (rvl_lease_months), and commission is paid on
  -- them: without an end, or with one decades away, they could be marked for ever.
  if _lease_end is null then
    raise exception 'Lease end date is required' using errcode = 'P0001';
  end if;
  if _lease_end < _lease_start then
    raise exception 'Lease end date cannot be earlier than the lease start date' using errcode = 'P0001';
  end if;
  if _lease_end > (coalesce(_lease_start, private.india_today()) + interval '5 years')::date then
    raise exception 'Lease end date must be within 5 years of the lease start' using errcode = 'P0001';
  end if;
  if private.field_numeric(_config_doc, 'security_deposit_company', 'Security deposit') < 0 then
    raise exception 'Security deposit cannot be negative' using errcode = 'P0001';
  end if;
  perform private.require_one_of(private.field_text(_config_doc, 'security_deposit_type'),
    enum_range(null::public.security_deposit_type), 'security deposit type');
  perform private.require_one_of(private.field_text(_config_doc, 'payment_mode'),
    enum_range(null::public.payment_mode), 'payment mode');

  _affiliate_id := coalesce(private.field_text(_config_doc, 'affiliate_id'), _application.affiliate_id);
  if _affiliate_id is not null then
    select full_name into _affiliate_name from public.affiliate_profiles where affiliate_id = _affiliate_id;
    if not found then
      raise exception 'Affiliate not found' using errcode = 'P0001';
    end if;
  end if;

  update public.managed_rental_applications
     set status = 'approved',
         commission_percentage = _commission,
         management_fee_percentage = _management_fee,
         guaranteed_rent_amount = _guaranteed_rent,
         contract_type = _contract_type,
         rental_value_locked = _rvl_amount,
         reviewed_at = now(),
         reviewed_by_admin_id = _admin
   where id = _application_id
  returning * into _application;

  insert into public.managed_properties (application_id, owner_id, status)
  values (_application_id, _application.landlord_id, 'active')
  returning id into _managed_property_id;

  insert into public.managed_property_details (
    application_id, managed_property_id, property_name, owner_name, monthly_rent,
    security_deposit_company, security_deposit_type, payment_mode, monthly_rent_payment_date,
    lease_start_date, lease_end_date, affiliate_name, affiliate_id, rvl_amount, created_by_admin_id, status
  ) values (
    _application_id,
    _managed_property_id,
    coalesce(private.field_text(_config_doc, 'property_name'),
             concat_ws(', ', _application.property_address, _application.locality, _application.property_location)),
    coalesce(private.field_text(_config_doc, 'owner_name'),
             (select full_name from public.profiles where user_id = _application.landlord_id)),
    _monthly_rent,
    coalesce(private.field_numeric(_config_doc, 'security_deposit_company', 'Security deposit'), _application.security_deposit, 0),
    coalesce(private.field_text(_config_doc, 'security_deposit_type'), 'refundable')::public.security_deposit_type,
    coalesce(private.field_text(_config_doc, 'payment_mode'), 'bank_transfer')::public.payment_mode,
    _payment_day,
    _lease_start,
    _lease_end,
    coalesce(private.field_text(_config_doc, 'affiliate_name'), _affiliate_name),
    _affiliate_id,
    _rvl_amount,
    _admin,
    'active'
  ) returning * into _details;

  perform private.audit(_admin, 'approve_and_configure_managed_property', 'managed_property_details', _details.id::text,
    jsonb_build_object('application_id', _application_id, 'rvl_amount', _rvl_amount,
      'commission_percentage', _commission, 'management_fee_percentage', _management_fee,
      'guaranteed_rent_amount', _guaranteed_rent, 'contract_type', _contract_type));
  return _details;
end
$$;
comment on function public.approve_and_configure_managed_property(uuid, jsonb) is
  'Admin: the one approval of a managed rental application: its terms, its locked rental value (the configured RVL amount, at most the monthly rent, else the monthly rent), its lease (an end within 5 years of the start) and its managed property (spec 2.9, 4, 9).';
