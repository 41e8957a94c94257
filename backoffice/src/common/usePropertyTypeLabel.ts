// Property types as console screens name them. Their English comes with the screens that use this
// hook, not with the sign-in page (the console's first-load budget); Hindi has them in its chunk.
import { useTranslate } from 'react-admin';
import { listingCodesMessages } from '../i18n/listingCodes.ts';
import { addEnglishMessages } from '../i18n/i18nProvider.ts';

addEnglishMessages('listing_codes', listingCodesMessages);

/** propertyTypeLabel('Independent House') → 'Independent House', 'स्वतंत्र मकान' in Hindi (core's PROPERTY_TYPES). */
export function usePropertyTypeLabel(): (type: string | null | undefined) => string {
  const translate = useTranslate();
  return (type) =>
    type ? translate(`app.listing_codes.property_types.${type.trim().toLowerCase().replace(/\s+/g, '_')}`, { _: type }) : '';
}
