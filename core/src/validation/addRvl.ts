// Admin 'Add RVL' dialog (spec 2.3, 5): a managed rental application saved directly as approved.
// Field names are the columns of managed_rental_applications.
import { z } from 'zod';
import { DEFAULT_COMMISSION_PERCENTAGE, DEFAULT_MANAGEMENT_FEE_PERCENTAGE } from '../constants.ts';
import { rvlAmount } from '../rules/rvl.ts';
import { dateOrNull, numberField, numberWithDefault, textOrNull, blankToUndefined } from './fields.ts';
import {
  APPLICATION_AMOUNTS_NEGATIVE,
  BATHROOMS_RANGE,
  BEDROOMS_RANGE,
  CONTRACT_TYPE_LENGTH,
  INVALID_DATE,
  INVALID_FURNISHING,
  INVALID_PROPERTY_TYPE,
  MONTHLY_RENT_POSITIVE,
  PERCENTAGE_RANGE,
  RENTAL_END_BEFORE_START,
  REQUIRED_FIELDS_MESSAGE,
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
const percentage = (fallback: number) => numberWithDefault(fallback).pipe(z.number().min(0, PERCENTAGE_RANGE).max(100, PERCENTAGE_RANGE));

/** The application fields shared by Add RVL and the owner's managed rental submission. */
export const ownerApplicationFields = {
  property_location: z.preprocess((v) => (typeof v === 'string' ? blankToUndefined(v) && v.trim() : blankToUndefined(v)), z.string({ error: REQUIRED_FIELDS_MESSAGE })),
  property_type: z.preprocess(blankToUndefined, z.enum(PROPERTY_TYPES, {
    error: (issue) => (issue.input === undefined ? REQUIRED_FIELDS_MESSAGE : INVALID_PROPERTY_TYPE),
  })),
  monthly_rent: numberField(REQUIRED_FIELDS_MESSAGE).pipe(z.number().gt(0, MONTHLY_RENT_POSITIVE)),
  locality: textOrNull,
  property_address: textOrNull,
  bedrooms: roomCount(BEDROOMS_RANGE),
  bathrooms: roomCount(BATHROOMS_RANGE),
  area_sqft: nonNegative(0).pipe(z.number().int()),
  furnishing: z.preprocess((v) => blankToUndefined(v) ?? null, z.enum(FURNISHINGS, { error: INVALID_FURNISHING }).nullable()),
  amenities: z.array(z.enum(AMENITIES)).default([]),
  description: textOrNull,
  security_deposit: nonNegative(0),
  rental_start_date: dateOrNull(INVALID_DATE),
  rental_end_date: dateOrNull(INVALID_DATE),
  affiliate_id: textOrNull,
};

/** The company's terms: set by an admin (Add RVL, Approve & Configure), never by the applicant. */
export const managedTermsFields = {
  commission_percentage: percentage(DEFAULT_COMMISSION_PERCENTAGE),
  management_fee_percentage: percentage(DEFAULT_MANAGEMENT_FEE_PERCENTAGE),
  guaranteed_rent_amount: nonNegative(0),
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
