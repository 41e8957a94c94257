// A UPI ID (virtual payment address), 'asha.rao@okhdfc': a handle of 2 to 256 letters, digits,
// dots, hyphens or underscores, '@', and the payment service's code of 2 to 64 letters (NPCI's
// format). IDs are case-insensitive and kept lower-cased; public.is_upi_id checks the same.
import './browserZod.ts';
import { z } from 'zod';
import { UPI_ID_INVALID } from './messages.ts';

export const UPI_ID_PATTERN = /^[a-z0-9._-]{2,256}@[a-z]{2,64}$/;

/** What a person typed, as kept: trimmed, lower-cased: ' Asha.Rao@OKHDFC ' → 'asha.rao@okhdfc'. */
export function normaliseUpiId(value: string): string {
  return value.trim().toLowerCase();
}

/** Whether the value (once normalised) is a UPI ID: 'asha.rao@okhdfc' → true, 'asha rao@okhdfc' → false. */
export function isUpiId(value: string): boolean {
  return UPI_ID_PATTERN.test(normaliseUpiId(value));
}

/** The UPI ID field of the landlord's settings: required, normalised, in the name@bank format. */
export const upiIdSchema = z.object({
  upi_id: z.preprocess(
    (value) => (typeof value === 'string' ? normaliseUpiId(value) || undefined : value),
    z.string({ error: UPI_ID_INVALID }).refine((value) => UPI_ID_PATTERN.test(value), UPI_ID_INVALID),
  ),
});
