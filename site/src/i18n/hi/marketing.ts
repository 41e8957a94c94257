// Hindi texts of the marketing area; a missing key falls back to English.
import type { Catalogue } from '../catalogue.ts';

export const marketing: Partial<Catalogue> = {
};
