// The Shadow Balancing screen's English texts come with its chunk, not with the sign-in page
// (i18n/shadowBalancing.ts; the console's first-load budget). Every component of the screen imports this.
import { shadowBalancingMessages } from '../i18n/shadowBalancing.ts';
import { addEnglishMessages } from '../i18n/i18nProvider.ts';

addEnglishMessages('shadow_balancing', shadowBalancingMessages);
