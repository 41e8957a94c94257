// Rent receipts for House Rent Allowance: the financial year runs April to March, and the
// landlord's PAN must be on the receipts once the year's rent passes ₹1,00,000.

/** The year's rent above which a House Rent Allowance claim needs the landlord's PAN. */
export const PAN_REQUIRED_ABOVE = 100_000;

/** Whether a year's rent needs the landlord's PAN on its receipts (strictly above ₹1,00,000). */
export function panRequired(yearRent: number): boolean {
  return yearRent > PAN_REQUIRED_ABOVE;
}

/** The financial year (by its starting year) a date falls in: 2027-03-31 → 2026, 2027-04-01 → 2027. */
export function financialYearOf(isoDate: string): number {
  const [year, month] = isoDate.split('-').map(Number) as [number, number];
  return month >= 4 ? year : year - 1;
}

/** First and last day of the financial year starting in April of `startYear`. */
export function financialYearRange(startYear: number): { from: string; to: string } {
  return { from: `${startYear}-04-01`, to: `${startYear + 1}-03-31` };
}

/** The usual label: 2026 → '2026-27'. */
export function financialYearLabel(startYear: number): string {
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/** Months of a lease (first month to last, by calendar month) that fall in a financial year. */
export function leaseMonthsInYear(start: string, end: string | null, startYear: number): number {
  const index = (iso: string) => {
    const [y, m] = iso.split('-').map(Number) as [number, number];
    return y * 12 + (m - 1);
  };
  const { from, to } = financialYearRange(startYear);
  const first = Math.max(index(start), index(from));
  const last = Math.min(end ? index(end) : Infinity, index(to));
  return Math.max(0, last - first + 1);
}

/**
 * The year's rent that decides whether the PAN is needed: what the lease's rent comes to over its
 * months in the year, or what was recorded for the year if that is more (a month billed twice, a
 * changed rent). Early in the year the receipts already say what the whole year will need.
 */
export function yearRent(
  lease: { start_date: string; end_date: string | null; monthly_rent: number | string },
  recorded: readonly { month: string; amount: number | string }[],
  startYear: number,
): number {
  const expected = Number(lease.monthly_rent) * leaseMonthsInYear(lease.start_date, lease.end_date, startYear);
  const booked = recorded
    .filter((r) => financialYearOf(r.month) === startYear)
    .reduce((sum, r) => sum + Number(r.amount), 0);
  return Math.max(expected, booked);
}
