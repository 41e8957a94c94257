// Broker and affiliate registration forms (/register/broker, /register/affiliate): the documents
// register_broker(_registration) and register_affiliate(_sponsor_affiliate_id, _profile) read.
import { z } from 'zod';
import { blankToUndefined, nameText, textOrNull } from './fields.ts';
import { NAME_MAX } from './limits.ts';
import { CONTACT_NAME_TOO_LONG, FULL_NAME_REQUIRED, FULL_NAME_TOO_LONG, INVALID_EMAIL, INVALID_PROVIDER, NAME_REQUIRED } from './messages.ts';

/** How the ₹999 registration fee is paid. */
export const REGISTRATION_PROVIDERS = ['upi', 'cash', 'bank_transfer', 'cheque', 'razorpay'] as const;

const trimmedOrUndefined = (v: unknown) => (typeof v === 'string' ? v.trim() || undefined : blankToUndefined(v));

/** Broker registration; the name falls back to the profile's on the server, but the form asks for it. */
export const brokerRegistrationSchema = z.object({
  name: nameText(NAME_MAX, NAME_REQUIRED, CONTACT_NAME_TOO_LONG),
  phone: textOrNull,
  city: textOrNull,
  provider: z.preprocess(blankToUndefined, z.enum(REGISTRATION_PROVIDERS, { error: INVALID_PROVIDER }).default('cash')),
  provider_payment_id: textOrNull,
});

/** Affiliate registration: an optional sponsor code ('AFF10023') and the affiliate profile. */
export const affiliateRegistrationSchema = z.object({
  sponsor_affiliate_id: z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() || null : (v ?? null)), z.string().nullable()),
  full_name: nameText(NAME_MAX, FULL_NAME_REQUIRED, FULL_NAME_TOO_LONG),
  email: z.preprocess((v) => trimmedOrUndefined(v) ?? null, z.email(INVALID_EMAIL).nullable()),
  phone: textOrNull,
});

export type BrokerRegistration = z.output<typeof brokerRegistrationSchema>;
export type AffiliateRegistration = z.output<typeof affiliateRegistrationSchema>;
