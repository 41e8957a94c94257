// The admin dashboard's English texts come with its chunk, not with the sign-in page
// (i18n/adminDashboard.ts; the console's first-load budget). Every module of it that names them imports this.
import { adminDashboardMessages } from '../i18n/adminDashboard.ts';
import { addEnglishMessages } from '../i18n/i18nProvider.ts';

addEnglishMessages('admin_dashboard', adminDashboardMessages);
