// The contact form's messages come from core and the database in English; a Hindi reader sees them
// through the catalogue, which holds the same English texts under keys of their own.
import { en, type MessageKey } from '../i18n/catalogue.ts';
import type { Lang } from '../i18n/lang.ts';
import type { Translate } from '../i18n/t.ts';

const KEY_OF_MESSAGE = new Map(
  (Object.keys(en) as MessageKey[]).filter((key) => key.startsWith('contact.error.')).map((key) => [en[key] as string, key]),
);

/** A core or database message in the reader's language; a message the catalogue lacks stays as it is. */
export function translateContactMessage(t: Translate, message: string): string {
  const key = KEY_OF_MESSAGE.get(message);
  return key ? t(key) : message;
}

/** The language a contact form was sent in: its `lang` query (the Hindi page's form says lang=hi). */
export function contactFormLang(url: URL): Lang {
  return url.searchParams.get('lang') === 'hi' ? 'hi' : 'en';
}

/** Where a form in a language posts, and where its sender lands once it is sent. */
export const contactAddresses = (lang: Lang) =>
  lang === 'hi'
    ? { action: '/contact/submit?lang=hi', sent: '/hi/contact/sent' }
    : { action: '/contact/submit', sent: '/contact/sent' };
