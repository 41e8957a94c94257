// Approving a selection larger than approve_properties takes in one call: one call per batch, one
// after the other, reporting how far it got.
import { PROPERTIES_APPROVED_PER_CALL } from '@rentals/core/constants';

export interface BatchOutcome {
  /** Listings the database changed (already verified ones are not counted). */
  changed: number;
  /** Ids sent in batches that succeeded, changed or not. */
  done: string[];
  /** The refusal that stopped the rest, if any. */
  error?: unknown;
}

/** The ids in batches of at most `size`: 178 ids → 100 and 78. */
export function batches<T>(ids: readonly T[], size = PROPERTIES_APPROVED_PER_CALL): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < ids.length; i += size) out.push(ids.slice(i, i + size));
  return out;
}

/** Sends each batch in turn; `onProgress(sent, total)` after each; stops at the first refusal. */
export async function approveInBatches(
  ids: readonly string[],
  approve: (batch: string[]) => Promise<readonly unknown[]>,
  onProgress: (sent: number, total: number) => void = () => {},
): Promise<BatchOutcome> {
  const outcome: BatchOutcome = { changed: 0, done: [] };
  for (const batch of batches(ids)) {
    try {
      outcome.changed += (await approve(batch)).length;
    } catch (error) {
      return { ...outcome, error };
    }
    outcome.done.push(...batch);
    onProgress(outcome.done.length, ids.length);
  }
  return outcome;
}
