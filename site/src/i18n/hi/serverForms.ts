// Hindi texts of the site's server-posted forms checked in the browser first.
import type { serverForms as english } from '../en/serverForms.ts';

export const serverForms: Record<keyof typeof english, string> = {
  'serverForms.validation.currentPasswordRequired': 'अपना मौजूदा पासवर्ड लिखें',
  'serverForms.validation.newPasswordsDiffer': 'दोनों नए पासवर्ड एक जैसे नहीं हैं',
};
