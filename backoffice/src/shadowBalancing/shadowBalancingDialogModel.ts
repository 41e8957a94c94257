// Date rules of the 'Configure Shadow Balancing' dialog on the pickers' dayjs values; the checks
// themselves are core's schema (validation/shadowBalancing.ts), run by the form.
import { SHADOW_BALANCING_DEFAULT_DAYS, SHADOW_BALANCING_MAX_DAYS } from '@rentals/core/constants';
import type { Dayjs } from 'dayjs';
import { addIndianDays, fromIsoDate } from '../dates/india.ts';
import type { BrokerRecord } from './types.ts';

/** A new start keeps the end when it still fits (start to start + 183 days), else moves it to start + 180. */
export function endForStart(start: Dayjs | null, end: Dayjs | null): Dayjs | null {
  if (!start || !start.isValid()) return end;
  const fits =
    end && !end.isBefore(start) && !end.isAfter(addIndianDays(start, SHADOW_BALANCING_MAX_DAYS));
  return fits ? end : addIndianDays(start, SHADOW_BALANCING_DEFAULT_DAYS);
}

/** The earliest start the picker offers: today, or a running period's own earlier start. */
export function earliestStart(broker: BrokerRecord, today: Dayjs): Dayjs {
  const current = broker.shadow_balancing_enabled
    ? fromIsoDate(broker.shadow_balancing_start_date)
    : null;
  return current && current.isBefore(today) ? current : today;
}
