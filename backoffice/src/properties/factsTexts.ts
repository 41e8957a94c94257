// The Edit facts screen's English texts come with its chunk, not with the sign-in page
// (i18n/propertyFacts.ts; the console's first-load budget). Every component of the screen imports this.
import { propertyFactsMessages } from '../i18n/propertyFacts.ts';
import { addEnglishMessages } from '../i18n/i18nProvider.ts';

addEnglishMessages('property_facts', propertyFactsMessages);
