// Hindi texts shared by every page; a missing key falls back to English.
import type { Catalogue } from '../catalogue.ts';

export const common: Partial<Catalogue> = {
  'common.siteName': 'Rentals.in',
  'common.skipToContent': 'मुख्य सामग्री पर जाएँ',
};
