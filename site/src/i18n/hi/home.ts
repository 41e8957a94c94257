// Hindi texts of the home area; a missing key falls back to English.
import type { Catalogue } from '../catalogue.ts';

export const home: Partial<Catalogue> = {
};
