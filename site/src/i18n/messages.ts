// Messages that reach a page as English text (core's validation, the database's refusals) shown in
// the reader's language: the catalogue holds each under a key whose English text is the message.
import { en, type MessageKey } from './catalogue.ts';
import type { Translate } from './t.ts';

const KEY_OF_MESSAGE = new Map(
  (Object.keys(en) as MessageKey[])
    .filter((key) => key.startsWith('validation.') || key.includes('.validation.') || key.startsWith('contact.error.'))
    .map((key) => [en[key] as string, key]),
);

/** A message in the reader's language: translateMessage(t, 'City is required') → 'शहर चुनें' in Hindi. */
export function translateMessage(t: Translate, message: string): string {
  const key = KEY_OF_MESSAGE.get(message);
  return key ? t(key) : message;
}

/** Every message of a field → message record, translated. */
export function translateErrors<F extends string>(t: Translate, errors: Partial<Record<F, string>>): Partial<Record<F, string>> {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, translateMessage(t, message as string)])) as Partial<
    Record<F, string>
  >;
}

/**
 * English message → the reader's text, for an island that checks a form in the browser; nothing in
 * English, where the messages are already the reader's.
 */
export function messageTable(t: Translate, lang: 'en' | 'hi'): Record<string, string> | undefined {
  if (lang === 'en') return undefined;
  return Object.fromEntries([...KEY_OF_MESSAGE].map(([message, key]) => [message, t(key)]));
}
