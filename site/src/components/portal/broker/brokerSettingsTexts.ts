// The catalogue keys the broker's settings need; the page picks them on the server (i18n/t.ts pick).
import type { MessageKey } from '../../../i18n/catalogue.ts';
import { DETAILS_FIELD_KEYS } from '../../register/brokerFormTexts.ts';

export const BROKER_SETTINGS_KEYS = [
  ...DETAILS_FIELD_KEYS, 'broker.settings.title', 'broker.settings.intro', 'broker.settings.contact', 'broker.settings.save',
  'broker.settings.registration', 'broker.settings.status', 'broker.settings.active', 'broker.settings.pending',
  'register.broker.paymentMethod', 'register.broker.reference', 'register.broker.activated', 'register.form.errorHeading',
  'register.form.saving', 'register.method.upi', 'register.method.cash', 'register.method.bank_transfer',
  'register.method.cheque', 'register.method.razorpay', 'portal.retry', 'broker.error.noBroker', 'broker.error.overview',
] as const satisfies readonly MessageKey[];

export type BrokerSettingsKey = (typeof BROKER_SETTINGS_KEYS)[number];
export type BrokerSettingsTexts = Record<BrokerSettingsKey, string>;
