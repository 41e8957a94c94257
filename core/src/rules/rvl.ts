// Rental Value Lock arithmetic (spec 5 and 9).
import { RVL_TRACKING_MONTHS } from '../constants.ts';
import { addMonths, monthStart } from '../dates.ts';

const round2 = (n: number): number => Math.round(n * 100) / 100;

/** RVL = monthly rent × commission % / 100, to paise: (50000, 8) → 4000; (33333, 7.5) → 2499.98. */
export function rvlAmount(monthlyRent: number, commissionPercentage: number): number {
  return round2((monthlyRent * commissionPercentage) / 100);
}

/** Months shown by RVL Tracking, current first: '2025-02-14' → ['2025-02-01','2025-01-01','2024-12-01','2024-11-01']. */
export function rvlTrackingMonths(today: string): string[] {
  const current = monthStart(today);
  return Array.from({ length: RVL_TRACKING_MONTHS }, (_, i) => addMonths(current, -i));
}
