// English texts of the site's server-posted forms checked in the browser first: core's messages of
// the password change (the server says the same), found by i18n/messages.ts under `.validation.`.
import { CURRENT_PASSWORD_REQUIRED, NEW_PASSWORDS_DIFFER } from '@rentals/core/validation/messages';

export const serverForms = {
  'serverForms.validation.currentPasswordRequired': CURRENT_PASSWORD_REQUIRED,
  'serverForms.validation.newPasswordsDiffer': NEW_PASSWORDS_DIFFER,
};
