// The affiliate calculator's model: a member's real network (affiliate_network rows) that they may
// change, computed by the one engine in commission.ts, so that what they simulate is what the
// monthly run pays on the same volumes.
import { computePayouts, qualifyMembers } from './commission.ts';
import type { MemberRank, NetworkMember, Payout, RvlItem } from './commission.ts';
import { nextRank } from './ranks.ts';
import type { RankId } from './ranks.ts';

/** One row of public.affiliate_network, as the API returns it (numerics may arrive as strings). */
export interface NetworkRow {
  affiliate_id: string;
  sponsor_id: string | null;
  full_name: string;
  depth: number;
  payments: ReadonlyArray<number | string>;
  shadow_power: number | string;
  shadow_balancing_start: string | null;
  shadow_balancing_end: string | null;
}

/** A member of the simulated network; `payments` are the month's paid RVL amounts, one per payment. */
export interface SimMember {
  id: string;
  sponsorId: string | null;
  name: string;
  depth: number;
  payments: number[];
  shadowPower: number;
  shadowBalancing: { start: string; end: string } | null;
  hypothetical?: boolean;
}

export interface LevelPayout {
  level: number;
  amount: number;
  /** RVL payments that paid at this level. */
  payments: number;
}

export interface SimulationResult {
  me: MemberRank;
  next: { rank: RankId; missing: number } | null;
  levels: LevelPayout[];
  total: number;
  ranks: Map<string, MemberRank>;
  payouts: Payout[];
}

/** The simulator's members from affiliate_network rows; the first row at depth 0 is the viewer. */
export function membersFromRows(rows: readonly NetworkRow[]): SimMember[] {
  return rows.map((row) => ({
    id: row.affiliate_id,
    sponsorId: row.depth === 0 ? null : row.sponsor_id,
    name: row.full_name,
    depth: row.depth,
    payments: row.payments.map(Number),
    shadowPower: Number(row.shadow_power),
    shadowBalancing:
      row.shadow_balancing_start && row.shadow_balancing_end ? { start: row.shadow_balancing_start, end: row.shadow_balancing_end } : null,
  }));
}

/** A member's personal RVL for the month: the sum of their payments. */
export function personalRvl(member: Pick<SimMember, 'payments'>): number {
  return Math.round(member.payments.reduce((sum, amount) => sum + amount * 100, 0)) / 100;
}

const cents = (n: number): number => Math.round(n * 100);

/** Ranks of everyone and what the viewer earns by level, from the same engine as the monthly run. */
export function simulate(members: readonly SimMember[], viewerId: string, asOf: string): SimulationResult {
  const network: NetworkMember[] = members.map((m) => ({
    id: m.id,
    sponsorId: m.id === viewerId ? null : m.sponsorId,
    personalRvl: personalRvl(m),
    shadowBalancing: m.shadowBalancing,
    shadowPower: m.shadowPower,
  }));
  const items: RvlItem[] = members.flatMap((m) =>
    m.payments.filter((amount) => amount > 0).map((amount, i) => ({ memberId: m.id, amount, sourceId: `${m.id}#${i}` })),
  );
  const ranks = qualifyMembers(network, asOf);
  const me = ranks.get(viewerId);
  if (!me) throw new Error(`The viewer ${viewerId} is not in the network`);
  const payouts = computePayouts(network, ranks, items).filter((p) => p.memberId === viewerId);
  const byLevel = new Map<number, LevelPayout>();
  for (const p of payouts) {
    const row = byLevel.get(p.level) ?? { level: p.level, amount: 0, payments: 0 };
    row.amount = (cents(row.amount) + cents(p.amount)) / 100;
    row.payments += 1;
    byLevel.set(p.level, row);
  }
  const levels = [...byLevel.values()].sort((a, b) => a.level - b.level);
  const total = levels.reduce((sum, l) => sum + cents(l.amount), 0) / 100;
  return { me, next: nextRank(me.qualifiedRvl), levels, total, ranks, payouts };
}
