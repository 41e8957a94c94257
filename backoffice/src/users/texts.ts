// The people lists' English texts come with their chunks, not with the sign-in page
// (i18n/people.ts; the console's first-load budget). Users, Roles and Shadow Power import this.
import { peopleMessages } from '../i18n/people.ts';
import { addEnglishMessages } from '../i18n/i18nProvider.ts';

addEnglishMessages('people', peopleMessages);
