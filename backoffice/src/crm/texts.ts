// The user CRM dialog's English texts come with its chunk, not with the sign-in page
// (i18n/crm.ts; the console's first-load budget). Every module of it that names them imports this.
import { crmMessages } from '../i18n/crm.ts';
import { addEnglishMessages } from '../i18n/i18nProvider.ts';

addEnglishMessages('crm', crmMessages);
