import { describe, expect, it } from 'vitest';
import { CONTACT_PHONE_PATTERN, contactEnquirySchema } from './contact.ts';
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

const enquiry = {
  name: ' Meera Iyer ',
  email: ' Meera.Iyer@Example.IN ',
  phone: '',
  topic: 'guaranteed_lease',
  message: '  We own a 3 BHK in Whitefield and want to know how the guaranteed lease works.  ',
};

const issues = (input: Record<string, unknown>) => {
  const result = contactEnquirySchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('contact enquiry form', () => {
  it('trims every field, lowercases the email and turns a blank phone into null', () => {
    expect(contactEnquirySchema.parse(enquiry)).toEqual({
      name: 'Meera Iyer',
      email: 'meera.iyer@example.in',
      phone: null,
      topic: 'guaranteed_lease',
      message: 'We own a 3 BHK in Whitefield and want to know how the guaranteed lease works.',
    });
  });

  it.each([
    [{ name: '   ' }, 'name', NAME_REQUIRED],
    [{ name: 'x'.repeat(101) }, 'name', CONTACT_NAME_TOO_LONG],
    [{ email: 'meera@' }, 'email', INVALID_EMAIL],
    [{ email: '' }, 'email', INVALID_EMAIL],
    [{ email: `${'a'.repeat(250)}@example.in` }, 'email', CONTACT_EMAIL_TOO_LONG],
    [{ phone: 'call me' }, 'phone', CONTACT_PHONE_INVALID],
    [{ topic: 'mortgages' }, 'topic', CONTACT_TOPIC_INVALID],
    [{ topic: '' }, 'topic', CONTACT_TOPIC_INVALID],
    [{ message: ' Hello ' }, 'message', CONTACT_MESSAGE_TOO_SHORT],
    [{ message: 'x'.repeat(4001) }, 'message', CONTACT_MESSAGE_TOO_LONG],
  ] as const)('%j → %s: %s', (change, field, message) => {
    expect(issues({ ...enquiry, ...change })).toEqual([[field, message]]);
  });

  it('reports every wrong field at once, so the form can show each next to its input', () => {
    expect(issues({ name: '', email: 'x', phone: '12', topic: 'x', message: '' }).map(([field]) => field)).toEqual([
      'name', 'email', 'phone', 'topic', 'message',
    ]);
  });

  it('counts characters as the database does: an emoji is one, not two', () => {
    expect(contactEnquirySchema.safeParse({ ...enquiry, name: '🙂'.repeat(100) }).success).toBe(true);
    expect(contactEnquirySchema.safeParse({ ...enquiry, message: '🙂'.repeat(10) }).success).toBe(true);
  });

  it.each(['+91 98765 43210', '9876543210', '020-2567 8901', '(080) 4123 4567'])('accepts the phone %s', (phone) => {
    expect(CONTACT_PHONE_PATTERN.test(phone)).toBe(true);
  });

  it.each(['12345', '+91 98765 43210 ext 4', '98765-', '+'.repeat(9)])('refuses the phone %s', (phone) => {
    expect(CONTACT_PHONE_PATTERN.test(phone)).toBe(false);
  });
});
