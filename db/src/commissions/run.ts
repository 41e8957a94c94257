// The monthly commission run of COMPENSATION.md: ranks and payouts come from the one engine in
// core; this module only reads the month from the database and writes the results back.
import type pg from 'pg';
import { computePayouts, qualifyMembers } from '@rentals/core/commission';
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
  commissions: number;
  total_amount: number;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])-01$/;

/**
 * Computes and stores one month in one transaction: broker_volumes, affiliate_metrics and
 * managed_rental_commissions. Running it again replaces the month's unpaid commissions and never
 * touches paid ones. `month` is the first day: '2026-10-01'.
 */
export async function runMonthlyCommissions(client: pg.ClientBase, month: string): Promise<CommissionRunSummary> {
  if (!MONTH.test(month)) throw new Error(`Month must be the first day of a month (YYYY-MM-01), got '${month}'`);
  await client.query('begin');
  try {
    // Two workers on the same month take turns rather than interleave their writes.
    await client.query(`select pg_advisory_xact_lock(hashtextextended('commission_run:' || $1, 0))`, [month]);
    const input = await loadMonth(client, month);
    const ranks = qualifyMembers(input.members, input.today);
    const payouts = computePayouts(input.members, ranks, input.items);

    const brokers = [...input.identities.entries()].filter(([, who]) => who.brokerId);
    const affiliates = [...input.identities.entries()].filter(([, who]) => who.affiliateId);
    const rankOf = (id: string) => ranks.get(id);
    const ranksChanged = await countRankChanges(client, month, input.identities, (id) => rankOf(id)?.rank);
    const column = <T>(list: Array<[string, unknown]>, pick: (id: string) => T) => list.map(([id]) => pick(id));

    await client.query(
      `insert into public.broker_volumes (broker_id, month, current_rank, qualified_rvl, personal_rvl, primary_stream_rvl, growth_stream_rvl)
       select b, $1, r::public.broker_rank, q, p, ps, gs
         from unnest($2::uuid[], $3::text[], $4::numeric[], $5::numeric[], $6::numeric[], $7::numeric[]) as t(b, r, q, p, ps, gs)
       on conflict (broker_id, month) do update
          set current_rank = excluded.current_rank, qualified_rvl = excluded.qualified_rvl, personal_rvl = excluded.personal_rvl,
              primary_stream_rvl = excluded.primary_stream_rvl, growth_stream_rvl = excluded.growth_stream_rvl`,
      [month, brokers.map(([, who]) => who.brokerId), column(brokers, (id) => rankOf(id)?.rank),
        column(brokers, (id) => rankOf(id)?.qualifiedRvl ?? 0), column(brokers, (id) => rankOf(id)?.personalRvl ?? 0),
        column(brokers, (id) => rankOf(id)?.primaryStreamRvl ?? 0), column(brokers, (id) => rankOf(id)?.growthStreamRvl ?? 0)],
    );
    // The newest month's rank is the broker's current rank (re-running an older month leaves it).
    await client.query(
      `update public.brokers b set current_rank = v.current_rank
         from public.broker_volumes v
        where v.broker_id = b.id and v.month = $1 and b.current_rank is distinct from v.current_rank
          and not exists (select 1 from public.broker_volumes n where n.broker_id = b.id and n.month > $1)`,
      [month],
    );
    await client.query(
      `insert into public.affiliate_metrics (affiliate_id, month, rank, qualified_rvl, personal_rvl, primary_stream_rvl, growth_stream_rvl)
       select a, $1, r::public.broker_rank, q, p, ps, gs
         from unnest($2::text[], $3::text[], $4::numeric[], $5::numeric[], $6::numeric[], $7::numeric[]) as t(a, r, q, p, ps, gs)
       on conflict (affiliate_id, month) do update
          set rank = excluded.rank, qualified_rvl = excluded.qualified_rvl, personal_rvl = excluded.personal_rvl,
              primary_stream_rvl = excluded.primary_stream_rvl, growth_stream_rvl = excluded.growth_stream_rvl`,
      [month, affiliates.map(([, who]) => who.affiliateId), column(affiliates, (id) => rankOf(id)?.rank),
        column(affiliates, (id) => rankOf(id)?.qualifiedRvl ?? 0), column(affiliates, (id) => rankOf(id)?.personalRvl ?? 0),
        column(affiliates, (id) => rankOf(id)?.primaryStreamRvl ?? 0), column(affiliates, (id) => rankOf(id)?.growthStreamRvl ?? 0)],
    );

    await client.query(`delete from public.managed_rental_commissions where month_year = $1 and status <> 'paid'`, [month]);
    const who = payouts.map((p) => input.identities.get(p.memberId));
    const inserted = await client.query(
      `insert into public.managed_rental_commissions
         (beneficiary_user_id, broker_id, affiliate_id, source_payment_id, amount, month_year, commission_type, level, percentage)
       select u, b, a, s, amt, $1, t, l, pct
         from unnest($2::uuid[], $3::uuid[], $4::text[], $5::uuid[], $6::numeric[], $7::text[], $8::smallint[], $9::numeric[])
              as x(u, b, a, s, amt, t, l, pct)
        where not exists (
          select 1 from public.managed_rental_commissions paid
           where paid.status = 'paid' and paid.source_payment_id = x.s and paid.beneficiary_user_id = x.u and paid.level = x.l)`,
      [month, who.map((w) => w?.userId), who.map((w) => w?.brokerId ?? null), who.map((w) => w?.affiliateId ?? null),
        payouts.map((p) => p.sourceId), payouts.map((p) => p.amount), payouts.map((p) => p.type), payouts.map((p) => p.level),
        payouts.map((p) => p.percentage)],
    );
    await client.query('commit');
    return {
      month,
      members: input.members.length,
      ranks_changed: ranksChanged,
      payments: input.items.length + input.unattributed,
      unattributed: input.unattributed,
      unattributed_rvl: input.unattributedRvl,
      commissions: inserted.rowCount ?? 0,
      total_amount: Math.round(payouts.reduce((sum, p) => sum + p.amount, 0) * 100) / 100,
    };
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}
