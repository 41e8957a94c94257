// en-IN display of dates, relative days and ids (money and figures: money.ts). Dates do not go through Intl: ICU versions
// disagree on the en-IN short month for September ('Sep' in older data, 'Sept' in ICU 72+ as in Node 24,
// while browsers ship their own ICU), which would make server and browser render differently. We use
// a fixed three-letter table ('5 Sep 2025'), matching the house style '21 Nov 2026'.
import { ID_DISPLAY_LENGTH, IST_OFFSET_MINUTES } from './constants.ts';
import { daysBetween, toIndianDate } from './dates.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** Day, short month, year: '2025-01-05' → '5 Jan 2025'; '2025-09-05' → '5 Sep 2025'; null or invalid → '—'. */
export function formatDate(value: string | Date | null | undefined): string {
  if (value == null || value === '') return '—';
  const d = toIndianDate(value);
  return d ? `${d.day} ${MONTHS[d.month - 1]} ${d.year}` : '—';
}

/** A moment on the Indian clock, 12-hour: '2026-11-28T05:30:00Z' → '28 Nov 2026, 11:00 am'. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (value == null || value === '') return '—';
  const ms = new Date(value).getTime();
  if (Number.isNaN(ms)) return '—';
  const ist = new Date(ms + IST_OFFSET_MINUTES * 60_000);
  const hours = ist.getUTCHours();
  const minutes = String(ist.getUTCMinutes()).padStart(2, '0');
  return `${formatDate(value)}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
}

/** Short month and year of a month: '2025-09-01' → 'Sep 2025'. */
export function formatMonth(value: string | Date): string {
  const d = toIndianDate(value);
  return d ? `${MONTHS[d.month - 1]} ${d.year}` : '—';
}

/** Relative calendar days: 'today', 'tomorrow', 'yesterday', 'in 3 days', '2 days ago'. */
export function formatRelativeDays(value: string | Date, now: Date = new Date()): string {
  const days = daysBetween(now, value);
  if (Number.isNaN(days)) return '—';
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  if (days === -1) return 'yesterday';
  return days > 0 ? `in ${days} days` : `${-days} days ago`;
}

/** First 8 characters of an id: '3f2a9c1e-77b0-…' → '3f2a9c1e'. */
export function shortId(id: string | null | undefined): string {
  return (id ?? '').slice(0, ID_DISPLAY_LENGTH);
}

const NBSP = '\u00a0';

/**
 * A phone number the Indian way, joined by no-break spaces so a line never breaks inside it:
 * '9876543210', '+919876543210' or '098765-43210' → '+91 98765 43210'; a landline or anything
 * else is shown as given (trimmed); null or empty → '—'.
 */
export function formatPhone(value: string | null | undefined): string {
  const text = value?.trim() ?? '';
  if (!text) return '—';
  const digits = text.replace(/[\s-]/g, '').replace(/^(?:\+91|91|0)(?=[6-9]\d{9}$)/, '');
  if (!/^[6-9]\d{9}$/.test(digits)) return text.replace(/\s+/g, NBSP);
  return `+91${NBSP}${digits.slice(0, 5)}${NBSP}${digits.slice(5)}`;
}

/** The number a tel: link dials: '+91 98765 43210' → 'tel:+919876543210'. */
export function phoneHref(value: string): string {
  return `tel:${value.replace(/[^\d+]/g, '')}`;
}

/**
 * A place as one line, most precise part first, leaving out a part the line already names (people
 * often type the area and city into the address): ('12 Paud Road, Kothrud, Pune', 'Kothrud', 'Pune')
 * → '12 Paud Road, Kothrud, Pune'; ('12 Paud Road', 'Kothrud', 'Pune') → the same.
 */
export function placeLine(...parts: readonly (string | null | undefined)[]): string {
  const named: string[] = [];
  for (const raw of parts) {
    const part = raw?.trim();
    if (!part) continue;
    const words = named.join(', ').toLocaleLowerCase('en-IN').split(/\s*,\s*/);
    if (words.includes(part.toLocaleLowerCase('en-IN'))) continue;
    named.push(part);
  }
  return named.join(', ');
}
