// What happens when the contact form is posted (/contact/submit): the form is read and checked with
// core's schema, then stored through public.submit_contact_enquiry, whose refusals are turned into
// messages next to the field they concern or above the form.
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  CONTACT_EMAIL_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  CONTACT_TOPICS,
  contactEnquirySchema,
  type ContactField,
} from '@rentals/core/validation/contact';
import {
  CONTACT_EMAIL_TOO_LONG,
  CONTACT_MESSAGE_TOO_LONG,
  CONTACT_MESSAGE_TOO_SHORT,
  CONTACT_NAME_TOO_LONG,
  CONTACT_PHONE_INVALID,
  CONTACT_TOPIC_INVALID,
  INVALID_EMAIL,
  NAME_REQUIRED,
} from '@rentals/core/validation/messages';

export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'phone', 'topic', 'message'];

export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export interface ContactSubmission {
  values: ContactValues;
  /** The honeypot: people never see it, so anything in it was typed by a bot. */
  website: string;
  /** Seconds between opening the form and sending it, as the page measured them; null without JavaScript. */
  fillSeconds: number | null;
}

export type ContactOutcome =
  | { status: 'sent' }
  | { status: 'invalid'; httpStatus: number; values: ContactValues; errors: ContactErrors; formError?: string; fillSeconds: number | null };

/** The database's field messages, so a refusal it raises lands next to the right input. */
const FIELD_OF_MESSAGE: Record<string, ContactField> = {
  [NAME_REQUIRED]: 'name',
  [CONTACT_NAME_TOO_LONG]: 'name',
  [INVALID_EMAIL]: 'email',
  [CONTACT_EMAIL_TOO_LONG]: 'email',
  [CONTACT_PHONE_INVALID]: 'phone',
  [CONTACT_TOPIC_INVALID]: 'topic',
  [CONTACT_MESSAGE_TOO_SHORT]: 'message',
  [CONTACT_MESSAGE_TOO_LONG]: 'message',
};

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The posted form as text fields; fill_seconds '12' → 12, '' or 'abc' → null. */
export function readContactForm(form: FormData): ContactSubmission {
  const values = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, text(form, field)])) as ContactValues;
  const seconds = Number.parseInt(text(form, 'fill_seconds'), 10);
  return {
    values,
    website: text(form, 'website'),
    fillSeconds: Number.isFinite(seconds) ? Math.min(Math.max(seconds, 0), 1_000_000) : null,
  };
}

/**
 * The longest each field is shown again: its limit. A value over it is refused with a message, and
 * only its first part goes back into the page, so a large post is never echoed.
 */
const SHOWN_MAX: Record<ContactField, number> = {
  name: CONTACT_NAME_MAX,
  email: CONTACT_EMAIL_MAX,
  // CONTACT_PHONE_PATTERN matches at most 21 characters.
  phone: 21,
  topic: Math.max(...CONTACT_TOPICS.map((topic) => topic.length)),
  message: CONTACT_MESSAGE_MAX,
};

/** The values as the form shows them again, each cut to its field's limit (in characters). */
export function shownContactValues(values: ContactValues): ContactValues {
  return Object.fromEntries(
    CONTACT_FIELDS.map((field) => [field, [...values[field]].slice(0, SHOWN_MAX[field]).join('')]),
  ) as ContactValues;
}

/** Field errors of the form, first message per field; empty when the form is valid. */
export function checkContactForm(values: ContactValues): ContactErrors {
  const result = contactEnquirySchema.safeParse(values);
  if (result.success) return {};
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * Checks and stores one enquiry. `clientAddress` is the visitor as the site server saw them; it
 * travels to the database as x-forwarded-for, where the per-address limit reads it.
 */
export async function submitContactForm(
  submission: ContactSubmission,
  client: SupabaseClient,
  clientAddress: string,
  failedText: string,
): Promise<ContactOutcome> {
  const { fillSeconds } = submission;
  const errors = checkContactForm(submission.values);
  const values = shownContactValues(submission.values);
  if (Object.keys(errors).length > 0) return { status: 'invalid', httpStatus: 400, values, errors, fillSeconds };
  const { error } = await client
    .rpc('submit_contact_enquiry', {
      _name: submission.values.name,
      _email: submission.values.email,
      _topic: submission.values.topic,
      _message: submission.values.message,
      _phone: submission.values.phone || null,
      _website: submission.website || null,
      _fill_seconds: fillSeconds,
    })
    .setHeader('x-forwarded-for', clientAddress);
  if (!error) return { status: 'sent' };
  const field = FIELD_OF_MESSAGE[error.message];
  if (field) return { status: 'invalid', httpStatus: 400, values, errors: { [field]: error.message }, fillSeconds };
  // Limits (PT429) and the fill-time check speak to the person, so their words are shown as they are.
  if (error.code === 'PT429' || error.code === 'P0001') {
    return { status: 'invalid', httpStatus: error.code === 'PT429' ? 429 : 400, values, errors: {}, formError: error.message, fillSeconds };
  }
  console.error(`contact: enquiry not stored: ${error.code ?? ''} ${error.message}`);
  return { status: 'invalid', httpStatus: 503, values, errors: {}, formError: failedText, fillSeconds };
}
