// How a month was paid, in a few words: 'UPI 412345678901', 'Cash (Handed to Mr Rao)'.
import type { MessageKey } from '../../../i18n/catalogue.ts';
import type { Translate } from '../../../i18n/t.ts';

export function paymentHow(r: { payment_mode: string | null; reference: string | null; note?: string | null }, t: Translate): string {
  if (!r.payment_mode) return '—';
  const mode = t(`register.method.${r.payment_mode}` as MessageKey);
  if (r.reference) return `${mode} ${r.reference}`;
  return r.note ? `${mode} (${r.note})` : mode;
}
