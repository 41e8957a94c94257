import { describe, expect, it } from 'vitest';
import { fieldErrorFromDatabase } from './databaseErrors.ts';
import {
  ALREADY_REPORTED,
  AVAILABLE_FROM_WINDOW,
  CITY_NOT_IN_CATALOGUE,
  CONTROL_CHARACTERS,
  LEASE_END_REQUIRED,
  LEASE_END_WINDOW,
  LOCALITY_NOT_IN_CATALOGUE,
  MOBILE_INVALID,
  PAYMENT_REFERENCE_REQUIRED,
  PAYMENT_REFERENCE_USED,
  RENT_RANGE,
  RVL_ABOVE_RENT,
  VERIFIED_MOBILE_IN_SETTINGS,
} from './messages.ts';

describe('fieldErrorFromDatabase', () => {
  it('maps a named check constraint to its field and message', () => {
    expect(fieldErrorFromDatabase({
      code: '23514', message: 'new row for relation "properties" violates check constraint "properties_rent_range"',
    })).toEqual({ field: 'rent', message: RENT_RANGE });
    expect(fieldErrorFromDatabase({
      code: '23514', message: 'new row for relation "profiles" violates check constraint "profiles_phone_indian_mobile"',
    })).toEqual({ field: 'phone', message: MOBILE_INVALID });
    expect(fieldErrorFromDatabase({
      code: '23514', message: 'new row for relation "brokers" violates check constraint "brokers_name_clean"',
    })).toEqual({ field: 'name', message: CONTROL_CHARACTERS });
  });

  it('maps a rule a trigger raises by its text', () => {
    expect(fieldErrorFromDatabase({ code: 'P0001', message: AVAILABLE_FROM_WINDOW })).toEqual({ field: 'available_from', message: AVAILABLE_FROM_WINDOW });
    expect(fieldErrorFromDatabase({ code: 'P0001', message: RVL_ABOVE_RENT })).toEqual({ field: 'rvl_amount', message: RVL_ABOVE_RENT });
    expect(fieldErrorFromDatabase({ code: 'P0001', message: CITY_NOT_IN_CATALOGUE })).toEqual({ field: 'city', message: CITY_NOT_IN_CATALOGUE });
    expect(fieldErrorFromDatabase({ code: 'P0001', message: LOCALITY_NOT_IN_CATALOGUE })).toEqual({ field: 'locality', message: LOCALITY_NOT_IN_CATALOGUE });
    expect(fieldErrorFromDatabase({ code: 'P0001', message: PAYMENT_REFERENCE_REQUIRED }))
      .toEqual({ field: 'provider_payment_id', message: PAYMENT_REFERENCE_REQUIRED });
    expect(fieldErrorFromDatabase({ code: 'P0001', message: PAYMENT_REFERENCE_USED }))
      .toEqual({ field: 'provider_payment_id', message: PAYMENT_REFERENCE_USED });
    expect(fieldErrorFromDatabase({ code: 'P0001', message: LEASE_END_REQUIRED })).toEqual({ field: 'lease_end_date', message: LEASE_END_REQUIRED });
    expect(fieldErrorFromDatabase({ code: 'P0001', message: LEASE_END_WINDOW })).toEqual({ field: 'lease_end_date', message: LEASE_END_WINDOW });
    // public.keep_verified_profile_phone: the profile form shows it beside the phone.
    expect(fieldErrorFromDatabase({ code: 'P0001', message: VERIFIED_MOBILE_IN_SETTINGS })).toEqual({ field: 'phone', message: VERIFIED_MOBILE_IN_SETTINGS });
    expect(fieldErrorFromDatabase({ code: '23505', message: 'duplicate key value violates unique constraint "listing_reports_one_per_person_key"' }))
      .toEqual({ field: 'reason', message: ALREADY_REPORTED });
  });

  it('leaves anything else to the caller', () => {
    expect(fieldErrorFromDatabase({ code: '23514', message: 'violates check constraint "something_else"' })).toBeNull();
    expect(fieldErrorFromDatabase({ code: '42501', message: 'permission denied for table properties' })).toBeNull();
    expect(fieldErrorFromDatabase(null)).toBeNull();
  });
});
