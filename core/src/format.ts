// en-IN display of money, dates, relative days and ids. Dates do not go through Intl: ICU versions
// disagree on the en-IN short month for September ('Sep' in older data, 'Sept' in ICU 72+ as in Node 24,
// while browsers ship their own ICU), which would make server and browser render differently. We use
// a fixed three-letter table ('5 Sep 2025'), matching the house style '21 Nov 2026'.
import { COMPACT_FROM, CURRENCY, ID_DISPLAY_LENGTH, IST_OFFSET_MINUTES, LOCALE } from './constants.ts';
import { daysBetween, toIndianDate } from './dates.ts';

const rupees = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY, maximumFractionDigits: 0 });
const compactRupees = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  notation: 'compact',
  maximumFractionDigits: 1,
});
const longCompact = new Intl.NumberFormat(LOCALE, { notation: 'compact', compactDisplay: 'long', maximumFractionDigits: 1 });
const plain = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

type Amount = number | string | null | undefined;

function toNumber(value: Amount): number {
  const n = typeof value === 'string' ? Number(value) : (value ?? 0);
  return Number.isFinite(n) ? n : 0;
}

// Round first so that -0.4 and -0 print as ₹0, never -₹0.
function whole(value: Amount): number {
  return Math.round(toNumber(value)) + 0;
}

/** Rupees without decimals in Indian grouping: 150000 → '₹1,50,000', -150000 → '-₹1,50,000', 99.5 → '₹100'. */
export function formatRupees(value: Amount): string {
  return rupees.format(whole(value));
}

/** Figures in Indian grouping without currency: 1234567 → '12,34,567'. */
export function formatNumber(value: Amount): string {
  return plain.format(whole(value));
}

/** Compact rupees from one lakh up: 150000 → '₹1.5L', 25000000 → '₹2.5Cr'; below a lakh as formatRupees. */
export function formatRupeesCompact(value: Amount): string {
  const n = whole(value);
  return Math.abs(n) < COMPACT_FROM ? rupees.format(n) : compactRupees.format(n);
}

/** Long compact form for prose from one lakh up: 150000 → '1.5 lakh', 25000000 → '2.5 crore'; else '15,000'. */
export function formatLakhCrore(value: Amount): string {
  const n = whole(value);
  // ICU puts a narrow no-break space before 'lakh'; a plain space keeps copy and tests predictable.
  return Math.abs(n) < COMPACT_FROM ? plain.format(n) : longCompact.format(n).replace(/[\u00a0\u202f]/g, ' ');
}

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
