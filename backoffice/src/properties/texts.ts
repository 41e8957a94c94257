// The listing work list's English texts come with its chunk, not with the sign-in page
// (i18n/workLists.ts; the console's first-load budget). Every component that reads them imports this.
import { addEnglishMessages } from '../i18n/i18nProvider.ts';
import { workListsMessages } from '../i18n/workLists.ts';

addEnglishMessages('work_lists', workListsMessages);
