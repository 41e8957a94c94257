import { isShadowBalancingActive, qualifiedRvl } from '@rentals/core/commission';
import { RANKS } from '@rentals/core/ranks';
import { addDays, monthStart } from './dates.ts';
import type { Member, Network } from './network.ts';
import type { Random } from './random.ts';

/**
 * Gives members paid RVL until last month's qualified RVL (COMPENSATION.md, as the run computes it)
 * reaches a little over the threshold of the rank each is built for. Deepest members first, so a
 * member's legs are final when it is looked at; `add` manages one more property for the member and
 * books what it paid last month into `lastMonth`. The ranks themselves come from the engine later.
 */
export function topUp(rng: Random, network: Network, today: string, lastMonth: Map<string, number>, add: (member: Member) => void) {
  // The run judges a past month's shadow balancing on its last day.
  const monthEnd = addDays(monthStart(today), -1);
  const shadow = new Map(network.brokers.flatMap((b) => (b.member && b.shadow ? [[b.member, b.shadow] as const] : [])));
  const children = new Map<Member, Member[]>();
  const depth = new Map<Member, number>();
  for (const m of network.members) {
    depth.set(m, m.sponsor ? (depth.get(m.sponsor) ?? 0) + 1 : 0);
    if (m.sponsor) children.set(m.sponsor, [...(children.get(m.sponsor) ?? []), m]);
  }
  const subtree = new Map<Member, number>();
  const deepestFirst = [...network.members].sort((a, b) => (depth.get(b) ?? 0) - (depth.get(a) ?? 0));
  for (const m of deepestFirst) {
    const legs = (children.get(m) ?? []).map((c) => subtree.get(c) ?? 0).sort((a, b) => b - a);
    const [primary = 0, ...others] = legs;
    const growth = others.reduce((sum, v) => sum + v, 0);
    const personal = () => lastMonth.get(m.affiliate_id) ?? 0;
    const qualified = () => qualifiedRvl({
      personal: personal(), primary, growth, shadowBalancing: isShadowBalancingActive(shadow.get(m), monthEnd),
      shadowPower: network.shadowPower.get(m.affiliate_id) ?? 0,
    });
    const threshold = RANKS.find((r) => r.id === m.rank)?.threshold ?? 0;
    const target = threshold * (1.03 + rng.next() * 0.25);
    while (qualified() < target) add(m);
    subtree.set(m, personal() + legs.reduce((sum, v) => sum + v, 0));
  }
}
