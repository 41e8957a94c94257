// Hindi texts of the detail area; a missing key falls back to English.
import type { Catalogue } from '../catalogue.ts';

export const detail: Partial<Catalogue> = {
};
