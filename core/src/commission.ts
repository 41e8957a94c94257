// The compensation engine of COMPENSATION.md: monthly rank qualification and the 10-level
// differential payout. The affiliate calculator and the monthly commission worker both call it,
// so what a member simulates is exactly what is paid.
import { COMMISSION_DEPTH } from './constants.ts';
import { buildNetwork, legVolumes } from './network.ts';
import type { NetworkMember } from './network.ts';
import { rankForRvl, rankPercentage } from './ranks.ts';
import type { RankId } from './ranks.ts';

export type { NetworkMember } from './network.ts';
export type { RankId } from './ranks.ts';

/** One paid RVL payment, attributed to a member. */
export interface RvlItem {
  memberId: string;
  amount: number;
  sourceId: string;
}

export interface MemberRank {
  memberId: string;
  rank: RankId;
  percentage: number;
  qualifiedRvl: number;
  personalRvl: number;
  /** Actual volumes; shadow power and shadow balancing are not included. */
  primaryStreamRvl: number;
  growthStreamRvl: number;
}

export interface Payout {
  memberId: string;
  sourceId: string;
  level: number;
  percentage: number;
  amount: number;
  type: 'personal' | 'differential';
}

export interface VolumeInput {
  personal: number;
  primary: number;
  growth: number;
  shadowBalancing?: boolean;
  shadowPower?: number;
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

/** Qualified RVL: personal 50000, primary 300000, growth 100000 → 250000 (650000 with shadow balancing). */
export function qualifiedRvl({ personal, primary, growth, shadowBalancing = false, shadowPower = 0 }: VolumeInput): number {
  const power = Math.max(0, shadowPower);
  const p = primary >= growth ? primary : primary + power;
  const g = primary >= growth ? growth + power : growth;
  const team = shadowBalancing ? 2 * Math.max(p, g) : g + Math.min(p, g);
  return round2(personal + team);
}

/** Whether shadow balancing applies on a day: start ≤ today ≤ end (ISO dates). */
export function isShadowBalancingActive(window: NetworkMember['shadowBalancing'], today: string): boolean {
  return !!window && window.start <= today && today <= window.end;
}

/** Rank of every member for the month, from personal RVL and the RVL of its legs. */
export function qualifyMembers(members: NetworkMember[], today: string): Map<string, MemberRank> {
  const network = buildNetwork(members);
  const result = new Map<string, MemberRank>();
  for (const id of [...network.byId.keys()].sort()) {
    const member = network.byId.get(id) as NetworkMember;
    const [primary = 0, ...others] = legVolumes(network, id);
    const growth = others.reduce((sum, v) => sum + v, 0);
    const qualified = qualifiedRvl({
      personal: member.personalRvl,
      primary,
      growth,
      shadowBalancing: isShadowBalancingActive(member.shadowBalancing, today),
      shadowPower: member.shadowPower ?? 0,
    });
    const rank = rankForRvl(qualified);
    result.set(id, {
      memberId: id,
      rank,
      percentage: rankPercentage(rank),
      qualifiedRvl: qualified,
      personalRvl: round2(member.personalRvl),
      primaryStreamRvl: round2(primary),
      growthStreamRvl: round2(growth),
    });
  }
  return result;
}

/**
 * Commission rows for paid RVL: the member earns its rank percentage, each of up to 9 uplines the
 * difference to the highest percentage already paid below it. Amounts are paise-exact: each level
 * gets the rounded cumulative amount minus what was already paid, so the total on one RVL is exactly
 * the RVL times the highest percentage on the path, rounded to paise.
 */
export function computePayouts(members: NetworkMember[], ranks: Map<string, MemberRank>, items: RvlItem[]): Payout[] {
  const network = buildNetwork(members);
  const payouts: Payout[] = [];
  for (const item of items) {
    if (!network.byId.has(item.memberId)) {
      throw new Error(`RVL ${item.sourceId} belongs to unknown network member: ${item.memberId}`);
    }
    const amountPaise = Math.round(item.amount * 100);
    let highest = 0;
    let paidPaise = 0;
    let current: NetworkMember | undefined = network.byId.get(item.memberId);
    for (let level = 1; current && level <= COMMISSION_DEPTH; level++) {
      const percentage = ranks.get(current.id)?.percentage ?? rankPercentage(null);
      if (percentage > highest) {
        const owedPaise = Math.round((amountPaise * percentage) / 100);
        const amount = (owedPaise - paidPaise) / 100;
        if (amount > 0) {
          payouts.push({
            memberId: current.id,
            sourceId: item.sourceId,
            level,
            percentage: percentage - highest,
            amount,
            type: level === 1 ? 'personal' : 'differential',
          });
        }
        highest = percentage;
        paidPaise = owedPaise;
      }
      current = current.sponsorId === null ? undefined : network.byId.get(current.sponsorId);
    }
  }
  return payouts.sort(
    (a, b) => cmp(a.sourceId, b.sourceId) || a.level - b.level || cmp(a.memberId, b.memberId),
  );
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
