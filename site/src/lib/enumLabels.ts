// The catalogue keys of the database's enumeration values, so a property type, furnishing or amenity
// reads in the page's language: typeLabelKey('Independent House') === 'common.type.independentHouse'.
import { AMENITIES } from '@rentals/core/validation/addRvl';
import type { MessageKey } from '../i18n/catalogue.ts';

/** Every key of core's enumerations a form offers as options, for an island's picked texts. */
export const OPTION_KEYS = [
  'common.type.apartment', 'common.type.villa', 'common.type.independentHouse', 'common.type.studio',
  'common.type.penthouse', 'common.type.duplex', 'common.type.triplex',
  'common.furnishing.fullyFurnished', 'common.furnishing.semiFurnished', 'common.furnishing.unfurnished',
  'common.amenity.parking', 'common.amenity.swimmingPool', 'common.amenity.gym', 'common.amenity.security',
  'common.amenity.elevator', 'common.amenity.powerBackup', 'common.amenity.garden', 'common.amenity.balcony',
  'common.amenity.ac', 'common.amenity.internet',
] as const satisfies readonly MessageKey[];

type OptionKey = (typeof OPTION_KEYS)[number];
type KeyOf<Prefix extends string> = Extract<OptionKey, `${Prefix}.${string}`>;

const camel = (value: string) =>
  value
    .toLowerCase()
    .split(/[\s_-]+/)
    .map((word, index) => (index === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join('');

/** 'Semi Furnished' → 'common.furnishing.semiFurnished'. */
export function furnishingLabelKey(value: string): KeyOf<'common.furnishing'> {
  return `common.furnishing.${camel(value)}` as KeyOf<'common.furnishing'>;
}

/** 'Apartment' → 'common.type.apartment'. */
export function typeLabelKey(value: string): KeyOf<'common.type'> {
  return `common.type.${camel(value)}` as KeyOf<'common.type'>;
}

/** 'bachelors' → 'common.tenant.bachelors'. */
export function tenantLabelKey(value: string): MessageKey {
  return `common.tenant.${camel(value)}` as MessageKey;
}

const KNOWN_AMENITIES: ReadonlySet<string> = new Set(AMENITIES);

/**
 * The key of one of core's amenities, or null for anything else a listing may carry from before
 * (shown as stored): 'Power Backup' → 'common.amenity.powerBackup', 'Rooftop' → null.
 */
export function amenityLabelKey(value: string): KeyOf<'common.amenity'> | null {
  return KNOWN_AMENITIES.has(value) ? (`common.amenity.${camel(value)}` as KeyOf<'common.amenity'>) : null;
}

