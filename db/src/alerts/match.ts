// Matching: queued listings (private.listing_publications, filled when a listing becomes visible)
// against every saved search, a batch per transaction (private.match_published_listings).
import type pg from 'pg';

export const MATCH_BATCH = 200;

/** Matches every queued listing; returns how many were taken from the queue. */
export async function matchPublishedListings(pool: pg.Pool, batch = MATCH_BATCH): Promise<number> {
  let total = 0;
  for (;;) {
    const { rows } = await pool.query<{ taken: number }>('select private.match_published_listings($1) as taken', [batch]);
    const taken = rows[0]?.taken ?? 0;
    total += taken;
    if (taken < batch) return total;
  }
}

export interface AlertQueueDepths {
  listingsToMatch: number;
  emailsDue: number;
  emailsSending: number;
  emailsFailed: number;
}

/** The alert queues' depths, for /metrics: listings waiting to be matched, emails due, being sent, failed. */
export async function alertQueueDepths(pool: pg.Pool | pg.ClientBase): Promise<AlertQueueDepths> {
  const { rows } = await pool.query<{ listings_to_match: string; emails_due: string; emails_sending: string; emails_failed: string }>(
    'select * from private.alert_queue_depths()',
  );
  const row = rows[0];
  return {
    listingsToMatch: Number(row?.listings_to_match ?? 0),
    emailsDue: Number(row?.emails_due ?? 0),
    emailsSending: Number(row?.emails_sending ?? 0),
    emailsFailed: Number(row?.emails_failed ?? 0),
  };
}
