// The islands' texts as the page picks them, for stories and tests.
import { pick, translator } from '../../i18n/t.ts';
import { PROPERTY_FORM_KEYS, type PropertyFormTexts } from './propertyFormTexts.ts';

export const FORM_TEXTS: PropertyFormTexts = pick(translator('en'), PROPERTY_FORM_KEYS);

const pixel = 'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="96" height="72"><rect width="96" height="72" fill="%23cbd5e1"/></svg>';

/** An uploader that finishes at once with a picture. */
export const instantUpload = async (file: File, onProgress: (fraction: number) => void) => {
  onProgress(1);
  return `https://api.example.in/storage/v1/object/public/property-images/properties/u-1/${file.name}`;
};

/** An uploader that never finishes: the upload stays in progress. */
export const stalledUpload = (_file: File, onProgress: (fraction: number) => void) => {
  onProgress(0.4);
  return new Promise<string>(() => {});
};

export const DONE_PHOTOS = [
  { key: 'a', name: 'hall.jpg', status: 'done' as const, progress: 1, url: pixel },
  { key: 'b', name: 'kitchen.jpg', status: 'done' as const, progress: 1, url: pixel },
];

/** A slice of the city and locality catalogue (india.md 3.2). */
export const CATALOGUE = {
  cities: ['Bengaluru', 'Mumbai', 'Pune'],
  localities: {
    Bengaluru: ['Koramangala', 'Whitefield'],
    Mumbai: ['Andheri West', 'Powai'],
    Pune: ['Hinjewadi', 'Koregaon Park', 'Viman Nagar', 'Wagholi'],
  },
};

/** A proposal the server accepts, keeping the name as typed (trimmed). */
export const instantProposal = async (_city: string, name: string) => name.trim();
