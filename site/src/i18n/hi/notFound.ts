// Hindi texts of the notFound area; a missing key falls back to English.
import type { Catalogue } from '../catalogue.ts';

export const notFound: Partial<Catalogue> = {
};
