import { describe, expect, it } from 'vitest';
import { SHADOW_POWER_NEGATIVE, SHADOW_POWER_NOT_NUMBER, SHADOW_POWER_NOT_POSITIVE, SHADOW_POWER_REQUIRED } from './messages.ts';
import { addShadowPowerSchema, shadowPowerIsActive, shadowPowerSchema } from './shadowPower.ts';

const message = (schema: typeof shadowPowerSchema, amount: unknown) =>
  schema.safeParse({ shadow_power_amount: amount, notes: '' }).error?.issues[0]?.message;

describe('shadow power amount', () => {
  it.each([
    ['200000', undefined, undefined],
    [0, undefined, SHADOW_POWER_NOT_POSITIVE],
    ['0.01', undefined, undefined],
    [-1, SHADOW_POWER_NEGATIVE, SHADOW_POWER_NOT_POSITIVE],
    ['', SHADOW_POWER_REQUIRED, SHADOW_POWER_REQUIRED],
    ['lots', SHADOW_POWER_NOT_NUMBER, SHADOW_POWER_NOT_NUMBER],
  ] as const)('%j → dialog %s, users tab %s', (amount, dialog, usersTab) => {
    expect(message(shadowPowerSchema, amount)).toBe(dialog);
    expect(message(addShadowPowerSchema, amount)).toBe(usersTab);
  });

  it('keeps notes optional and parses the amount', () => {
    expect(shadowPowerSchema.parse({ shadow_power_amount: '2500', notes: ' ' })).toEqual({ shadow_power_amount: 2500, notes: null });
  });

  it('reads an amount grouped the Indian way, and refuses a stray comma', () => {
    expect(shadowPowerSchema.parse({ shadow_power_amount: '2,00,000', notes: '' }).shadow_power_amount).toBe(200_000);
    expect(message(shadowPowerSchema, '2,0,000')).toBe(SHADOW_POWER_NOT_NUMBER);
  });

  it.each([[0, false], [1, true], [-5, false]] as const)('is_active for %s → %s', (amount, active) => {
    expect(shadowPowerIsActive(amount)).toBe(active);
  });
});
