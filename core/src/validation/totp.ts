// The console's second sign-in step (spec 2.8): the code an authenticator app shows for a TOTP factor.
import './browserZod.ts';
import { z } from 'zod';
import { TOTP_CODE_LENGTH_WRONG, TOTP_CODE_REQUIRED } from './messages.ts';

/** Digits of a code, as the auth service's TOTP factors make them (gateway/src/auth/totp.ts). */
export const TOTP_CODE_LENGTH = 6;

/** Keeps only digits, at most one code's worth: pasted '123 456' becomes '123456'. */
export function toTotpCode(value: string): string {
  return value.replace(/\D/g, '').slice(0, TOTP_CODE_LENGTH);
}

/** { code }: spaces and dashes an app shows between the digit groups are dropped first. */
export const totpCodeSchema = z.object({
  code: z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(/[\s-]/g, '') : v),
    z
      .string({ error: TOTP_CODE_REQUIRED })
      .min(1, TOTP_CODE_REQUIRED)
      .regex(new RegExp(`^\\d{${TOTP_CODE_LENGTH}}$`), TOTP_CODE_LENGTH_WRONG),
  ),
});

export type TotpCode = z.output<typeof totpCodeSchema>;
