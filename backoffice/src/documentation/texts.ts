// The Documentation screen's English texts come with its chunk, not with the sign-in page
// (i18n/documents.ts; the console's first-load budget). Every component of the screen imports this.
import { documentsMessages } from '../i18n/documents.ts';
import { addEnglishMessages } from '../i18n/i18nProvider.ts';

addEnglishMessages('documents', documentsMessages);
