// "Ranks changed" of a run's summary: members whose rank for the month differs from their rank in
// the latest earlier month that was run (Starter when none was: COMPENSATION.md pays 10% then).
import type pg from 'pg';
import type { MemberIdentity } from './load.ts';

export async function countRankChanges(
  client: pg.ClientBase,
  month: string,
  identities: Map<string, MemberIdentity>,
  rankOf: (memberId: string) => string | undefined,
): Promise<number> {
  const { rows: affiliates } = await client.query<{ id: string; rank: string }>(
    `select distinct on (affiliate_id) affiliate_id as id, rank::text as rank
       from public.affiliate_metrics where month < $1 order by affiliate_id, month desc`,
    [month],
  );
  const { rows: brokers } = await client.query<{ id: string; rank: string }>(
    `select distinct on (broker_id) broker_id::text as id, current_rank::text as rank
       from public.broker_volumes where month < $1 order by broker_id, month desc`,
    [month],
  );
  const before = new Map<string, string>([
    ...brokers.map((r) => [`broker:${r.id}`, r.rank] as const),
    ...affiliates.map((r) => [`affiliate:${r.id}`, r.rank] as const),
  ]);
  let changed = 0;
  for (const [memberId, who] of identities) {
    // A broker who is also an affiliate is compared on their affiliate record.
    const previous = (who.affiliateId ? before.get(`affiliate:${who.affiliateId}`) : undefined)
      ?? (who.brokerId ? before.get(`broker:${who.brokerId}`) : undefined) ?? 'starter';
    if ((rankOf(memberId) ?? 'starter') !== previous) changed += 1;
  }
  return changed;
}
