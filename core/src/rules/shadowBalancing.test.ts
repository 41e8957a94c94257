import { describe, expect, it } from 'vitest';
import {
  auditActionVariant,
  defaultShadowBalancingEnd,
  maxShadowBalancingEnd,
  shadowBalancingAction,
  shadowBalancingState,
  shadowBalancingSuccessMessage,
  shadowBalancingUpdate,
} from './shadowBalancing.ts';

describe('shadow balancing dates', () => {
  it('defaults the end to start + 180 and caps it at start + 183', () => {
    expect(defaultShadowBalancingEnd('2025-01-01')).toBe('2025-06-30');
    expect(maxShadowBalancingEnd('2025-01-01')).toBe('2025-07-03');
  });

  const today = '2025-03-10';
  it.each([
    [false, '2025-03-12', 'disabled'],
    [true, null, 'active'],
    [true, '2025-03-09', 'expired'],
    [true, '2025-03-10', 'active'],
    [true, '2025-03-11', 'expiring_soon'],
    [true, '2025-03-17', 'expiring_soon'],
    [true, '2025-03-18', 'active'],
  ] as const)('enabled %s, end %s → %s', (enabled, end, state) => {
    expect(shadowBalancingState({ shadow_balancing_enabled: enabled, shadow_balancing_end_date: end }, today)).toBe(state);
  });
});

describe('shadow balancing audit', () => {
  it.each([
    [false, true, 'enabled', 'default'],
    [true, true, 'modified', 'secondary'],
    [true, false, 'disabled', 'destructive'],
    [false, false, 'disabled', 'destructive'],
  ] as const)('was %s, now %s → %s (%s)', (was, now, action, variant) => {
    expect(shadowBalancingAction(was, now)).toBe(action);
    expect(auditActionVariant(action)).toBe(variant);
  });

  it('falls back to outline for an unknown action', () => {
    expect(auditActionVariant('other')).toBe('outline');
  });

  it('says what happened to whom', () => {
    expect(shadowBalancingSuccessMessage('modified', 'Ravi Kumar')).toBe('Shadow balancing modified for Ravi Kumar');
  });

  it('clears dates and reason when disabled', () => {
    const form = { enabled: false, startDate: '2025-01-01', endDate: '2025-06-30', reason: 'early adopter' };
    expect(shadowBalancingUpdate(form)).toEqual({
      shadow_balancing_enabled: false,
      shadow_balancing_start_date: null,
      shadow_balancing_end_date: null,
      shadow_balancing_reason: null,
    });
    expect(shadowBalancingUpdate({ ...form, enabled: true })).toMatchObject({ shadow_balancing_start_date: '2025-01-01' });
  });
});
