// The Commissions screen's English texts come with its chunk, not with the sign-in page
// (i18n/commissions.ts; the console's first-load budget). Every component of the screen imports this.
import { commissionsMessages } from '../i18n/commissions.ts';
import { addEnglishMessages } from '../i18n/i18nProvider.ts';

addEnglishMessages('commissions', commissionsMessages);
