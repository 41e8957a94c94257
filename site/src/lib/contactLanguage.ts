// The contact form in two languages: where each copy posts and lands, and its messages (core's and
// the database's, in English) in the reader's language.
import type { Lang } from '../i18n/lang.ts';
export { translateMessage as translateContactMessage } from '../i18n/messages.ts';

/** The language a contact form was sent in: its `lang` query (the Hindi page's form says lang=hi). */
export function contactFormLang(url: URL): Lang {
  return url.searchParams.get('lang') === 'hi' ? 'hi' : 'en';
}

/** Where a form in a language posts, and where its sender lands once it is sent. */
export const contactAddresses = (lang: Lang) =>
  lang === 'hi'
    ? { action: '/contact/submit?lang=hi', sent: '/hi/contact/sent' }
    : { action: '/contact/submit', sent: '/contact/sent' };
