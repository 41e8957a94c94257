// Calendar-date arithmetic on ISO dates ('YYYY-MM-DD'), on the Indian clock for instants.
import { IST_OFFSET_MINUTES } from './constants.ts';

const DAY_MS = 86_400_000;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** Calendar date parts: 'YYYY-MM-DD' as written; timestamps and Dates on the Indian clock. */
export function toIndianDate(value: string | Date): CalendarDate | null {
  if (typeof value === 'string') {
    const m = DATE_ONLY.exec(value);
    if (m) return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  }
  const ms = new Date(value).getTime();
  if (Number.isNaN(ms)) return null;
  const ist = new Date(ms + IST_OFFSET_MINUTES * 60_000);
  return { year: ist.getUTCFullYear(), month: ist.getUTCMonth() + 1, day: ist.getUTCDate() };
}

function toUtcMs(d: CalendarDate): number {
  return Date.UTC(d.year, d.month - 1, d.day);
}

function toIso(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Today's date in India: at 20:00 UTC on 4 Jan it is already '2025-01-05'. */
export function todayIso(now: Date = new Date()): string {
  return toIso(toUtcMs(toIndianDate(now) as CalendarDate));
}

/** ISO date plus whole days: ('2025-01-01', 180) → '2025-06-30'. */
export function addDays(date: string, days: number): string {
  const d = toIndianDate(date);
  if (!d) throw new Error(`Invalid date: ${date}`);
  return toIso(toUtcMs(d) + days * DAY_MS);
}

/** First day of the month of a date: '2025-03-17' → '2025-03-01'. */
export function monthStart(date: string | Date): string {
  const d = toIndianDate(date);
  if (!d) throw new Error(`Invalid date: ${String(date)}`);
  return toIso(Date.UTC(d.year, d.month - 1, 1));
}

/** First day of the month `months` later (negative: earlier): ('2025-01-15', -1) → '2024-12-01'. */
export function addMonths(date: string, months: number): string {
  const d = toIndianDate(date);
  if (!d) throw new Error(`Invalid date: ${date}`);
  return toIso(Date.UTC(d.year, d.month - 1 + months, 1));
}

/** Whole calendar days from `from` to `to` in India (negative when `to` is earlier): ('2025-01-01','2025-01-04') → 3. */
export function daysBetween(from: string | Date, to: string | Date): number {
  const a = toIndianDate(from);
  const b = toIndianDate(to);
  if (!a || !b) return Number.NaN;
  return Math.round((toUtcMs(b) - toUtcMs(a)) / DAY_MS);
}
