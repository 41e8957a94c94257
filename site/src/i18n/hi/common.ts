// Hindi texts shared by every page.
import type { common as english } from '../en/common.ts';

export const common: Record<keyof typeof english, string> = {
  'common.siteName': 'Rentals.in',
  'common.skipToContent': 'मुख्य सामग्री पर जाएँ',
  'common.card.noPhoto': 'अभी फ़ोटो नहीं',
  'common.card.verified': 'सत्यापित',
  'common.card.perMonth': '/महीना',
  'common.card.bhk': '{count} BHK',
  'common.card.area': '{area} वर्ग फ़ुट',
  'common.type.apartment': 'अपार्टमेंट',
  'common.type.villa': 'विला',
  'common.type.independentHouse': 'स्वतंत्र मकान',
  'common.type.studio': 'स्टूडियो',
  'common.type.penthouse': 'पेंटहाउस',
  'common.type.duplex': 'डुप्लेक्स',
  'common.type.triplex': 'ट्रिप्लेक्स',
  'common.furnishing.fullyFurnished': 'पूरी तरह फ़र्निश्ड',
  'common.furnishing.semiFurnished': 'सेमी फ़र्निश्ड',
  'common.furnishing.unfurnished': 'बिना फ़र्निचर',
  'common.tenant.family': 'परिवार',
  'common.tenant.bachelors': 'बैचलर',
  'common.tenant.company': 'कंपनी लीज़',
  'common.tenant.any': 'कोई भी',
};
