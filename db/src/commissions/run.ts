// The monthly commission run of COMPENSATION.md: ranks and payouts come from the one engine in
// core; this module only reads the month from the database and writes the results back.
import type pg from 'pg';
import { computePayouts, qualifyMembers } from '@rentals/core/commission';
import { compareRanks, readRanks, type CommissionChanges, type RankChanges } from './changes.ts';
import { loadMonth } from './load.ts';
import { countRankChanges } from './rankChanges.ts';

export interface CommissionRunSummary {
  month: string;
  members: number;
  /** Members whose rank differs from their rank in the latest earlier run month. */
  ranks_changed: number;
  payments: number;
  unattributed: number;
  /** RVL of the month's paid payments that nobody is credited with. */
  unattributed_rvl: number;
  /** Unpaid rows the month has after the run (payouts not already paid). */
  commissions: number;
  total_amount: number;
  /** What the run changed (or, for a preview, would change). */
  changes: { commissions: CommissionChanges; ranks: RankChanges };
}

export interface RunOptions {
  /** Computes everything and what it would change, then rolls it all back. */
  preview?: boolean;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])-01$/;

/**
 * Computes and stores one completed month in one transaction: broker_volumes, affiliate_metrics,
 * managed_rental_commissions and every broker's current rank (their newest completed month). Running
 * it again on the same data changes nothing: an unpaid row (by payment, beneficiary and level) is
 * kept when the run computes it the same, else replaced or removed; paid rows are never touched. `month` is the first day:
 * '2026-10-01'.
 */
export async function runMonthlyCommissions(client: pg.ClientBase, month: string, options: RunOptions = {}): Promise<CommissionRunSummary> {
  if (!MONTH.test(month)) throw new Error(`Month must be the first day of a month (YYYY-MM-01), got '${month}'`);
  await client.query('begin');
  try {
    // Two workers on the same month take turns rather than interleave their writes.
    await client.query(`select pg_advisory_xact_lock(hashtextextended('commission_run:' || $1, 0))`, [month]);
    // A month still in progress has partial RVL: ranking it would reset ranks (the request
    // functions refuse it too; this covers requests made before they did).
    const { rows: [open] } = await client.query<{ open: boolean }>(`select $1::date >= private.first_open_month() as open`, [month]);
    if (open?.open) throw new Error('Month is still in progress: only completed months can be run');
    const input = await loadMonth(client, month);
    const ranks = qualifyMembers(input.members, input.today);
    const payouts = computePayouts(input.members, ranks, input.items);
    const ranksBefore = await readRanks(client, month, input.identities);

    const brokers = [...input.identities.entries()].filter(([, who]) => who.brokerId);
    const affiliates = [...input.identities.entries()].filter(([, who]) => who.affiliateId);
    const rankOf = (id: string) => ranks.get(id);
    const ranksChanged = await countRankChanges(client, month, input.identities, (id) => rankOf(id)?.rank);
    const column = <T>(list: Array<[string, unknown]>, pick: (id: string) => T) => list.map(([id]) => pick(id));

    // Rows are written only where they differ, so a run on unchanged data writes nothing.
    await client.query(
      `insert into public.broker_volumes (broker_id, month, current_rank, qualified_rvl, personal_rvl, primary_stream_rvl, growth_stream_rvl)
       select b, $1, r::public.broker_rank, q, p, ps, gs
         from unnest($2::uuid[], $3::text[], $4::numeric[], $5::numeric[], $6::numeric[], $7::numeric[]) as t(b, r, q, p, ps, gs)
       on conflict (broker_id, month) do update
          set current_rank = excluded.current_rank, qualified_rvl = excluded.qualified_rvl, personal_rvl = excluded.personal_rvl,
              primary_stream_rvl = excluded.primary_stream_rvl, growth_stream_rvl = excluded.growth_stream_rvl
        where (broker_volumes.current_rank, broker_volumes.qualified_rvl, broker_volumes.personal_rvl, broker_volumes.primary_stream_rvl,
               broker_volumes.growth_stream_rvl)
              is distinct from (excluded.current_rank, excluded.qualified_rvl, excluded.personal_rvl, excluded.primary_stream_rvl,
               excluded.growth_stream_rvl)`,
      [month, brokers.map(([, who]) => who.brokerId), column(brokers, (id) => rankOf(id)?.rank),
        column(brokers, (id) => rankOf(id)?.qualifiedRvl ?? 0), column(brokers, (id) => rankOf(id)?.personalRvl ?? 0),
        column(brokers, (id) => rankOf(id)?.primaryStreamRvl ?? 0), column(brokers, (id) => rankOf(id)?.growthStreamRvl ?? 0)],
    );
    // Someone who joined after the month takes no part in it: ranks a run once gave them go.
    await client.query(`delete from public.broker_volumes where month = $1 and broker_id <> all($2::uuid[])`,
      [month, brokers.map(([, who]) => who.brokerId)]);
    await client.query(`delete from public.affiliate_metrics where month = $1 and affiliate_id <> all($2::text[])`,
      [month, affiliates.map(([, who]) => who.affiliateId)]);
    // The current rank is the newest completed month's, whichever month this run was.
    await client.query(`select private.refresh_broker_current_ranks()`);
    await client.query(
      `insert into public.affiliate_metrics (affiliate_id, month, rank, qualified_rvl, personal_rvl, primary_stream_rvl, growth_stream_rvl)
       select a, $1, r::public.broker_rank, q, p, ps, gs
         from unnest($2::text[], $3::text[], $4::numeric[], $5::numeric[], $6::numeric[], $7::numeric[]) as t(a, r, q, p, ps, gs)
       on conflict (affiliate_id, month) do update
          set rank = excluded.rank, qualified_rvl = excluded.qualified_rvl, personal_rvl = excluded.personal_rvl,
              primary_stream_rvl = excluded.primary_stream_rvl, growth_stream_rvl = excluded.growth_stream_rvl
        where (affiliate_metrics.rank, affiliate_metrics.qualified_rvl, affiliate_metrics.personal_rvl, affiliate_metrics.primary_stream_rvl,
               affiliate_metrics.growth_stream_rvl)
              is distinct from (excluded.rank, excluded.qualified_rvl, excluded.personal_rvl, excluded.primary_stream_rvl,
               excluded.growth_stream_rvl)`,
      [month, affiliates.map(([, who]) => who.affiliateId), column(affiliates, (id) => rankOf(id)?.rank),
        column(affiliates, (id) => rankOf(id)?.qualifiedRvl ?? 0), column(affiliates, (id) => rankOf(id)?.personalRvl ?? 0),
        column(affiliates, (id) => rankOf(id)?.primaryStreamRvl ?? 0), column(affiliates, (id) => rankOf(id)?.growthStreamRvl ?? 0)],
    );

    const who = payouts.map((p) => input.identities.get(p.memberId));
    // One statement sees one snapshot: each part decides from the rows as they were before it.
    const { rows: [written] } = await client.query<{ added: number; replaced: number; removed: number; kept: number }>(
      `with payout as (
         select * from unnest($2::uuid[], $3::uuid[], $4::text[], $5::uuid[], $6::numeric[], $7::text[], $8::smallint[], $9::numeric[])
                as x(u, b, a, s, amt, t, l, pct)
          where not exists (
            select 1 from public.managed_rental_commissions paid
             where paid.status = 'paid' and paid.source_payment_id = x.s and paid.beneficiary_user_id = x.u and paid.level = x.l)
       ),
       unpaid as (
         select o.*, n.s is not null as still_earned,
                n.s is not null and (o.amount, o.broker_id, o.affiliate_id, o.commission_type, o.percentage)
                                    is not distinct from (round(n.amt, 2), n.b, n.a, n.t, round(n.pct, 2)) as same
           from public.managed_rental_commissions o
           left join payout n on n.s = o.source_payment_id and n.u = o.beneficiary_user_id and n.l = o.level
          where o.month_year = $1 and o.status <> 'paid'
       ),
       -- A row whose amount, rate or beneficiary record changes is replaced (a new id), so an admin
       -- marking the row they saw paid is refused rather than paying an amount they never saw.
       gone as (
         delete from public.managed_rental_commissions c using unpaid o
          where c.id = o.id and not o.same
         returning o.still_earned
       ),
       added as (
         insert into public.managed_rental_commissions
           (beneficiary_user_id, broker_id, affiliate_id, source_payment_id, amount, month_year, commission_type, level, percentage)
         select n.u, n.b, n.a, n.s, n.amt, $1, n.t, n.l, n.pct from payout n
          where not exists (select 1 from unpaid o where o.same and n.s = o.source_payment_id and n.u = o.beneficiary_user_id and n.l = o.level)
         returning 1
       ),
       replaced as (select 1 from gone where still_earned),
       removed as (select 1 from gone where not still_earned)
       select (select count(*)::int from added) as added, (select count(*)::int from replaced) as replaced,
              (select count(*)::int from removed) as removed, (select count(*)::int from payout) as kept`,
      [month, who.map((w) => w?.userId), who.map((w) => w?.brokerId ?? null), who.map((w) => w?.affiliateId ?? null),
        payouts.map((p) => p.sourceId), payouts.map((p) => p.amount), payouts.map((p) => p.type), payouts.map((p) => p.level),
        payouts.map((p) => p.percentage)],
    );
    const raw = written as { added: number; replaced: number; removed: number; kept: number };
    // A replaced row is one removed and one inserted: count it once, as replaced.
    const counts = { ...raw, added: raw.added - raw.replaced };
    const rankChanges = compareRanks(ranksBefore, await readRanks(client, month, input.identities));
    await client.query(options.preview ? 'rollback' : 'commit');
    return {
      month,
      members: input.members.length,
      ranks_changed: ranksChanged,
      payments: input.items.length + input.unattributed,
      unattributed: input.unattributed,
      unattributed_rvl: input.unattributedRvl,
      commissions: counts.kept,
      total_amount: Math.round(payouts.reduce((sum, p) => sum + p.amount, 0) * 100) / 100,
      changes: {
        commissions: { added: counts.added, replaced: counts.replaced, removed: counts.removed, unchanged: counts.kept - counts.added - counts.replaced },
        ranks: rankChanges,
      },
    };
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}
