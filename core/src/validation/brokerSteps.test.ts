import { describe, expect, it } from 'vitest';
import {
  brokerDetailsSchema,
  brokerPaymentSchema,
  brokerRegistrationDocument,
  brokerTermsSchema,
} from './brokerSteps.ts';
import { brokerRegistrationSchema } from './registration.ts';
import {
  CITY_REQUIRED,
  CONTACT_PHONE_INVALID,
  NAME_REQUIRED,
  PHONE_REQUIRED,
  TERMS_REQUIRED,
  UPI_REFERENCE_INVALID,
} from './messages.ts';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
  );

describe('broker registration steps', () => {
  it('step 1 trims the details and names each missing one', () => {
    expect(
      brokerDetailsSchema.parse({
        name: ' Rohan Kulkarni ',
        phone: '+91 98765 43210',
        city: ' Pune',
      }),
    ).toEqual({
      name: 'Rohan Kulkarni',
      phone: '+91 98765 43210',
      city: 'Pune',
    });
    expect(messages(brokerDetailsSchema.safeParse({ name: '', phone: ' ', city: '' }))).toEqual({
      name: NAME_REQUIRED,
      phone: PHONE_REQUIRED,
      city: CITY_REQUIRED,
    });
    expect(
      messages(brokerDetailsSchema.safeParse({ name: 'R', phone: 'call me', city: 'Pune' })),
    ).toEqual({ phone: CONTACT_PHONE_INVALID });
  });

  it('step 2 needs the terms ticked', () => {
    expect(brokerTermsSchema.safeParse({ accepted_terms: 'yes' }).success).toBe(true);
    expect(messages(brokerTermsSchema.safeParse({}))).toEqual({ accepted_terms: TERMS_REQUIRED });
  });

  it('UPI needs a 12-digit reference, spaces allowed; cash drops any reference', () => {
    expect(
      brokerPaymentSchema.parse({ provider: 'upi', provider_payment_id: '4123 5678 9012' }),
    ).toEqual({ provider: 'upi', provider_payment_id: '412356789012' });
    expect(
      messages(brokerPaymentSchema.safeParse({ provider: 'upi', provider_payment_id: '41235' })),
    ).toEqual({ provider_payment_id: UPI_REFERENCE_INVALID });
    expect(messages(brokerPaymentSchema.safeParse({ provider: 'upi' }))).toEqual({
      provider_payment_id: UPI_REFERENCE_INVALID,
    });
    expect(brokerPaymentSchema.parse({ provider: 'cash', provider_payment_id: '123' })).toEqual({
      provider: 'cash',
      provider_payment_id: null,
    });
    expect(brokerPaymentSchema.safeParse({ provider: 'razorpay' }).success).toBe(false);
  });

  it('makes a document that register_broker accepts', () => {
    const document = brokerRegistrationDocument(
      { name: 'Rohan Kulkarni', phone: '+91 98765 43210', city: 'Pune' },
      { provider: 'upi', provider_payment_id: '412356789012' },
    );
    expect(brokerRegistrationSchema.parse(document)).toEqual(document);
  });
});
