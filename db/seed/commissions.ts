import { computePayouts, qualifyMembers, type NetworkMember, type RvlItem } from '@rentals/core/commission';
import { shadowBalancingAsOf, shadowPowerAsOf, trails } from './asOf.ts';
import { addDays, atIst, monthStart } from './dates.ts';
import { seedUuid } from './random.ts';
import type { Row, TableRows } from './rows.ts';

// Ranks, volumes and commissions of the seeded months, from the one engine in core on exactly the
// inputs the monthly run (db/src/commissions/load.ts) reads from these rows, so that running it
// again over a seeded month changes nothing.

interface Identity {
  userId: string;
  affiliateId: string | null;
  brokerId: string | null;
}

const str = (row: Row, key: string) => row[key] as string;

/** What the worker records on a finished run (db/src/commissions/run.ts), for the seeded runs. */
export interface SeededRunSummary {
  month: string;
  members: number;
  ranks_changed: number;
  payments: number;
  unattributed: number;
  unattributed_rvl: number;
  commissions: number;
  total_amount: number;
}

/**
 * Runs months -5..-1 (the months with paid RVL); months settled two months back are marked paid.
 * Returns each month's run summary, figured as the worker figures it.
 */
export function makeCommissions(seed: string, out: TableRows, today: string): Map<string, SeededRunSummary> {
  const summaries = new Map<string, SeededRunSummary>();
  // "Ranks changed" compares with the latest earlier month run (Starter before the first).
  let previousRanks = new Map<string, string>();
  const sponsors = new Map(out.get('public.affiliate_registrations').map((r) => [str(r, 'affiliate_id'), r.sponsor_id as string | null]));
  const power = new Map(out.get('public.affiliate_shadow_power').filter((r) => r.is_active).map((r) => [str(r, 'affiliate_id'), Number(r.shadow_power_amount)]));
  const powerTrails = trails(out.get('public.shadow_power_audit'), 'affiliate_id');
  const balancingTrails = trails(out.get('public.shadow_balancing_audit'), 'broker_id');
  const applications = new Map(out.get('public.managed_rental_applications').map((a) => [str(a, 'id'), a]));
  const details = out.get('public.managed_property_details');
  const payments = out.get('public.managed_property_rvl_payments').filter((p) => p.payment_status === 'paid')
    .sort((x, y) => (str(x, 'id') < str(y, 'id') ? -1 : 1));

  // The network of one month: the members who had joined by its end, with the settings then.
  const network = (ended: number) => {
    const members = new Map<string, NetworkMember>();
    const identities = new Map<string, Identity>();
    const affiliateOfUser = new Map<string, string>();
    for (const a of out.get('public.affiliate_profiles')) {
      if (Date.parse(str(a, 'created_at')) >= ended) continue;
      const id = str(a, 'affiliate_id');
      const shadowPower = shadowPowerAsOf(powerTrails.get(id), ended, power.get(id) ?? 0);
      members.set(id, { id, sponsorId: sponsors.get(id) ?? null, personalRvl: 0, shadowPower });
      identities.set(id, { userId: str(a, 'user_id'), affiliateId: id, brokerId: null });
      affiliateOfUser.set(str(a, 'user_id'), id);
    }
    for (const member of members.values()) if (member.sponsorId && !members.has(member.sponsorId)) member.sponsorId = null;
    const brokers = out.get('public.brokers').filter((b) => Date.parse(str(b, 'created_at')) < ended);
    const memberOfBroker = new Map<string, string>();
    for (const b of brokers) {
      const id = affiliateOfUser.get(str(b, 'user_id')) ?? `broker:${str(b, 'id')}`;
      const member = members.get(id) ?? { id, sponsorId: null, personalRvl: 0 };
      const on = b.shadow_balancing_enabled && b.shadow_balancing_start_date && b.shadow_balancing_end_date;
      const current = on ? { start: str(b, 'shadow_balancing_start_date'), end: str(b, 'shadow_balancing_end_date') } : null;
      member.shadowBalancing = shadowBalancingAsOf(balancingTrails.get(str(b, 'id')), ended, current);
      members.set(id, member);
      identities.set(id, { userId: str(b, 'user_id'), affiliateId: identities.get(id)?.affiliateId ?? null, brokerId: str(b, 'id') });
      memberOfBroker.set(str(b, 'id'), id);
    }
    // The affiliate on the managed property, else the submitting broker.
    const attribution = new Map<string, string | undefined>();
    for (const d of details) {
      const a = applications.get(str(d, 'application_id')) as Row;
      const affiliate = (d.affiliate_id ?? a.affiliate_id) as string | null;
      const broker = a.submitted_by_broker_id as string | null;
      attribution.set(str(d, 'id'), affiliate && members.has(affiliate) ? affiliate : broker ? memberOfBroker.get(broker) : undefined);
    }
    return { members, identities, brokers, memberOfBroker, attribution };
  };

  for (let m = 5; m >= 1; m--) {
    const month = monthStart(today, -m);
    const ran = atIst(monthStart(today, -m + 1), 2, 0);
    const settled = m >= 2;
    const { members, identities, brokers, memberOfBroker, attribution } = network(Date.parse(atIst(monthStart(today, -m + 1), 0)));
    const input = [...members.values()].map((member) => ({ ...member, personalRvl: 0 }));
    const byId = new Map(input.map((member) => [member.id, member]));
    const items: RvlItem[] = [];
    let unattributed = 0;
    let unattributedPaise = 0;
    for (const p of payments) {
      if (p.payment_month !== month) continue;
      const memberId = attribution.get(str(p, 'managed_property_id'));
      const member = memberId ? byId.get(memberId) : undefined;
      if (!member) {
        unattributed += 1;
        unattributedPaise += Math.round(Number(p.rvl_amount) * 100);
        continue;
      }
      member.personalRvl += Number(p.rvl_amount);
      items.push({ memberId: member.id, amount: Number(p.rvl_amount), sourceId: str(p, 'id') });
    }
    const ranks = qualifyMembers(input, addDays(monthStart(today, -m + 1), -1));
    const volumes = (id: string) => {
      const r = ranks.get(id);
      return {
        qualified_rvl: r?.qualifiedRvl ?? 0, personal_rvl: r?.personalRvl ?? 0,
        primary_stream_rvl: r?.primaryStreamRvl ?? 0, growth_stream_rvl: r?.growthStreamRvl ?? 0,
      };
    };
    for (const b of brokers) {
      const id = memberOfBroker.get(str(b, 'id')) as string;
      const rank = ranks.get(id)?.rank ?? 'starter';
      out.add('public.broker_volumes', {
        id: seedUuid(seed, `broker-volume:${month}`, str(b, 'id')), broker_id: b.id, month, current_rank: rank, ...volumes(id), created_at: ran,
      });
      // The newest month's rank is the broker's current rank.
      if (m === 1) b.current_rank = rank;
    }
    for (const [id, who] of identities) {
      if (!who.affiliateId) continue;
      out.add('public.affiliate_metrics', {
        id: seedUuid(seed, `affiliate-metric:${month}`, id), affiliate_id: id, month, rank: ranks.get(id)?.rank ?? 'starter',
        ...volumes(id), created_at: ran,
      });
    }
    const rankOf = (id: string) => ranks.get(id)?.rank ?? 'starter';
    const payouts = computePayouts(input, ranks, items);
    summaries.set(month, {
      month, members: input.length,
      ranks_changed: [...identities.keys()].filter((id) => rankOf(id) !== (previousRanks.get(id) ?? 'starter')).length,
      payments: items.length + unattributed, unattributed, unattributed_rvl: unattributedPaise / 100,
      // Rows the run wrote: all of them, as none was paid when the month was run.
      commissions: payouts.length,
      total_amount: Math.round(payouts.reduce((sum, p) => sum + p.amount, 0) * 100) / 100,
    });
    previousRanks = new Map([...identities.keys()].map((id) => [id, rankOf(id)]));
    for (const payout of payouts) {
      const who = identities.get(payout.memberId) as Identity;
      out.add('public.managed_rental_commissions', {
        id: seedUuid(seed, `commission:${payout.sourceId}`, payout.level), broker_id: who.brokerId, affiliate_id: who.affiliateId,
        beneficiary_user_id: who.userId, source_payment_id: payout.sourceId, amount: payout.amount, month_year: month,
        status: settled ? 'paid' : 'pending', commission_type: payout.type, level: payout.level, percentage: payout.percentage,
        paid_at: settled ? atIst(addDays(monthStart(month, 1), 9), 11, 0) : null, created_at: ran,
      });
    }
  }
  return summaries;
}
