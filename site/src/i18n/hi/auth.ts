// Hindi texts of the auth area; a missing key falls back to English.
import type { Catalogue } from '../catalogue.ts';

export const auth: Partial<Catalogue> = {
};
