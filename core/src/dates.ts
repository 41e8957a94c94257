// Calendar-date arithmetic on ISO dates ('YYYY-MM-DD'), on the Indian clock for instants (the
// time zone database's Asia/Kolkata, through Intl), through dayjs (utc plugin): calendar days are
// handled as UTC midnights so no local time zone or daylight-saving rule of the machine can shift them.
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

/** The product's time zone: 'Asia/Kolkata' (UTC+05:30, no daylight saving). */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
// A timestamp with its offset, as PostgreSQL's JSON writes every timestamptz
// ('2026-12-01T10:00:00.123456+00:00'). dayjs hands such a string to Date too, but only after its
// own pattern has failed on the offset, and that failing match cost ten times the parse (2.85
// against 0.31 µs a date), on every date a portal page lists.
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T[\d:.]+(?:Z|[+-]\d{2}:\d{2})$/i;
const ISO = 'YYYY-MM-DD';

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

// The Indian calendar day of an instant, from one formatter kept for the process: dayjs's tz()
// builds a new one on every call (toLocaleString with a time zone), about 100 µs a date, which a
// portal page listing a hundred dates paid a hundred times. Numeric parts only, so no ICU's month
// names are involved.
const INDIA_DAY = new Intl.DateTimeFormat('en-US', { timeZone: INDIA_TIME_ZONE, year: 'numeric', month: 'numeric', day: 'numeric' });

// India's clock has been UTC+05:30 without a change since 15 October 1945 (the time zone
// database's Asia/Kolkata), so an instant from 1946 on is read on it by arithmetic (0.1 to 0.25 µs
// a date, where formatToParts took 3 to 6 µs, on busy cores). Earlier instants ask the database.
const INDIA_OFFSET_MS = 330 * 60_000;
const FIXED_OFFSET_SINCE_MS = Date.UTC(1946, 0, 1);

function indianDay(instant: Date): CalendarDate {
  const ms = instant.getTime();
  if (ms >= FIXED_OFFSET_SINCE_MS) {
    const onIndianClock = new Date(ms + INDIA_OFFSET_MS);
    return { year: onIndianClock.getUTCFullYear(), month: onIndianClock.getUTCMonth() + 1, day: onIndianClock.getUTCDate() };
  }
  const parts: Partial<CalendarDate> = {};
  for (const part of INDIA_DAY.formatToParts(instant)) {
    if (part.type === 'year' || part.type === 'month' || part.type === 'day') parts[part.type] = Number(part.value);
  }
  return parts as CalendarDate;
}

/** Calendar date parts: 'YYYY-MM-DD' as written; timestamps and Dates on the Indian clock. */
export function toIndianDate(value: string | Date): CalendarDate | null {
  if (typeof value === 'string') {
    const m = DATE_ONLY.exec(value);
    if (m) return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
    if (ISO_INSTANT.test(value)) {
      const instant = new Date(value);
      return Number.isNaN(instant.getTime()) ? null : indianDay(instant);
    }
  }
  const instant = dayjs(value);
  return instant.isValid() ? indianDay(instant.toDate()) : null;
}

/** The calendar day of a value as a UTC midnight, or null: ('2025-01-05') → 2025-01-05T00:00Z. */
function day(value: string | Date): Dayjs | null {
  const d = toIndianDate(value);
  return d ? dayjs.utc(Date.UTC(d.year, d.month - 1, d.day)) : null;
}

function requireDay(value: string | Date): Dayjs {
  const d = day(value);
  if (!d) throw new Error(`Invalid date: ${String(value)}`);
  return d;
}

/** Today's date in India: at 20:00 UTC on 4 Jan it is already '2025-01-05'. */
export function todayIso(now: Date = new Date()): string {
  const { year, month, day } = indianDay(now);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** ISO date plus whole days: ('2025-01-01', 180) → '2025-06-30'. */
export function addDays(date: string, days: number): string {
  return requireDay(date).add(days, 'day').format(ISO);
}

/** ISO date plus whole years, the 29th of February becoming the 28th as in PostgreSQL: ('2024-02-29', 5) → '2029-02-28'. */
export function addYears(date: string, years: number): string {
  return requireDay(date).add(years, 'year').format(ISO);
}

/** ISO date plus whole months on the same day, a day the month lacks becoming its last as in PostgreSQL: ('2026-01-31', 1) → '2026-02-28'. */
export function addCalendarMonths(date: string, months: number): string {
  return requireDay(date).add(months, 'month').format(ISO);
}

/** First day of the month of a date: '2025-03-17' → '2025-03-01'. */
export function monthStart(date: string | Date): string {
  return requireDay(date).startOf('month').format(ISO);
}

/** First day of the month `months` later (negative: earlier): ('2025-01-15', -1) → '2024-12-01'. */
export function addMonths(date: string, months: number): string {
  return requireDay(date).startOf('month').add(months, 'month').format(ISO);
}

/** Whole calendar days from `from` to `to` in India (negative when `to` is earlier): ('2025-01-01','2025-01-04') → 3. */
export function daysBetween(from: string | Date, to: string | Date): number {
  const a = day(from);
  const b = day(to);
  if (!a || !b) return Number.NaN;
  return b.diff(a, 'day');
}
