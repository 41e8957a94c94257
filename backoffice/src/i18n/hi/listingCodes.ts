import type { listingCodesMessages } from '../listingCodes.ts';
import type { Translation } from './types.ts';

// As the site names them (site/src/i18n/hi/common.ts, common.type.*).
export const listingCodesMessagesHi = {
  property_types: {
    apartment: 'अपार्टमेंट',
    villa: 'विला',
    independent_house: 'स्वतंत्र मकान',
    studio: 'स्टूडियो',
    penthouse: 'पेंटहाउस',
    duplex: 'डुप्लेक्स',
    triplex: 'ट्रिप्लेक्स',
  },
  via_broker: '%{name} के ज़रिए',
} as const satisfies Translation<typeof listingCodesMessages>;
