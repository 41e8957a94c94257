// Contact enquiry (/contact): core's contactEnquirySchema against submit_contact_enquiry, called as
// a visitor. Every call is rolled back, so the hourly limits never come into play here.
import { contactEnquirySchema } from '@rentals/core/validation/contact';
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
import { describe, it } from 'vitest';
import { anon } from '../helpers/actors.ts';
import { coreVerdict, dbVerdict, expectAgreement, useAgreementDatabase, type Expected } from './_agreement.ts';

const call = 'select public.submit_contact_enquiry($1, $2, $3, $4, $5)';

const valid = {
  name: 'Meera Iyer',
  email: 'meera.iyer@example.in',
  phone: '+91 98765 43210',
  topic: 'legal_support',
  message: 'Please help us register an 11-month agreement in Pune.',
};

const cases: { name: string; change: Partial<Record<keyof typeof valid, string>>; expected: Expected }[] = [
  { name: 'a complete enquiry', change: {}, expected: { ok: true } },
  { name: 'blank name', change: { name: '   ' }, expected: { ok: false, message: NAME_REQUIRED } },
  { name: '100-character name', change: { name: 'n'.repeat(100) }, expected: { ok: true } },
  { name: '101-character name', change: { name: 'n'.repeat(101) }, expected: { ok: false, message: CONTACT_NAME_TOO_LONG } },
  { name: 'Hindi name', change: { name: 'मीरा अय्यर' }, expected: { ok: true } },
  { name: 'a tab inside the name', change: { name: 'Meera\tIyer' }, expected: { ok: false } },
  { name: 'a control character in the name', change: { name: 'Meera\u0007' }, expected: { ok: false } },
  { name: 'email in capitals with spaces', change: { email: '  MEERA.IYER@EXAMPLE.IN ' }, expected: { ok: true } },
  { name: 'email with a plus', change: { email: 'meera+rentals@example.co.in' }, expected: { ok: true } },
  { name: 'email without a domain', change: { email: 'meera@' }, expected: { ok: false, message: INVALID_EMAIL } },
  { name: 'email without a dot in the domain', change: { email: 'meera@localhost' }, expected: { ok: false, message: INVALID_EMAIL } },
  { name: 'email with two dots in a row', change: { email: 'meera..iyer@example.in' }, expected: { ok: false, message: INVALID_EMAIL } },
  { name: 'email with a space', change: { email: 'meera iyer@example.in' }, expected: { ok: false, message: INVALID_EMAIL } },
  { name: 'blank email', change: { email: '' }, expected: { ok: false, message: INVALID_EMAIL } },
  { name: '254-character email', change: { email: `${'a'.repeat(243)}@example.in` }, expected: { ok: true } },
  { name: '255-character email', change: { email: `${'a'.repeat(244)}@example.in` }, expected: { ok: false, message: CONTACT_EMAIL_TOO_LONG } },
  { name: 'no phone', change: { phone: '' }, expected: { ok: true } },
  { name: 'landline phone', change: { phone: '(080) 4123 4567' }, expected: { ok: true } },
  { name: 'phone in words', change: { phone: 'after six' }, expected: { ok: false, message: CONTACT_PHONE_INVALID } },
  { name: 'phone too short', change: { phone: '12345' }, expected: { ok: false, message: CONTACT_PHONE_INVALID } },
  { name: 'unknown topic', change: { topic: 'mortgages' }, expected: { ok: false, message: CONTACT_TOPIC_INVALID } },
  { name: 'no topic', change: { topic: '' }, expected: { ok: false, message: CONTACT_TOPIC_INVALID } },
  { name: '9-character message', change: { message: '  123456789  ' }, expected: { ok: false, message: CONTACT_MESSAGE_TOO_SHORT } },
  { name: '10 emoji', change: { message: '🙂'.repeat(10) }, expected: { ok: true } },
  { name: '4,000-character message', change: { message: 'm'.repeat(4000) }, expected: { ok: true } },
  { name: '4,001-character message', change: { message: 'm'.repeat(4001) }, expected: { ok: false, message: CONTACT_MESSAGE_TOO_LONG } },
];

describe('contact enquiry: form schema and the database agree', () => {
  const fx = useAgreementDatabase();

  it.each(cases)('$name', async ({ name, change, expected }) => {
    const input = { ...valid, ...change };
    const core = coreVerdict(contactEnquirySchema, input);
    const db = await dbVerdict(fx.client, anon, call, [input.name, input.email, input.topic, input.message, input.phone]);
    expectAgreement(name, core, db, expected);
  });
});
