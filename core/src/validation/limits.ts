// The ranges a value must fall in before it is saved; the database's named checks hold the same
// numbers (db/migrations/20261126120400..120600), and databaseErrors.ts maps those checks back to fields.
import { addDays, addYears, todayIso } from '../dates.ts';

/** Monthly rent of a listing or managed rental: ₹500 to ₹50,00,000. */
export const RENT_MIN = 500;
export const RENT_MAX = 5_000_000;
/** Security deposit: up to ₹5,00,00,000. */
export const DEPOSIT_MAX = 50_000_000;
/** Annual income on a profile: up to ₹1,00,00,00,000. */
export const INCOME_MAX = 1_000_000_000;

/** Maintenance a month: ₹0 (included in the rent) to ₹5,00,000. */
export const MAINTENANCE_MAX = 500_000;
/** Floors of a building: the home's floor 0 (ground) to 200, the building 1 to 200 floors. */
export const FLOOR_MAX = 200;
/** A building's year: from 1900 to the year it was listed (India's year). */
export const YEAR_BUILT_MIN = 1900;

export const TITLE_MAX = 140;
export const NAME_MAX = 100;
/** City, locality, state. */
export const PLACE_MAX = 100;
export const ADDRESS_MAX = 300;
export const DESCRIPTION_MAX = 5000;
/** Available-from and lease start dates lie within this many days of today, either way. */
export const DATE_WINDOW_DAYS = 365;

/** A managed rental's lease ends within this many years of its start (approve_and_configure_managed_property). */
export const LEASE_MAX_YEARS = 5;

/** Ten digits from 6 to 9 after an optional +91, 91 or 0; spaces and hyphens ignored (public.is_indian_mobile). */
const INDIAN_MOBILE = /^(\+?91|0)?[6-9]\d{9}$/;

/** '+91 98765 43210' → true, '12' → false, '020-2567 8901' (a landline) → false. */
export function isIndianMobile(phone: string): boolean {
  return INDIAN_MOBILE.test(phone.replace(/[\s-]/g, ''));
}

/** Whether an ISO date lies within DATE_WINDOW_DAYS of India's today: '2001-01-01' → false. */
export function withinAYearOfToday(date: string, now: Date = new Date()): boolean {
  const today = todayIso(now);
  return date >= addDays(today, -DATE_WINDOW_DAYS) && date <= addDays(today, DATE_WINDOW_DAYS);
}

/**
 * Whether a lease end lies within LEASE_MAX_YEARS of its start (India's today without a start):
 * ('2031-04-15', '2026-04-15') → true, ('2031-04-16', '2026-04-15') → false.
 */
export function leaseEndWithinReach(end: string, start: string | null, now: Date = new Date()): boolean {
  return end <= addYears(start ?? todayIso(now), LEASE_MAX_YEARS);
}

/** Characters as PostgreSQL's char_length counts them (code points, not UTF-16 units). */
export function charLength(text: string): number {
  return [...text].length;
}
