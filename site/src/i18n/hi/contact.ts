// Hindi texts of the contact area; a missing key falls back to English.
import type { Catalogue } from '../catalogue.ts';

export const contact: Partial<Catalogue> = {
};
