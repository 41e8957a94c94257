// The catalogue keys the registration island needs; the page picks them on the server.
import type { MessageKey } from '../../i18n/catalogue.ts';

export const REGISTER_KEYS = [
  'affiliate.register.sponsor', 'affiliate.register.sponsorHint', 'affiliate.register.sponsorChecking',
  'affiliate.register.sponsorFound', 'affiliate.register.sponsorUnknown', 'affiliate.register.sponsorFailed',
  'affiliate.register.fullName', 'affiliate.register.email', 'affiliate.register.phone', 'affiliate.register.submit',
  'affiliate.register.submitting',
  'affiliate.register.invalid',
] as const satisfies readonly MessageKey[];

export type RegisterTexts = Record<(typeof REGISTER_KEYS)[number], string>;
