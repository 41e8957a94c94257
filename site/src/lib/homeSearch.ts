// The home page's search entry: a plain GET form to /properties using the search page's own
// parameter names, so it works without JavaScript and lands on a shareable search address.
import { formatRupees } from '@rentals/core/money';

export const SEARCH_ACTION = '/properties';

/** Query parameter names the search page reads. */
export const SEARCH_PARAMS = {
  city: 'city',
  minRent: 'min_rent',
  maxRent: 'max_rent',
  bhk: 'bhk',
} as const;

/** Monthly rents offered as the lowest budget, in rupees. */
export const MIN_RENT_STEPS = [5_000, 10_000, 15_000, 20_000, 30_000, 50_000, 75_000, 1_00_000] as const;
/** Monthly rents offered as the highest budget, in rupees. */
export const MAX_RENT_STEPS = [10_000, 15_000, 20_000, 30_000, 50_000, 75_000, 1_00_000, 1_50_000, 2_00_000, 3_00_000] as const;
/** Bedroom counts; the last one means "5 or more", as the property form's 1–5+ selector does. */
export const BHK_CHOICES = [1, 2, 3, 4, 5] as const;

export interface Choice {
  value: string;
  label: string;
}

/** Rent choices for a select: rentChoices([10000]) → [{ value: '10000', label: '₹10,000' }]. */
export function rentChoices(steps: readonly number[]): Choice[] {
  return steps.map((rent) => ({ value: String(rent), label: formatRupees(rent) }));
}

/** BHK choices: 1 → '1 BHK', 5 → '5+ BHK'. */
export function bhkChoices(): Choice[] {
  return BHK_CHOICES.map((bhk) => ({
    value: String(bhk),
    label: bhk === BHK_CHOICES[BHK_CHOICES.length - 1] ? `${bhk}+ BHK` : `${bhk} BHK`,
  }));
}
