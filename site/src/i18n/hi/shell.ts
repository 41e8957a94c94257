// Hindi texts of the shell area; a missing key falls back to English.
import type { Catalogue } from '../catalogue.ts';

export const shell: Partial<Catalogue> = {
};
