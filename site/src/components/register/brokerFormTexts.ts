// The catalogue keys each broker registration step needs; the pages pick them on the server (i18n/t.ts pick).
import type { MessageKey } from '../../i18n/catalogue.ts';

export const STEPS_KEYS = [
  'register.steps.label', 'register.steps.details', 'register.steps.terms', 'register.steps.payment', 'register.steps.done',
] as const satisfies readonly MessageKey[];

export const DETAILS_FIELD_KEYS = [
  'register.details.name', 'register.details.phone', 'register.details.phoneHint', 'register.details.city',
] as const satisfies readonly MessageKey[];

export const BROKER_DETAILS_FORM_KEYS = [
  ...STEPS_KEYS, ...DETAILS_FIELD_KEYS, 'register.form.errorHeading', 'register.details.legend', 'register.form.saving',
  'register.form.continue',
] as const satisfies readonly MessageKey[];

export const BROKER_TERMS_FORM_KEYS = [
  ...STEPS_KEYS, 'register.form.errorHeading', 'register.terms.legend', 'register.terms.fee', 'register.terms.commission',
  'register.terms.conduct', 'register.terms.readTerms', 'register.terms.accept', 'register.form.back', 'register.form.saving',
  'register.form.continue',
] as const satisfies readonly MessageKey[];

export const BROKER_PAYMENT_FORM_KEYS = [
  ...STEPS_KEYS, 'register.payment.failed', 'register.form.errorHeading', 'register.payment.legend', 'register.payment.upi',
  'register.payment.upiHint', 'register.payment.reference', 'register.payment.cash', 'register.payment.cashHint',
  'register.form.back', 'register.payment.submitting', 'register.payment.submit',
] as const satisfies readonly MessageKey[];

export type StepsKey = (typeof STEPS_KEYS)[number];
export type DetailsFieldKey = (typeof DETAILS_FIELD_KEYS)[number];
export type BrokerDetailsFormTexts = Record<(typeof BROKER_DETAILS_FORM_KEYS)[number], string>;
export type BrokerTermsFormTexts = Record<(typeof BROKER_TERMS_FORM_KEYS)[number], string>;
export type BrokerPaymentFormTexts = Record<(typeof BROKER_PAYMENT_FORM_KEYS)[number], string>;

/** A translator over some keys: i18n/t.ts translator or islands/form/texts.ts translatorOf. */
export type TranslateSome<K extends string> = (key: K, vars?: Record<string, string | number>) => string;
