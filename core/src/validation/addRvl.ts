// Admin 'Add RVL' dialog (spec 2.3, 5): a managed rental application saved directly as approved.
// Field names are the columns of managed_rental_applications.
import { z } from 'zod';
import { DEFAULT_COMMISSION_PERCENTAGE, DEFAULT_MANAGEMENT_FEE_PERCENTAGE } from '../constants.ts';
import { rvlAmount } from '../rules/rvl.ts';
import {
  blankToUndefined, boundedText, boundedTextOrNull, dateOrNull, numberWithDefault, rupees, textOrNull, type RupeeRange,
} from './fields.ts';
import { ADDRESS_MAX, DEPOSIT_MAX, DESCRIPTION_MAX, PLACE_MAX, RENT_MAX, RENT_MIN } from './limits.ts';
import {
  ADDRESS_TOO_LONG,
  APPLICATION_AMOUNTS_NEGATIVE,
  BATHROOMS_RANGE,
  BEDROOMS_RANGE,
  CONTRACT_TYPE_LENGTH,
  DESCRIPTION_TOO_LONG,
  GUARANTEED_RENT_RANGE,
  INVALID_DATE,
  INVALID_FURNISHING,
  INVALID_PROPERTY_TYPE,
  LOCALITY_TOO_LONG,
  MONTHLY_RENT_POSITIVE,
  MONTHLY_RENT_RANGE,
  PERCENTAGE_RANGE,
  PROPERTY_LOCATION_TOO_LONG,
  RENTAL_END_BEFORE_START,
  REQUIRED_FIELDS_MESSAGE,
  SECURITY_DEPOSIT_RANGE,
} from './messages.ts';

export const PROPERTY_TYPES = ['Apartment', 'Villa', 'Independent House', 'Studio', 'Penthouse', 'Duplex', 'Triplex'] as const;
export const FURNISHINGS = ['Fully Furnished', 'Semi Furnished', 'Unfurnished'] as const;
export const ROOM_COUNTS = ['1', '2', '3', '4', '5+'] as const;
export const AMENITIES = [
  'Parking', 'Swimming Pool', 'Gym', 'Security', 'Elevator', 'Power Backup', 'Garden', 'Balcony', 'AC', 'Internet',
] as const;

/** Room count from the 1..5+ selector, 1 to 10: '5+' → 5, '' → null. */
export function roomCount(message: string) {
  return z.preprocess((v) => {
    const b = blankToUndefined(v);
    if (b === undefined) return null;
    return typeof b === 'string' ? Number(b.replace('+', '')) : b;
  }, z.number({ error: message }).int(message).min(1, message).max(10, message).nullable());
}

const nonNegative = (fallback: number) => numberWithDefault(fallback).pipe(z.number().min(0, APPLICATION_AMOUNTS_NEGATIVE));
/** Whole rupees, `fallback` when blank; a negative amount gets admin_add_rvl's own message first. */
const rupeeAmount = (fallback: number, range: RupeeRange) =>
  z.preprocess((v) => blankToUndefined(v) ?? String(fallback), rupees(range.message)).pipe(
    z.number()
      .min(0, { error: APPLICATION_AMOUNTS_NEGATIVE, abort: true })
      .refine((n) => Number.isInteger(n) && n >= range.min && n <= range.max, range.message),
  );
const MONTHLY_RENT: RupeeRange = { min: RENT_MIN, max: RENT_MAX, message: MONTHLY_RENT_RANGE };
const percentage = (fallback: number) => numberWithDefault(fallback).pipe(z.number().min(0, PERCENTAGE_RANGE).max(100, PERCENTAGE_RANGE));

/** The application fields shared by Add RVL and the owner's managed rental submission. */
export const ownerApplicationFields = {
  property_location: boundedText(PLACE_MAX, REQUIRED_FIELDS_MESSAGE, PROPERTY_LOCATION_TOO_LONG),
  property_type: z.preprocess(blankToUndefined, z.enum(PROPERTY_TYPES, {
    error: (issue) => (issue.input === undefined ? REQUIRED_FIELDS_MESSAGE : INVALID_PROPERTY_TYPE),
  })),
  monthly_rent: rupees(REQUIRED_FIELDS_MESSAGE).pipe(
    z.number()
      .gt(0, { error: MONTHLY_RENT_POSITIVE, abort: true })
      .refine((n) => Number.isInteger(n) && n >= MONTHLY_RENT.min && n <= MONTHLY_RENT.max, MONTHLY_RENT.message),
  ),
  locality: boundedTextOrNull(PLACE_MAX, LOCALITY_TOO_LONG),
  property_address: boundedTextOrNull(ADDRESS_MAX, ADDRESS_TOO_LONG),
  bedrooms: roomCount(BEDROOMS_RANGE),
  bathrooms: roomCount(BATHROOMS_RANGE),
  area_sqft: nonNegative(0).pipe(z.number().int()),
  furnishing: z.preprocess((v) => blankToUndefined(v) ?? null, z.enum(FURNISHINGS, { error: INVALID_FURNISHING }).nullable()),
  amenities: z.array(z.enum(AMENITIES)).default([]),
  description: boundedTextOrNull(DESCRIPTION_MAX, DESCRIPTION_TOO_LONG),
  security_deposit: rupeeAmount(0, { min: 0, max: DEPOSIT_MAX, message: SECURITY_DEPOSIT_RANGE }),
  rental_start_date: dateOrNull(INVALID_DATE),
  rental_end_date: dateOrNull(INVALID_DATE),
  affiliate_id: textOrNull,
};

/** The company's terms: set by an admin (Add RVL, Approve & Configure), never by the applicant. */
export const managedTermsFields = {
  commission_percentage: percentage(DEFAULT_COMMISSION_PERCENTAGE),
  management_fee_percentage: percentage(DEFAULT_MANAGEMENT_FEE_PERCENTAGE),
  guaranteed_rent_amount: rupeeAmount(0, { min: 0, max: RENT_MAX, message: GUARANTEED_RENT_RANGE }),
  contract_type: z.preprocess((v) => blankToUndefined(v), z.string().trim().max(50, CONTRACT_TYPE_LENGTH).default('standard')),
};

/** Every field of an application as an admin records it. */
export const managedApplicationFields = { ...ownerApplicationFields, ...managedTermsFields };

/** Rental period check shared by the application forms. */
export function rentalDatesInOrder(a: { rental_start_date: string | null; rental_end_date: string | null }): boolean {
  return !a.rental_start_date || !a.rental_end_date || a.rental_end_date >= a.rental_start_date;
}

/** The owner's managed rental submission (submit_managed_rental_application): no terms. */
export const managedApplicationSchema = z
  .object(ownerApplicationFields)
  .refine(rentalDatesInOrder, { path: ['rental_end_date'], message: RENTAL_END_BEFORE_START });

/** Add RVL form → application row; rental_value_locked = monthly rent × commission % / 100. */
export const addRvlSchema = z
  .object(managedApplicationFields)
  .refine(rentalDatesInOrder, { path: ['rental_end_date'], message: RENTAL_END_BEFORE_START })
  .transform((a) => ({ ...a, rental_value_locked: rvlAmount(a.monthly_rent, a.commission_percentage) }));

export type AddRvlInput = z.input<typeof addRvlSchema>;
export type AddRvlValues = z.output<typeof addRvlSchema>;
