// The UPI payment link of a month's rent (NPCI's linking specification): a phone opens it in any
// UPI app with the landlord, the amount and the note filled in, so paying is one tap; the same
// text in a QR code is what a second phone scans.
import { formatMonth } from '../format.ts';

export interface UpiPayment {
  /** The payee's UPI ID: 'asha.rao@okhdfc'. */
  upiId: string;
  /** The payee's name as the app shows it. */
  payeeName: string;
  /** Rupees; sent with two decimals. */
  amount: number | string;
  /** The note the payer's app keeps with the payment. */
  note: string;
}

/** NPCI keeps a transaction note short; apps cut longer ones. */
export const UPI_NOTE_MAX = 50;

// Each value percent-encoded (a space as %20, never '+', which some apps show as it is); the
// UPI ID keeps its '@', as every app writes it.
const encode = (value: string) => encodeURIComponent(value).replace(/%40/g, '@');

/**
 * upiPaymentLink({ upiId: 'asha.rao@okhdfc', payeeName: 'Asha Rao', amount: 25000, note: 'Rent Mar 2027' })
 * → 'upi://pay?pa=asha.rao@okhdfc&pn=Asha%20Rao&am=25000.00&cu=INR&tn=Rent%20Mar%202027'.
 */
export function upiPaymentLink({ upiId, payeeName, amount, note }: UpiPayment): string {
  const params = [
    ['pa', upiId.trim().toLowerCase()],
    ['pn', payeeName.trim()],
    ['am', Number(amount).toFixed(2)],
    ['cu', 'INR'],
    ['tn', [...note.trim()].slice(0, UPI_NOTE_MAX).join('')],
  ] as const;
  return `upi://pay?${params.map(([key, value]) => `${key}=${encode(value)}`).join('&')}`;
}

/** The note of a month's rent, in the words a bank statement keeps: ('2027-03-01') → 'Rent Mar 2027'. */
export function rentPaymentNote(month: string): string {
  return `Rent ${formatMonth(month)}`;
}
