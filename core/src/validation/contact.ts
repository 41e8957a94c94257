// The contact enquiry form (/contact): what public.submit_contact_enquiry accepts. The database
// checks the same rules with the same messages; the form checks first so errors show per field.
import { z } from 'zod';
import { blankToUndefined, nameText } from './fields.ts';
import {
  CONTACT_EMAIL_TOO_LONG,
  CONTACT_MESSAGE_TOO_LONG,
  CONTACT_MESSAGE_TOO_SHORT,
  CONTACT_NAME_TOO_LONG,
  CONTACT_PHONE_INVALID,
  CONTACT_TOPIC_INVALID,
  INVALID_EMAIL,
  NAME_REQUIRED,
} from './messages.ts';

/** What an enquiry can be about: the offerings of spec 1 plus the programmes and general questions. */
export const CONTACT_TOPICS = [
  'general',
  'property_owners',
  'tenants',
  'corporates',
  'brokers',
  'affiliates',
  'property_management',
  'guaranteed_lease',
  'furnished_leasing',
  'tenant_verification',
  'legal_support',
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_NAME_MAX = 100;
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 4000;
/** Seconds a person needs at least between opening the form and sending it: 3. */
export const CONTACT_MIN_FILL_SECONDS = 3;
/** Enquiries kept per email address per hour: 3. */
export const CONTACT_LIMIT_PER_EMAIL = 3;
/** Enquiries kept per client address per hour: 10. */
export const CONTACT_LIMIT_PER_ADDRESS = 10;

/** A phone number as people write it: '+91 98765 43210', '020-2567 8901', '(080) 4123 4567'. */
export const CONTACT_PHONE_PATTERN = /^\+?[0-9(][0-9 ()-]{6,18}[0-9]$/;

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
// Characters as PostgreSQL's char_length counts them (code points, not UTF-16 units).
const length = (text: string) => [...text].length;

export const contactEnquirySchema = z.object({
  name: nameText(CONTACT_NAME_MAX, NAME_REQUIRED, CONTACT_NAME_TOO_LONG),
  email: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.string({ error: INVALID_EMAIL }).max(CONTACT_EMAIL_MAX, CONTACT_EMAIL_TOO_LONG).pipe(z.email(INVALID_EMAIL)),
  ),
  phone: z.preprocess(
    (v) => blankToUndefined(trimmed(v)) ?? null,
    z.string().regex(CONTACT_PHONE_PATTERN, CONTACT_PHONE_INVALID).nullable(),
  ),
  topic: z.enum(CONTACT_TOPICS, { error: CONTACT_TOPIC_INVALID }),
  message: z.preprocess(
    trimmed,
    z
      .string({ error: CONTACT_MESSAGE_TOO_SHORT })
      .refine((v) => length(v) >= CONTACT_MESSAGE_MIN, CONTACT_MESSAGE_TOO_SHORT)
      .refine((v) => length(v) <= CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_TOO_LONG),
  ),
});

export type ContactEnquiry = z.output<typeof contactEnquirySchema>;
export type ContactField = keyof ContactEnquiry;
