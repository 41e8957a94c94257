// The calculator's sample network for its stories and their tests. Kept out of the story files:
// Storybook takes every export of a story file for a story.
import type { NetworkRow } from '@rentals/core/simulator';

/** A member of the viewer's network with their RVL payments of the month. */
export const row = (
  affiliate_id: string,
  full_name: string,
  sponsor_id: string | null,
  depth: number,
  payments: number[],
): NetworkRow => ({
  affiliate_id,
  full_name,
  sponsor_id,
  depth,
  payments,
  shadow_power: 0,
  shadow_balancing_start: null,
  shadow_balancing_end: null,
});

// COMPENSATION.md's qualification example seen by A: personal ₹50,000, B-leg ₹3,00,000, C-leg ₹1,00,000.
export const EXAMPLE: NetworkRow[] = [
  row('AFF10023', 'Anil Kumar', null, 0, [50_000]),
  row('AFF10024', 'Bela Rao', 'AFF10023', 1, [300_000]),
  row('AFF10025', 'Chetan Iyer', 'AFF10023', 1, [100_000]),
];
