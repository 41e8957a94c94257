// Shadow power forms (spec 2.3, 2.10, 5): an amount in INR and optional notes.
import { z } from 'zod';
import { numberField, textOrNull } from './fields.ts';
import { SHADOW_POWER_NEGATIVE, SHADOW_POWER_NOT_NUMBER, SHADOW_POWER_NOT_POSITIVE, SHADOW_POWER_REQUIRED } from './messages.ts';

const amount = numberField(SHADOW_POWER_REQUIRED, SHADOW_POWER_NOT_NUMBER);

/** 'Configure Shadow Power' dialog: 0 is allowed and deactivates the grant. */
export const shadowPowerSchema = z.object({
  shadow_power_amount: amount.pipe(z.number().min(0, SHADOW_POWER_NEGATIVE)),
  notes: textOrNull,
});

/** Users-tab 'Shadow Power' dialog: the amount must be above 0. */
export const addShadowPowerSchema = z.object({
  shadow_power_amount: amount.pipe(z.number().gt(0, SHADOW_POWER_NOT_POSITIVE)),
  notes: textOrNull,
});

/** is_active follows the amount: 0 → false, 2500 → true. */
export function shadowPowerIsActive(amountInr: number): boolean {
  return amountInr > 0;
}

export type ShadowPowerValues = z.output<typeof shadowPowerSchema>;
