// Defaults and checks of the 'Configure Shadow Balancing' dialog: core's rules and schema on the
// pickers' dayjs values.
import { SHADOW_BALANCING_DEFAULT_DAYS, SHADOW_BALANCING_MAX_DAYS } from '@rentals/core/constants';
import {
  shadowBalancingFormDefaults,
  shadowBalancingFormSchema,
} from '@rentals/core/validation/shadowBalancing';
import type { Dayjs } from 'dayjs';
import { addIndianDays, fromIsoDate, toIsoDate } from '../dates/india.ts';
import type { BrokerRecord } from './types.ts';

export interface DialogState {
  enabled: boolean;
  start: Dayjs | null;
  end: Dayjs | null;
  reason: string;
}

export type DialogErrors = Partial<Record<'startDate' | 'endDate' | 'reason', string>>;

/** The broker's current settings, else start today and end 180 days later. */
export function initialState(broker: BrokerRecord, today: string): DialogState {
  const d = shadowBalancingFormDefaults(broker, today);
  return {
    enabled: broker.shadow_balancing_enabled,
    start: fromIsoDate(d.startDate),
    end: fromIsoDate(d.endDate),
    reason: d.reason,
  };
}

/** A new start keeps the end when it still fits (start to start + 183 days), else moves it to start + 180. */
export function withStart(state: DialogState, start: Dayjs | null): DialogState {
  if (!start || !start.isValid()) return { ...state, start };
  const fits =
    state.end &&
    !state.end.isBefore(start) &&
    !state.end.isAfter(addIndianDays(start, SHADOW_BALANCING_MAX_DAYS));
  return {
    ...state,
    start,
    end: fits ? state.end : addIndianDays(start, SHADOW_BALANCING_DEFAULT_DAYS),
  };
}

/** The earliest start the picker offers: today, or a running period's own earlier start. */
export function earliestStart(broker: BrokerRecord, today: Dayjs): Dayjs {
  const current = broker.shadow_balancing_enabled
    ? fromIsoDate(broker.shadow_balancing_start_date)
    : null;
  return current && current.isBefore(today) ? current : today;
}

/** The values to save, or the messages to show beside the fields (core's schema, as the database checks). */
export function validate(state: DialogState, broker: BrokerRecord, today: string) {
  const current = broker.shadow_balancing_enabled ? broker.shadow_balancing_start_date : null;
  const parsed = shadowBalancingFormSchema(today, current).safeParse({
    enabled: state.enabled,
    startDate: toIsoDate(state.start),
    endDate: toIsoDate(state.end),
    reason: state.reason,
  });
  if (parsed.success) return { values: parsed.data, errors: {} as DialogErrors };
  const errors: DialogErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof DialogErrors;
    errors[field] ??= issue.message;
  }
  return { values: null, errors };
}
