// The steps of broker registration (/register/broker/step1, /step2, /payment): each step's form is
// checked on its own, and together they make the document register_broker(_registration) reads.
import { z } from 'zod';
import { blankToUndefined, nameText } from './fields.ts';
import { NAME_MAX } from './limits.ts';
import { CONTACT_PHONE_PATTERN } from './contact.ts';
import {
  BROKER_PAYMENT_METHOD,
  CITY_REQUIRED,
  CONTACT_NAME_TOO_LONG,
  CONTACT_PHONE_INVALID,
  NAME_REQUIRED,
  PHONE_REQUIRED,
  TERMS_REQUIRED,
  UPI_REFERENCE_INVALID,
} from './messages.ts';
import type { BrokerRegistration } from './registration.ts';

const text = (missing: string) =>
  z.preprocess(
    (v) => blankToUndefined(typeof v === 'string' ? v.trim() : v),
    z.string({ error: missing }).max(100),
  );

/** Step 1, the broker's details: name, phone ('+91 98765 43210') and city. */
export const brokerDetailsSchema = z.object({
  name: nameText(NAME_MAX, NAME_REQUIRED, CONTACT_NAME_TOO_LONG),
  phone: text(PHONE_REQUIRED).pipe(z.string().regex(CONTACT_PHONE_PATTERN, CONTACT_PHONE_INVALID)),
  city: text(CITY_REQUIRED),
});

/** Step 2, the programme terms: the checkbox posts 'yes' when ticked. */
export const brokerTermsSchema = z.object({
  accepted_terms: z.literal('yes', { error: TERMS_REQUIRED }),
});

/** How the ₹999 fee is paid from the site: UPI with its reference, or cash at the office. */
export const BROKER_PAYMENT_METHODS = ['upi', 'cash'] as const;

/** A UPI transaction reference (UTR) as apps show it, spaces allowed: '4123 5678 9012' → '412356789012'. */
export const UPI_REFERENCE_PATTERN = /^\d{12}$/;

/** Step 3, the payment: UPI needs its 12-digit reference; cash has none. */
export const brokerPaymentSchema = z
  .object({
    provider: z.enum(BROKER_PAYMENT_METHODS, { error: BROKER_PAYMENT_METHOD }),
    provider_payment_id: z.preprocess(
      (v) => (typeof v === 'string' ? v.replace(/\s+/g, '') || null : (v ?? null)),
      z.string().nullable(),
    ),
  })
  .transform((payment) =>
    payment.provider === 'cash' ? { ...payment, provider_payment_id: null } : payment,
  )
  .refine(
    (payment) =>
      payment.provider === 'cash' || UPI_REFERENCE_PATTERN.test(payment.provider_payment_id ?? ''),
    {
      message: UPI_REFERENCE_INVALID,
      path: ['provider_payment_id'],
    },
  );

export type BrokerDetails = z.output<typeof brokerDetailsSchema>;
export type BrokerPayment = z.output<typeof brokerPaymentSchema>;

/** The document for register_broker from the checked steps. */
export function brokerRegistrationDocument(
  details: BrokerDetails,
  payment: BrokerPayment,
): BrokerRegistration {
  return { ...details, ...payment };
}
