// Shadow balancing (Fast Track Advantage) rules of spec sections 4, 5 and 9.
import {
  SHADOW_BALANCING_DEFAULT_DAYS,
  SHADOW_BALANCING_EXPIRING_DAYS,
  SHADOW_BALANCING_MAX_DAYS,
} from '../constants.ts';
import { addDays, daysBetween } from '../dates.ts';
import type { BadgeVariant } from './status.ts';

export type ShadowBalancingAction = 'enabled' | 'modified' | 'disabled';

/** Default end date, start + 180 days: '2025-01-01' → '2025-06-30'. */
export function defaultShadowBalancingEnd(start: string): string {
  return addDays(start, SHADOW_BALANCING_DEFAULT_DAYS);
}

/** Latest allowed end date, start + 183 days: '2025-01-01' → '2025-07-03'. */
export function maxShadowBalancingEnd(start: string): string {
  return addDays(start, SHADOW_BALANCING_MAX_DAYS);
}

export type ShadowBalancingState = 'disabled' | 'active' | 'expiring_soon' | 'expired';

export interface ShadowBalancingFields {
  shadow_balancing_enabled: boolean;
  shadow_balancing_end_date: string | null;
}

/**
 * State of a broker's shadow balancing on a day. Expired once the end date is past; expiring soon
 * when 1 to 7 days remain. On its last day (0 days left) it is still plainly active, as the spec's
 * window starts at 1.
 */
export function shadowBalancingState(broker: ShadowBalancingFields, today: string): ShadowBalancingState {
  if (!broker.shadow_balancing_enabled) return 'disabled';
  if (!broker.shadow_balancing_end_date) return 'active';
  const left = daysBetween(today, broker.shadow_balancing_end_date);
  if (left < 0) return 'expired';
  if (left >= 1 && left <= SHADOW_BALANCING_EXPIRING_DAYS) return 'expiring_soon';
  return 'active';
}

/** Days left until the end date: ('2025-03-01', end '2025-03-08') → 7; null without an end date. */
export function shadowBalancingDaysLeft(broker: ShadowBalancingFields, today: string): number | null {
  return broker.shadow_balancing_end_date ? daysBetween(today, broker.shadow_balancing_end_date) : null;
}

/** Audit action of a save: off → on 'enabled', on → on 'modified', switched off 'disabled'. */
export function shadowBalancingAction(wasEnabled: boolean, enabled: boolean): ShadowBalancingAction {
  if (!enabled) return 'disabled';
  return wasEnabled ? 'modified' : 'enabled';
}

/** Badge variant of an audit action: enabled → 'default', disabled → 'destructive', modified → 'secondary'. */
export function auditActionVariant(action: string): BadgeVariant {
  if (action === 'enabled') return 'default';
  if (action === 'disabled') return 'destructive';
  if (action === 'modified') return 'secondary';
  return 'outline';
}

/** Success toast: ('enabled', 'Ravi Kumar') → 'Shadow balancing enabled for Ravi Kumar'. */
export function shadowBalancingSuccessMessage(action: ShadowBalancingAction, brokerName: string): string {
  return `Shadow balancing ${action} for ${brokerName}`;
}

export interface ShadowBalancingForm {
  enabled: boolean;
  startDate: string | null;
  endDate: string | null;
  reason: string | null;
}

/** Broker columns written on save; disabling clears start date, end date and reason. */
export function shadowBalancingUpdate(form: ShadowBalancingForm) {
  return form.enabled
    ? {
        shadow_balancing_enabled: true,
        shadow_balancing_start_date: form.startDate,
        shadow_balancing_end_date: form.endDate,
        shadow_balancing_reason: form.reason,
      }
    : {
        shadow_balancing_enabled: false,
        shadow_balancing_start_date: null,
        shadow_balancing_end_date: null,
        shadow_balancing_reason: null,
      };
}
