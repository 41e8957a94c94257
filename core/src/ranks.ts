// The rank table of COMPENSATION.md and spec section 9: thresholds in rupees of qualified RVL.
import { DEFAULT_COMMISSION_PERCENT } from './constants.ts';

/** A broker rank, the database enum broker_rank. */
export type RankId = 'starter' | 'builder' | 'leader' | 'director' | 'executive' | 'chairman';

export interface Rank {
  id: RankId;
  label: string;
  threshold: number;
  percentage: number;
}

/** Ranks from lowest to highest. */
export const RANKS: readonly Rank[] = [
  { id: 'starter', label: 'Starter', threshold: 0, percentage: 10 },
  { id: 'builder', label: 'Builder', threshold: 150_000, percentage: 15 },
  { id: 'leader', label: 'Leader', threshold: 400_000, percentage: 20 },
  { id: 'director', label: 'Director', threshold: 1_000_000, percentage: 25 },
  { id: 'executive', label: 'Executive', threshold: 4_000_000, percentage: 30 },
  { id: 'chairman', label: 'Chairman', threshold: 10_000_000, percentage: 35 },
];

/** Highest commission percentage of any rank: 35. */
export const MAX_RANK_PERCENTAGE = Math.max(...RANKS.map((r) => r.percentage));

const byId = new Map(RANKS.map((r) => [r.id, r]));

/** Highest rank whose threshold the qualified RVL reaches: 150000 → 'builder', 149999.99 → 'starter'. */
export function rankForRvl(qualifiedRvl: number): RankId {
  let found: Rank = RANKS[0] as Rank;
  for (const rank of RANKS) if (qualifiedRvl >= rank.threshold) found = rank;
  return found.id;
}

/** Commission percentage of a rank, 10 when there is no computed rank: 'director' → 25, null → 10. */
export function rankPercentage(rank: RankId | null | undefined): number {
  return (rank && byId.get(rank)?.percentage) || DEFAULT_COMMISSION_PERCENT;
}

/** The rank record: 'leader' → { label: 'Leader', threshold: 400000, percentage: 20 }. */
export function rankInfo(rank: RankId): Rank {
  const found = byId.get(rank);
  if (!found) throw new Error(`Unknown rank: ${rank}`);
  return found;
}

/** The rank as the broker list shows it: 'leader' → 'LEADER', null → 'N/A'. */
export function rankDisplay(rank: string | null | undefined): string {
  return rank ? rank.toUpperCase() : 'N/A';
}

/** The next rank and the qualified RVL still missing: 250000 → { rank: 'leader', missing: 150000 }; Chairman → null. */
export function nextRank(qualifiedRvl: number): { rank: RankId; missing: number } | null {
  const next = RANKS.find((r) => r.threshold > qualifiedRvl);
  return next ? { rank: next.id, missing: next.threshold - qualifiedRvl } : null;
}
