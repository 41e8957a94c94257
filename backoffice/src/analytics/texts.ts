// The Analytics screen's English texts come with its chunk, not with the sign-in page
// (i18n/analytics.ts; the console's first-load budget). Every module of it that names them imports this.
import { analyticsMessages } from '../i18n/analytics.ts';
import { addEnglishMessages } from '../i18n/i18nProvider.ts';

addEnglishMessages('analytics', analyticsMessages);
