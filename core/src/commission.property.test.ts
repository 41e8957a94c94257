import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computePayouts, qualifyMembers } from './commission.ts';
import type { NetworkMember, RvlItem } from './commission.ts';
import { MAX_RANK_PERCENTAGE } from './ranks.ts';

const TODAY = '2025-03-10';

// A random forest: member i is sponsored by an earlier member or by nobody.
const networkArb = fc
  .array(
    fc.record({
      sponsor: fc.option(fc.nat(), { nil: null }),
      personal: fc.integer({ min: 0, max: 3_000_000 }),
      balancing: fc.boolean(),
      power: fc.integer({ min: 0, max: 2_000_000 }),
    }),
    { minLength: 1, maxLength: 30 },
  )
  .map((rows) => {
    const members: NetworkMember[] = rows.map((r, i) => ({
      id: `m${String(i).padStart(2, '0')}`,
      sponsorId: i > 0 && r.sponsor !== null ? `m${String(r.sponsor % i).padStart(2, '0')}` : null,
      personalRvl: r.personal,
    }));
    const shadows = rows.map((r) => ({
      shadowBalancing: r.balancing ? { start: '2025-01-01', end: '2025-06-30' } : null,
      shadowPower: r.power,
    }));
    return { members, shadows };
  });

const withItems = networkArb.chain(({ members, shadows }) =>
  fc
    .array(
      fc.record({ who: fc.nat({ max: members.length - 1 }), amount: fc.integer({ min: 1, max: 5_000_000 }).map((p) => p / 100) }),
      { minLength: 1, maxLength: 10 },
    )
    .map((raw) => ({
      members,
      shadows,
      items: raw.map((r, i): RvlItem => ({ memberId: members[r.who]?.id ?? 'm00', amount: r.amount, sourceId: `s${i}` })),
    })),
);

function pathOf(members: NetworkMember[], id: string): string[] {
  const byId = new Map(members.map((m) => [m.id, m]));
  const path: string[] = [];
  for (let m = byId.get(id); m && path.length < 10; m = m.sponsorId ? byId.get(m.sponsorId) : undefined) path.push(m.id);
  return path;
}

describe('commission engine properties', () => {
  it('never pays more on one RVL than its highest rank percentage on the path, nor beyond 10 levels', () => {
    fc.assert(
      fc.property(withItems, ({ members, items }) => {
        const ranks = qualifyMembers(members, TODAY);
        const payouts = computePayouts(members, ranks, items);
        for (const item of items) {
          const rows = payouts.filter((p) => p.sourceId === item.sourceId);
          const path = pathOf(members, item.memberId);
          const highest = Math.max(...path.map((id) => ranks.get(id)?.percentage ?? 10));
          const total = rows.reduce((sum, r) => sum + Math.round(r.amount * 100), 0);
          expect(total).toBe(Math.round((Math.round(item.amount * 100) * highest) / 100));
          expect(highest).toBeLessThanOrEqual(MAX_RANK_PERCENTAGE);
          for (const row of rows) {
            expect(row.level).toBeGreaterThanOrEqual(1);
            expect(row.level).toBeLessThanOrEqual(10);
            expect(row.percentage).toBeGreaterThan(0);
            expect(path[row.level - 1]).toBe(row.memberId);
            expect(Math.round(row.amount * 100) / 100).toBe(row.amount);
          }
        }
      }),
    );
  });

  it('shadow balancing and shadow power change ranks only, never the amounts paid for fixed ranks', () => {
    fc.assert(
      fc.property(withItems, ({ members, shadows, items }) => {
        const shadowed = members.map((m, i) => ({ ...m, ...shadows[i] }));
        const ranks = qualifyMembers(members, TODAY);
        expect(computePayouts(shadowed, ranks, items)).toEqual(computePayouts(members, ranks, items));
      }),
    );
  });

  it('shadow balancing and shadow power never lower a rank', () => {
    fc.assert(
      fc.property(networkArb, ({ members, shadows }) => {
        const plain = qualifyMembers(members, TODAY);
        const shadowed = qualifyMembers(members.map((m, i) => ({ ...m, ...shadows[i] })), TODAY);
        for (const [id, rank] of plain) {
          const boosted = shadowed.get(id);
          expect(boosted?.qualifiedRvl).toBeGreaterThanOrEqual(rank.qualifiedRvl);
          expect(boosted?.percentage).toBeGreaterThanOrEqual(rank.percentage);
          expect(boosted?.primaryStreamRvl).toBe(rank.primaryStreamRvl);
        }
      }),
    );
  });

  it('gives the same results whatever order members are listed in', () => {
    fc.assert(
      fc.property(
        withItems.chain((c) => fc.shuffledSubarray(c.members, { minLength: c.members.length }).map((s) => ({ ...c, shuffled: s }))),
        ({ members, shuffled, items }) => {
          const ranks = qualifyMembers(members, TODAY);
          const ranksShuffled = qualifyMembers(shuffled, TODAY);
          expect([...ranksShuffled.entries()]).toEqual([...ranks.entries()]);
          expect(computePayouts(shuffled, ranksShuffled, items)).toEqual(computePayouts(members, ranks, items));
        },
      ),
    );
  });

  it('qualifies at least on personal RVL', () => {
    fc.assert(
      fc.property(networkArb, ({ members }) => {
        for (const m of members) expect(qualifyMembers(members, TODAY).get(m.id)?.qualifiedRvl).toBeGreaterThanOrEqual(m.personalRvl);
      }),
    );
  });
});
