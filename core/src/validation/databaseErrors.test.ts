import { describe, expect, it } from 'vitest';
import { fieldErrorFromDatabase } from './databaseErrors.ts';
import { AVAILABLE_FROM_WINDOW, MOBILE_INVALID, RENT_RANGE, RVL_ABOVE_RENT } from './messages.ts';

describe('fieldErrorFromDatabase', () => {
  it('maps a named check constraint to its field and message', () => {
    expect(fieldErrorFromDatabase({
      code: '23514', message: 'new row for relation "properties" violates check constraint "properties_rent_range"',
    })).toEqual({ field: 'rent', message: RENT_RANGE });
    expect(fieldErrorFromDatabase({
      code: '23514', message: 'new row for relation "profiles" violates check constraint "profiles_phone_indian_mobile"',
    })).toEqual({ field: 'phone', message: MOBILE_INVALID });
  });

  it('maps a rule a trigger raises by its text', () => {
    expect(fieldErrorFromDatabase({ code: 'P0001', message: AVAILABLE_FROM_WINDOW })).toEqual({ field: 'available_from', message: AVAILABLE_FROM_WINDOW });
    expect(fieldErrorFromDatabase({ code: 'P0001', message: RVL_ABOVE_RENT })).toEqual({ field: 'rvl_amount', message: RVL_ABOVE_RENT });
  });

  it('leaves anything else to the caller', () => {
    expect(fieldErrorFromDatabase({ code: '23514', message: 'violates check constraint "something_else"' })).toBeNull();
    expect(fieldErrorFromDatabase({ code: '42501', message: 'permission denied for table properties' })).toBeNull();
    expect(fieldErrorFromDatabase(null)).toBeNull();
  });
});
