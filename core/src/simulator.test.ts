import { describe, expect, it } from 'vitest';
import { membersFromRows, simulate } from './simulator.ts';
import type { NetworkRow } from './simulator.ts';
import { addHypothetical, removeHypothetical, setShadowBalancing, setShadowPower, setVolume } from './simulatorEdits.ts';

const AS_OF = '2026-10-31';
const row = (id: string, sponsor: string | null, depth: number, payments: Array<number | string>, extra: Partial<NetworkRow> = {}): NetworkRow => ({
  affiliate_id: id, sponsor_id: sponsor, full_name: `Member ${id}`, depth, payments, shadow_power: '0',
  shadow_balancing_start: null, shadow_balancing_end: null, ...extra,
});

// COMPENSATION.md's worked example seen by A: A sponsors B and C; B sponsors D. B's ₹1,50,000 makes
// B a Builder; A's own ₹9,80,000 makes A a Director (qualified exactly ₹10,00,000).
const example = membersFromRows([
  row('A', 'UPLINE', 0, ['980000.00']),
  row('B', 'A', 1, ['150000.00']),
  row('C', 'A', 1, ['10000.00']),
  row('D', 'B', 2, ['20000.00']),
]);

describe('simulate', () => {
  it('ranks as the worked example and pays A by level: ₹2,000 on D, ₹1,500 on C, ₹15,000 on B', () => {
    const result = simulate(example, 'A', AS_OF);
    expect(result.me).toMatchObject({ rank: 'director', qualifiedRvl: 1_000_000, primaryStreamRvl: 170_000, growthStreamRvl: 10_000 });
    expect(result.ranks.get('B')?.rank).toBe('builder');
    expect(result.levels).toEqual([
      { level: 1, amount: 245_000, payments: 1 },
      { level: 2, amount: 16_500, payments: 2 },
      { level: 3, amount: 2_000, payments: 1 },
    ]);
    expect(result.total).toBe(263_500);
    expect(result.next).toEqual({ rank: 'executive', missing: 3_000_000 });
  });

  it('treats the viewer as the top of the tree, whoever sponsored them', () => {
    expect(simulate(example, 'B', AS_OF).levels).toEqual([
      { level: 1, amount: 22_500, payments: 1 },
      { level: 2, amount: 1_000, payments: 1 },
    ]);
  });

  it('qualifies A plainly, with shadow balancing and with shadow power as the document says', () => {
    const plain = membersFromRows([row('A', null, 0, [50_000]), row('B', 'A', 1, [300_000]), row('C', 'A', 1, [100_000])]);
    expect(simulate(plain, 'A', AS_OF).me).toMatchObject({ rank: 'builder', qualifiedRvl: 250_000 });
    expect(simulate(setShadowBalancing(plain, 'A', true, AS_OF), 'A', AS_OF).me).toMatchObject({ rank: 'leader', qualifiedRvl: 650_000 });
    expect(simulate(setShadowPower(plain, 'A', 200_000), 'A', AS_OF).me).toMatchObject({ rank: 'leader', qualifiedRvl: 650_000 });
    // Commission stays on actual volume: A's own ₹50,000 at the Leader's 20%.
    expect(simulate(setShadowPower(plain, 'A', 200_000), 'A', AS_OF).levels[0]).toEqual({ level: 1, amount: 10_000, payments: 1 });
  });

  it('reads a shadow balancing window from the rows and judges it on the given day', () => {
    const rows = [row('A', null, 0, [50_000], { shadow_balancing_start: '2026-10-01', shadow_balancing_end: '2026-10-15' }),
      row('B', 'A', 1, [300_000]), row('C', 'A', 1, [100_000])];
    expect(simulate(membersFromRows(rows), 'A', '2026-10-15').me.rank).toBe('leader');
    expect(simulate(membersFromRows(rows), 'A', '2026-10-16').me.rank).toBe('builder');
  });

  it('recomputes when a volume changes or a hypothetical member joins, and forgets them again', () => {
    const more = setVolume(example, 'D', 40_000);
    expect(simulate(more, 'A', AS_OF).levels.find((l) => l.level === 3)?.amount).toBe(4_000);
    const grown = addHypothetical(example, 'C', 'Ravi', 200_000);
    const added = grown.find((m) => m.hypothetical);
    expect(added).toMatchObject({ id: 'NEW-1', sponsorId: 'C', name: 'Ravi', depth: 2, payments: [200_000] });
    // Ravi's ₹2,00,000 makes Ravi a Builder: A earns 25% − 15% on it, plus 10% on D's ₹20,000.
    expect(simulate(grown, 'A', AS_OF).levels.find((l) => l.level === 3)).toEqual({ level: 3, amount: 22_000, payments: 2 });
    const below = addHypothetical(grown, 'NEW-1', '', 1000);
    expect(below.at(-1)).toMatchObject({ id: 'NEW-2', name: 'New member 2', depth: 3 });
    expect(removeHypothetical(below, 'NEW-1')).toEqual(example);
    expect(removeHypothetical(example, 'B')).toEqual(example);
  });

  it('clears a volume set to nothing and refuses an unknown viewer', () => {
    expect(setVolume(example, 'D', Number.NaN).find((m) => m.id === 'D')?.payments).toEqual([]);
    expect(() => simulate(example, 'Z', AS_OF)).toThrow('The viewer Z is not in the network');
  });
});
