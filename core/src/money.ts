// en-IN display of money and figures: rupees without decimals in Indian grouping. Apart from
// format.ts (dates), so that a screen showing only figures does not load the date library.
import { COMPACT_FROM, CURRENCY, LOCALE } from './constants.ts';

const rupees = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY, maximumFractionDigits: 0 });
const compactRupees = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  notation: 'compact',
  maximumFractionDigits: 1,
});
const longCompact = new Intl.NumberFormat(LOCALE, { notation: 'compact', compactDisplay: 'long', maximumFractionDigits: 1 });
const plain = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

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

/**
 * An estimated count, rounded to two significant figures so it claims no precision it lacks, in
 * Indian grouping: 1311 → '1,300', 128734 → '1,30,000', 987 → '990', 42 → '42'.
 */
export function formatApproximateCount(value: number): string {
  const n = Math.max(0, Math.round(value));
  if (n < 100) return plain.format(n);
  const step = 10 ** (Math.floor(Math.log10(n)) - 1);
  return plain.format(Math.round(n / step) * step);
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

const percent = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });

/** A percentage as stored (numeric(5,2)): '8.00' → '8%', 12.5 → '12.5%'; null or not a number → '—'. */
export function formatPercent(value: number | string | null | undefined): string {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? `${percent.format(n)}%` : '—';
}

// Digits with en-IN grouping (12,00,000), international grouping (1,200,000) or none, then paise.
const TYPED_RUPEES = /^-?(\d{1,2}(,\d{2})*,\d{3}|\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/;

/**
 * An amount as a person types it: '12,00,000' → 1200000, '₹ 25,000' → 25000, '1.50' → 1.5; anything
 * else (1e3, 12k, 0x10, 1,2,3) → NaN, so that it is refused rather than read as something else.
 */
export function parseRupees(text: string): number {
  const compact = text.replace(/^\s*(₹|rs\.?|inr)/i, '').replace(/\s/g, '');
  return TYPED_RUPEES.test(compact) ? Number(compact.replace(/,/g, '')) : Number.NaN;
}
