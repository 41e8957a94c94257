// The Managed Rentals screen's English texts come with its chunk, not with the sign-in page
// (i18n/managedRentals.ts, i18n/workLists.ts; the console's first-load budget). Every component of
// the screen imports this.
import { managedRentalsMessages } from '../i18n/managedRentals.ts';
import { addEnglishMessages } from '../i18n/i18nProvider.ts';
import { workListsMessages } from '../i18n/workLists.ts';

addEnglishMessages('managed_rentals', managedRentalsMessages);
addEnglishMessages('work_lists', workListsMessages);
