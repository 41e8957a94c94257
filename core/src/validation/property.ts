// Property listing form (/properties/create, spec 3): the properties columns an owner may write,
// with the table's own checks.
import { z } from 'zod';
import { blankToUndefined, dateOrNull, numberField, numberWithDefault, textOrNull } from './fields.ts';
import { AMENITIES, FURNISHINGS, PROPERTY_TYPES } from './addRvl.ts';
import {
  AMOUNT_NEGATIVE,
  AREA_POSITIVE,
  BATHROOMS_RANGE,
  BEDROOMS_RANGE,
  CITY_REQUIRED,
  INVALID_DATE,
  LATITUDE_RANGE,
  LONGITUDE_RANGE,
  RENT_POSITIVE,
  RENT_REQUIRED,
  TITLE_REQUIRED,
} from './messages.ts';

export const TENANT_PREFERENCES = ['family', 'bachelors', 'company', 'any'] as const;

const requiredText = (message: string) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() || undefined : blankToUndefined(v)), z.string({ error: message }));

const optionalNumber = (message: string) =>
  z.preprocess((v) => {
    const b = blankToUndefined(v);
    return typeof b === 'string' ? Number(b.replace('+', '')) : (b ?? null);
  }, z.number({ error: message }).refine(Number.isFinite, message).nullable());

/** New or edited listing; listed_by, verified, rating and view_count are never the form's. */
export const propertyFormSchema = z.object({
  title: requiredText(TITLE_REQUIRED),
  description: textOrNull,
  city: requiredText(CITY_REQUIRED),
  locality: textOrNull,
  address: textOrNull,
  rent: numberField(RENT_REQUIRED).pipe(z.number().gt(0, RENT_POSITIVE)),
  deposit: numberWithDefault(0).pipe(z.number().min(0, AMOUNT_NEGATIVE)),
  bedrooms: numberField(BEDROOMS_RANGE, BEDROOMS_RANGE).pipe(z.number().int(BEDROOMS_RANGE).min(1, BEDROOMS_RANGE).max(10, BEDROOMS_RANGE)),
  bathrooms: optionalNumber(BATHROOMS_RANGE).pipe(z.number().int(BATHROOMS_RANGE).min(1, BATHROOMS_RANGE).max(10, BATHROOMS_RANGE).nullable()),
  area_sqft: optionalNumber(AREA_POSITIVE).pipe(z.number().int(AREA_POSITIVE).gt(0, AREA_POSITIVE).nullable()),
  property_type: z.preprocess(blankToUndefined, z.enum(PROPERTY_TYPES).default('Apartment')),
  furnishing: z.preprocess((v) => blankToUndefined(v) ?? null, z.enum(FURNISHINGS).nullable()),
  tenant_preference: z.preprocess(blankToUndefined, z.enum(TENANT_PREFERENCES).default('any')),
  available_from: dateOrNull(INVALID_DATE),
  amenities: z.array(z.enum(AMENITIES)).default([]),
  latitude: optionalNumber(LATITUDE_RANGE).pipe(z.number().min(-90, LATITUDE_RANGE).max(90, LATITUDE_RANGE).nullable()),
  longitude: optionalNumber(LONGITUDE_RANGE).pipe(z.number().min(-180, LONGITUDE_RANGE).max(180, LONGITUDE_RANGE).nullable()),
  image_urls: z.array(z.url()).default([]),
});

export type PropertyFormValues = z.output<typeof propertyFormSchema>;
