// The catalogue keys ContactForm shows; the page picks them on the server (pick(t, CONTACT_FORM_KEYS)).
import { CONTACT_TOPICS, type ContactTopic } from '@rentals/core/validation/contact';
import type { MessageKey } from '../../i18n/catalogue.ts';

const TOPIC_KEYS = CONTACT_TOPICS.map((topic) => `contact.topic.${topic}` as const);

export const CONTACT_FORM_KEYS = [
  'contact.form.heading',
  'contact.form.name',
  'contact.form.email',
  'contact.form.emailHint',
  'contact.form.phone',
  'contact.form.phoneHint',
  'contact.form.topic',
  'contact.form.message',
  'contact.form.messageHint',
  'contact.form.trap',
  'contact.form.submit',
  'contact.form.privacy',
  'contact.form.privacyLink',
  'contact.form.errorHeading',
  'contact.form.fixFields',
  ...TOPIC_KEYS,
] as const satisfies readonly MessageKey[];

export type ContactFormTexts = Record<(typeof CONTACT_FORM_KEYS)[number], string>;

/** The label of a topic: topicLabel(texts, 'guaranteed_lease') → 'Guaranteed lease'. */
export function topicLabel(texts: ContactFormTexts, topic: ContactTopic): string {
  return texts[`contact.topic.${topic}`];
}
