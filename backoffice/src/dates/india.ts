// The back office's calendar: dayjs on Indian time (Asia/Kolkata), the product's day for every date
// rule. Values leave the pickers as ISO dates ('2026-11-24') for core's rules and the database.
import { INDIA_TIME_ZONE } from '@rentals/core/dates';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/en-in';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

export { INDIA_TIME_ZONE };
/** How the pickers show a date: 24/11/2026. */
export const INDIAN_DATE_FORMAT = 'DD/MM/YYYY';

/** Today's date in India as dayjs at midnight IST. */
export function indiaToday(now: Date = new Date()): Dayjs {
  return dayjs(now).tz(INDIA_TIME_ZONE).startOf('day');
}

/** An ISO date as a dayjs day in India: '2026-11-24' → 24 Nov 2026 00:00 IST; null stays null. */
export function fromIsoDate(value: string | null | undefined): Dayjs | null {
  return value ? dayjs.tz(value, INDIA_TIME_ZONE) : null;
}

/** The ISO date of a picked day: 24 Nov 2026 → '2026-11-24'; an unfinished or invalid entry → null. */
export function toIsoDate(value: Dayjs | null | undefined): string | null {
  return value && value.isValid() ? value.tz(INDIA_TIME_ZONE).format('YYYY-MM-DD') : null;
}

/** A day plus whole days, on the Indian calendar: (24 Nov 2026, 183) → 26 May 2027. */
export function addIndianDays(day: Dayjs, days: number): Dayjs {
  return day.add(days, 'day');
}

/**
 * A typed entry as the form should see it: a year of fewer than four digits is still being typed
 * (0202 on the way to 2027), so it is no date yet; null (cleared) and other entries pass unchanged.
 */
export function settledDate(value: Dayjs | null): Dayjs | null {
  return value && value.isValid() && value.year() < 1000 ? dayjs(Number.NaN) : value;
}

/**
 * The same calendar day at midnight UTC, as the pickers hold it: dayjs moves a day of Asia/Kolkata
 * to the 1st when its year is changed to one before 1906 (the zone's old local-mean-time offsets),
 * which every typed year passes through (2, 20, 202, then 2027). UTC has no such offsets.
 */
export function toPickerDay(value: Dayjs | null | undefined): Dayjs | null {
  if (!value) return null;
  return value.isValid() ? dayjs.utc(toIsoDate(value)) : value;
}

/** A picker's UTC day back on the Indian calendar: 15 Apr 2027 UTC → 15 Apr 2027 00:00 IST. */
export function fromPickerDay(value: Dayjs | null): Dayjs | null {
  return value && value.isValid() ? fromIsoDate(value.utc().format('YYYY-MM-DD')) : value;
}
