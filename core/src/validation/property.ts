// Property listing form (/properties/create, spec 3): the properties columns an owner may write,
// with the table's own checks.
import { z } from 'zod';
import { blankToUndefined, boundedText, boundedTextOrNull, nameText, nearDateOrNull, numberField, rupeesField, rupeesWithDefault } from './fields.ts';
import { ADDRESS_MAX, DEPOSIT_MAX, DESCRIPTION_MAX, PLACE_MAX, RENT_MAX, RENT_MIN, TITLE_MAX } from './limits.ts';
import { AMENITIES, FURNISHINGS, PROPERTY_TYPES } from './addRvl.ts';
import { floorWithinBuilding, listingFactsShape } from './listingFacts.ts';
import {
  ADDRESS_TOO_LONG,
  AREA_POSITIVE,
  AVAILABLE_FROM_WINDOW,
  BATHROOMS_RANGE,
  BEDROOMS_RANGE,
  CITY_REQUIRED,
  CITY_TOO_LONG,
  DEPOSIT_RANGE,
  DESCRIPTION_TOO_LONG,
  INVALID_DATE,
  LATITUDE_RANGE,
  LOCALITY_TOO_LONG,
  LONGITUDE_RANGE,
  PHOTO_URL_INVALID,
  RENT_RANGE,
  RENT_REQUIRED,
  TITLE_REQUIRED,
  TITLE_TOO_LONG,
} from './messages.ts';

export const TENANT_PREFERENCES = ['family', 'bachelors', 'company', 'any'] as const;

const optionalNumber = (message: string) =>
  z.preprocess((v) => {
    const b = blankToUndefined(v);
    return typeof b === 'string' ? Number(b.replace('+', '')) : (b ?? null);
  }, z.number({ error: message }).refine(Number.isFinite, message).nullable());

/**
 * New or edited listing with its rental facts (listingFacts.ts); listed_by, verified, rating, view_count,
 * no_brokerage and total_monthly_cost are never the form's. Ranges
 * are the table's named checks (limits.ts); available-from is checked against India's today.
 */
export const propertyFormSchema = z.object({
  title: nameText(TITLE_MAX, TITLE_REQUIRED, TITLE_TOO_LONG),
  description: boundedTextOrNull(DESCRIPTION_MAX, DESCRIPTION_TOO_LONG),
  city: boundedText(PLACE_MAX, CITY_REQUIRED, CITY_TOO_LONG),
  locality: boundedTextOrNull(PLACE_MAX, LOCALITY_TOO_LONG),
  address: boundedTextOrNull(ADDRESS_MAX, ADDRESS_TOO_LONG),
  rent: rupeesField({ min: RENT_MIN, max: RENT_MAX, message: RENT_RANGE }, RENT_REQUIRED),
  deposit: rupeesWithDefault({ min: 0, max: DEPOSIT_MAX, message: DEPOSIT_RANGE }, 0),
  bedrooms: numberField(BEDROOMS_RANGE, BEDROOMS_RANGE).pipe(z.number().int(BEDROOMS_RANGE).min(1, BEDROOMS_RANGE).max(10, BEDROOMS_RANGE)),
  bathrooms: optionalNumber(BATHROOMS_RANGE).pipe(z.number().int(BATHROOMS_RANGE).min(1, BATHROOMS_RANGE).max(10, BATHROOMS_RANGE).nullable()),
  area_sqft: optionalNumber(AREA_POSITIVE).pipe(z.number().int(AREA_POSITIVE).gt(0, AREA_POSITIVE).nullable()),
  property_type: z.preprocess(blankToUndefined, z.enum(PROPERTY_TYPES).default('Apartment')),
  furnishing: z.preprocess((v) => blankToUndefined(v) ?? null, z.enum(FURNISHINGS).nullable()),
  tenant_preference: z.preprocess(blankToUndefined, z.enum(TENANT_PREFERENCES).default('any')),
  available_from: nearDateOrNull(INVALID_DATE, AVAILABLE_FROM_WINDOW),
  amenities: z.array(z.enum(AMENITIES)).default([]),
  latitude: optionalNumber(LATITUDE_RANGE).pipe(z.number().min(-90, LATITUDE_RANGE).max(90, LATITUDE_RANGE).nullable()),
  longitude: optionalNumber(LONGITUDE_RANGE).pipe(z.number().min(-180, LONGITUDE_RANGE).max(180, LONGITUDE_RANGE).nullable()),
  image_urls: z.array(z.url(PHOTO_URL_INVALID)).default([]),
  ...listingFactsShape,
}).superRefine(floorWithinBuilding);

export type PropertyFormValues = z.output<typeof propertyFormSchema>;
