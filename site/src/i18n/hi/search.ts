// Hindi texts of the search area; a missing key falls back to English.
import type { Catalogue } from '../catalogue.ts';

export const search: Partial<Catalogue> = {
};
