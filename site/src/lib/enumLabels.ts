// The catalogue keys of the database's enumeration values, so a property type or furnishing reads
// in the page's language: typeLabelKey('Independent House') === 'common.type.independentHouse'.
import type { MessageKey } from '../i18n/catalogue.ts';

const camel = (value: string) =>
  value
    .toLowerCase()
    .split(/[\s_-]+/)
    .map((word, index) => (index === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join('');

/** 'Semi Furnished' → 'common.furnishing.semiFurnished'. */
export function furnishingLabelKey(value: string): MessageKey {
  return `common.furnishing.${camel(value)}` as MessageKey;
}

/** 'Apartment' → 'common.type.apartment'. */
export function typeLabelKey(value: string): MessageKey {
  return `common.type.${camel(value)}` as MessageKey;
}

/** 'bachelors' → 'common.tenant.bachelors'. */
export function tenantLabelKey(value: string): MessageKey {
  return `common.tenant.${camel(value)}` as MessageKey;
}
