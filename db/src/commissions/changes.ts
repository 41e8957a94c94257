// What a run changes (its preview, and the record of a real run): ranks read before and after the
// run's writes in the same transaction, so a preview shows exactly what the run would do.
import { RANKS } from '@rentals/core/ranks';
import type pg from 'pg';
import type { MemberIdentity } from './load.ts';

export type Rank = string | null;

export interface RankChange {
  name: string;
  from: Rank;
  to: Rank;
}

export interface CommissionChanges {
  /** Rows the run adds (a payout with no unpaid row yet). */
  added: number;
  /** Unpaid rows whose amount, rate or beneficiary record the run changes. */
  replaced: number;
  /** Unpaid rows the run removes (no payout any more, e.g. a payment no longer paid). */
  removed: number;
  /** Unpaid rows the run leaves as they are. */
  unchanged: number;
}

/** At most this many names per list; the counts are always whole. */
export const LISTED = 200;

export interface RankChanges {
  /** Members ranked for the month for the first time. */
  first_ranked: number;
  /** Members whose stored rank for the month changes (a month run again on changed data). */
  month_changed: number;
  month: RankChange[];
  /** Members whose current rank (newest completed month run) changes. */
  current_changed: number;
  current: RankChange[];
}

interface MemberRanks {
  name: string;
  month: Rank;
  current: Rank;
}

/** Each member's rank stored for the month and current rank, by member id of the run. */
export async function readRanks(
  client: pg.ClientBase,
  month: string,
  identities: Map<string, MemberIdentity>,
): Promise<Map<string, MemberRanks>> {
  const { rows: affiliates } = await client.query<{ id: string; name: string; month: Rank; current: Rank }>(
    `select p.affiliate_id as id, p.full_name as name,
            (select m.rank::text from public.affiliate_metrics m where m.affiliate_id = p.affiliate_id and m.month = $1) as month,
            (select m.rank::text from public.affiliate_metrics m
              where m.affiliate_id = p.affiliate_id and m.month < private.first_open_month()
              order by m.month desc limit 1) as current
       from public.affiliate_profiles p`,
    [month],
  );
  const { rows: brokers } = await client.query<{ id: string; name: string; month: Rank; current: Rank }>(
    `select b.id::text as id, b.name,
            (select v.current_rank::text from public.broker_volumes v where v.broker_id = b.id and v.month = $1) as month,
            b.current_rank::text as current
       from public.brokers b`,
    [month],
  );
  const ofAffiliate = new Map(affiliates.map((r) => [r.id, r]));
  const ofBroker = new Map(brokers.map((r) => [r.id, r]));
  const ranks = new Map<string, MemberRanks>();
  for (const [memberId, who] of identities) {
    // A broker who is also an affiliate is one member: their affiliate record speaks for them.
    const row = (who.affiliateId ? ofAffiliate.get(who.affiliateId) : undefined) ?? (who.brokerId ? ofBroker.get(who.brokerId) : undefined);
    if (row) ranks.set(memberId, { name: row.name, month: row.month, current: row.current });
  }
  return ranks;
}

export function compareRanks(before: Map<string, MemberRanks>, after: Map<string, MemberRanks>): RankChanges {
  const month: RankChange[] = [];
  const current: RankChange[] = [];
  let firstRanked = 0;
  for (const [id, now] of after) {
    const was = before.get(id);
    if (!was?.month && now.month) firstRanked += 1;
    else if (was?.month !== now.month) month.push({ name: now.name, from: was?.month ?? null, to: now.month });
    if ((was?.current ?? null) !== now.current) current.push({ name: now.name, from: was?.current ?? null, to: now.current });
  }
  // The weightiest changes first (a Chairman lost before a newcomer made Starter), then by name:
  // a list cut at LISTED names shows the changes an admin must see before confirming.
  const weight = (change: RankChange) => Math.max(RANKS.findIndex((r) => r.id === change.from), RANKS.findIndex((r) => r.id === change.to));
  const byName = (a: RankChange, b: RankChange) => weight(b) - weight(a) || a.name.localeCompare(b.name, 'en-IN');
  return {
    first_ranked: firstRanked,
    month_changed: month.length,
    month: month.sort(byName).slice(0, LISTED),
    current_changed: current.length,
    current: current.sort(byName).slice(0, LISTED),
  };
}
