import { describe, expect, it } from 'vitest';
import { computePayouts, qualifiedRvl, qualifyMembers } from './commission.ts';
import type { MemberRank, NetworkMember, RvlItem } from './commission.ts';
import { rankPercentage } from './ranks.ts';
import type { RankId } from './ranks.ts';

function fixedRanks(ranks: Record<string, RankId>): Map<string, MemberRank> {
  const map = new Map<string, MemberRank>();
  for (const [memberId, rank] of Object.entries(ranks)) {
    map.set(memberId, {
      memberId, rank, percentage: rankPercentage(rank),
      qualifiedRvl: 0, personalRvl: 0, primaryStreamRvl: 0, growthStreamRvl: 0,
    });
  }
  return map;
}

// COMPENSATION.md, worked example: A sponsors B and C; B sponsors D.
const tree: NetworkMember[] = [
  { id: 'A', sponsorId: null, personalRvl: 0 },
  { id: 'B', sponsorId: 'A', personalRvl: 0 },
  { id: 'C', sponsorId: 'A', personalRvl: 10_000 },
  { id: 'D', sponsorId: 'B', personalRvl: 20_000 },
];

describe('worked example: payout', () => {
  const ranks = fixedRanks({ A: 'director', B: 'builder', C: 'starter', D: 'starter' });
  const pay = (item: RvlItem) =>
    computePayouts(tree, ranks, [item]).map((p) => [p.memberId, p.level, p.percentage, p.amount, p.type]);

  it("D's ₹20,000: D ₹2,000, B 5% ₹1,000, A 10% ₹2,000", () => {
    expect(pay({ memberId: 'D', amount: 20_000, sourceId: 'd1' })).toEqual([
      ['D', 1, 10, 2000, 'personal'],
      ['B', 2, 5, 1000, 'differential'],
      ['A', 3, 10, 2000, 'differential'],
    ]);
  });

  it("C's ₹10,000: C ₹1,000, A 15% ₹1,500", () => {
    expect(pay({ memberId: 'C', amount: 10_000, sourceId: 'c1' })).toEqual([
      ['C', 1, 10, 1000, 'personal'],
      ['A', 2, 15, 1500, 'differential'],
    ]);
  });

  it('pays nothing to an upline whose percentage is not higher', () => {
    const flat = fixedRanks({ A: 'builder', B: 'builder', C: 'starter', D: 'builder' });
    const rows = computePayouts(tree, flat, [{ memberId: 'D', amount: 1000, sourceId: 'x' }]);
    expect(rows.map((r) => r.memberId)).toEqual(['D']);
  });

  it('treats a member without a computed rank as 10%', () => {
    const rows = computePayouts(tree, new Map(), [{ memberId: 'D', amount: 1000, sourceId: 'x' }]);
    expect(rows).toEqual([{ memberId: 'D', sourceId: 'x', level: 1, percentage: 10, amount: 100, type: 'personal' }]);
  });

  it('rejects RVL of a member outside the network', () => {
    expect(() => computePayouts(tree, ranks, [{ memberId: 'Z', amount: 1, sourceId: 'z' }])).toThrow(/unknown/);
  });
});

describe('worked example: qualification of A', () => {
  const base = { personal: 50_000, primary: 300_000, growth: 100_000 };
  it.each([
    ['plain', {}, 250_000],
    ['shadow balancing', { shadowBalancing: true }, 650_000],
    ['shadow power ₹2,00,000', { shadowPower: 200_000 }, 650_000],
  ] as const)('%s → %s', (_name, extra, expected) => {
    expect(qualifiedRvl({ ...base, ...extra })).toBe(expected);
  });

  const network = (a: Partial<NetworkMember>): NetworkMember[] => [
    { id: 'A', sponsorId: null, personalRvl: 50_000, ...a },
    { id: 'B', sponsorId: 'A', personalRvl: 100_000 },
    { id: 'B2', sponsorId: 'B', personalRvl: 200_000 },
    { id: 'C', sponsorId: 'A', personalRvl: 100_000 },
  ];

  it.each([
    ['plain', {}, 'builder', 250_000],
    ['shadow balancing active', { shadowBalancing: { start: '2025-01-01', end: '2025-06-30' } }, 'leader', 650_000],
    ['shadow balancing on its last day', { shadowBalancing: { start: '2025-01-01', end: '2025-03-10' } }, 'leader', 650_000],
    ['shadow balancing expired', { shadowBalancing: { start: '2025-01-01', end: '2025-03-09' } }, 'builder', 250_000],
    ['shadow balancing not started', { shadowBalancing: { start: '2025-03-11', end: '2025-06-30' } }, 'builder', 250_000],
    ['shadow power', { shadowPower: 200_000 }, 'leader', 650_000],
  ] as const)('%s → %s', (_name, extra, rank, qualified) => {
    const a = qualifyMembers(network(extra), '2025-03-10').get('A');
    expect(a).toMatchObject({ rank, qualifiedRvl: qualified, personalRvl: 50_000, primaryStreamRvl: 300_000, growthStreamRvl: 100_000 });
  });

  it('counts only the weaker stream twice at most: growth stronger than primary leg', () => {
    // Three legs of 1L each: primary 1L, growth 2L, all of it counts.
    expect(qualifiedRvl({ personal: 0, primary: 100_000, growth: 200_000 })).toBe(300_000);
  });

  it('rejects sponsor cycles', () => {
    const cyclic = [
      { id: 'X', sponsorId: 'Y', personalRvl: 0 },
      { id: 'Y', sponsorId: 'X', personalRvl: 0 },
    ];
    expect(() => qualifyMembers(cyclic, '2025-01-01')).toThrow(/cycle/);
  });
});
