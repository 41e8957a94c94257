// The console's second sign-in step (spec 2.8): the code an authenticator app shows for a TOTP factor.
import './browserZod.ts';
import { z } from 'zod';
import { TOTP_CODE_LENGTH_WRONG, TOTP_CODE_REQUIRED } from './messages.ts';
import { TOTP_CODE_LENGTH } from './totpCode.ts';

export { TOTP_CODE_LENGTH, toTotpCode } from './totpCode.ts';

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
