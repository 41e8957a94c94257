import { RANKS, type RankId } from '@rentals/core/ranks';
import type { Random } from './random.ts';

/** Qualified RVL inside a rank's band, with the streams that produce it under the 50:50 rule. */
export function volumes(rng: Random, rank: RankId) {
  const index = RANKS.findIndex((r) => r.id === rank);
  const low = RANKS[index]?.threshold ?? 0;
  const high = RANKS[index + 1]?.threshold ?? low * 1.6;
  const qualified = Math.round((low + rng.next() * (Math.max(high, 100_000) - low) * 0.95) / 100) * 100;
  const personal = Math.round((qualified * (0.2 + rng.next() * 0.3)) / 100) * 100;
  const growth = Math.ceil((qualified - personal) / 2 / 100) * 100;
  const primary = Math.round((growth * (1 + rng.next())) / 100) * 100;
  return { qualified_rvl: personal + 2 * growth, personal_rvl: personal, primary_stream_rvl: primary, growth_stream_rvl: growth };
}
