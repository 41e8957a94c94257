// A value the database refused, turned back into the message beside the form field it came from:
// named check constraints and unique indexes by name, rules raised by triggers and functions by text.
import * as m from './messages.ts';

export interface FieldError {
  field: string;
  message: string;
}

const BY_CONSTRAINT: Record<string, FieldError> = {
  properties_title_length: { field: 'title', message: m.TITLE_TOO_LONG },
  properties_description_length: { field: 'description', message: m.DESCRIPTION_TOO_LONG },
  properties_city_length: { field: 'city', message: m.CITY_TOO_LONG },
  properties_locality_length: { field: 'locality', message: m.LOCALITY_TOO_LONG },
  properties_address_length: { field: 'address', message: m.ADDRESS_TOO_LONG },
  properties_rent_range: { field: 'rent', message: m.RENT_RANGE },
  properties_deposit_range: { field: 'deposit', message: m.DEPOSIT_RANGE },
  properties_maintenance_charges_range: { field: 'maintenance_charges', message: m.MAINTENANCE_RANGE },
  properties_floor_range: { field: 'floor', message: m.FLOOR_RANGE },
  properties_total_floors_range: { field: 'total_floors', message: m.TOTAL_FLOORS_RANGE },
  properties_floor_within_building: { field: 'floor', message: m.FLOOR_ABOVE_BUILDING },
  properties_year_built_range: { field: 'year_built', message: m.YEAR_BUILT_RANGE },
  profiles_full_name_length: { field: 'full_name', message: m.FULL_NAME_TOO_LONG },
  profiles_first_name_length: { field: 'first_name', message: m.FIRST_NAME_TOO_LONG },
  profiles_last_name_length: { field: 'last_name', message: m.LAST_NAME_TOO_LONG },
  profiles_city_length: { field: 'city', message: m.CITY_TOO_LONG },
  profiles_state_length: { field: 'state', message: m.STATE_TOO_LONG },
  profiles_avatar_url_length: { field: 'avatar_url', message: m.AVATAR_URL_TOO_LONG },
  profiles_phone_indian_mobile: { field: 'phone', message: m.MOBILE_INVALID },
  profiles_annual_income_range: { field: 'annual_income', message: m.ANNUAL_INCOME_RANGE },
  profiles_preferred_rent_min_range: { field: 'preferred_rent_min', message: m.PREFERRED_RENT_RANGE },
  profiles_preferred_rent_max_range: { field: 'preferred_rent_max', message: m.PREFERRED_RENT_RANGE },
  profiles_preferred_rent_order: { field: 'preferred_rent_min', message: m.PREFERRED_RENT_ORDER },
  managed_rental_applications_property_location_length: { field: 'property_location', message: m.PROPERTY_LOCATION_TOO_LONG },
  managed_rental_applications_locality_length: { field: 'locality', message: m.LOCALITY_TOO_LONG },
  managed_rental_applications_property_address_length: { field: 'property_address', message: m.ADDRESS_TOO_LONG },
  managed_rental_applications_description_length: { field: 'description', message: m.DESCRIPTION_TOO_LONG },
  managed_rental_applications_monthly_rent_range: { field: 'monthly_rent', message: m.MONTHLY_RENT_RANGE },
  managed_rental_applications_security_deposit_range: { field: 'security_deposit', message: m.SECURITY_DEPOSIT_RANGE },
  managed_rental_applications_guaranteed_rent_range: { field: 'guaranteed_rent_amount', message: m.GUARANTEED_RENT_RANGE },
  managed_property_details_property_name_length: { field: 'property_name', message: m.PROPERTY_NAME_TOO_LONG },
  managed_property_details_owner_name_length: { field: 'owner_name', message: m.OWNER_NAME_TOO_LONG },
  managed_property_details_monthly_rent_range: { field: 'monthly_rent', message: m.MONTHLY_RENT_RANGE },
  managed_property_details_security_deposit_range: { field: 'security_deposit_company', message: m.SECURITY_DEPOSIT_RANGE },
  property_applications_one_open_key: { field: 'move_in_date', message: m.ALREADY_APPLIED },
  property_visits_one_per_slot_key: { field: 'scheduled_date', message: m.VISIT_SLOT_TAKEN },
  payments_provider_payment_id_key: { field: 'provider_payment_id', message: m.PAYMENT_REFERENCE_USED },
  landlord_payment_details_upi_id_format: { field: 'upi_id', message: m.UPI_ID_INVALID },
  listing_reports_one_per_person_key: { field: 'reason', message: m.ALREADY_REPORTED },
  listing_reports_other_has_details: { field: 'details', message: m.REPORT_DETAILS_REQUIRED },
  // public.is_clean_name: what core's trim leaves for these to refuse is a control character inside.
  properties_title_clean: { field: 'title', message: m.CONTROL_CHARACTERS },
  profiles_full_name_clean: { field: 'full_name', message: m.CONTROL_CHARACTERS },
  profiles_first_name_clean: { field: 'first_name', message: m.CONTROL_CHARACTERS },
  profiles_last_name_clean: { field: 'last_name', message: m.CONTROL_CHARACTERS },
  saved_searches_name_clean: { field: 'name', message: m.CONTROL_CHARACTERS },
  brokers_name_clean: { field: 'name', message: m.CONTROL_CHARACTERS },
  affiliate_profiles_full_name_clean: { field: 'full_name', message: m.CONTROL_CHARACTERS },
  contact_enquiries_name_clean: { field: 'name', message: m.CONTROL_CHARACTERS },
  managed_property_details_property_name_clean: { field: 'property_name', message: m.CONTROL_CHARACTERS },
  managed_property_details_owner_name_clean: { field: 'owner_name', message: m.CONTROL_CHARACTERS },
};

const BY_MESSAGE: Record<string, string> = {
  [m.AVAILABLE_FROM_WINDOW]: 'available_from',
  [m.LEASE_START_WINDOW]: 'lease_start_date',
  [m.LEASE_END_REQUIRED]: 'lease_end_date',
  [m.LEASE_END_WINDOW]: 'lease_end_date',
  [m.FULL_NAME_REQUIRED]: 'full_name',
  [m.PAYMENT_REFERENCE_USED]: 'provider_payment_id',
  [m.PAYMENT_REFERENCE_REQUIRED]: 'provider_payment_id',
  [m.RVL_ABOVE_RENT]: 'rvl_amount',
  [m.CITY_NOT_IN_CATALOGUE]: 'city',
  [m.LOCALITY_NOT_IN_CATALOGUE]: 'locality',
  [m.VERIFIED_MOBILE_IN_SETTINGS]: 'phone',
};

/**
 * The field a database refusal belongs to: { code: '23514', message: 'new row for relation
 * "properties" violates check constraint "properties_rent_range"' } → { field: 'rent', message:
 * 'Rent must be whole rupees from ₹500 to ₹50,00,000' }; null when it is not about one field.
 */
export function fieldErrorFromDatabase(error: { code?: string | null; message?: string | null } | null | undefined): FieldError | null {
  if (!error?.message) return null;
  const field = BY_MESSAGE[error.message];
  if (field) return { field, message: error.message };
  if (error.code !== '23514' && error.code !== '23505') return null;
  const name = /constraint "([^"]+)"/.exec(error.message)?.[1];
  return (name && BY_CONSTRAINT[name]) || null;
}
