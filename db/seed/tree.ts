import { RANKS, type RankId } from '@rentals/core/ranks';
import { addDays, atIst } from './dates.ts';
import type { Member, Network } from './network.ts';
import type { People, Person } from './people.ts';
import { seedUuid, type Random } from './random.ts';
import type { TableRows } from './rows.ts';

// The affiliate sponsor tree (brokers who are affiliates sit in it too) and shadow power.

const rankIndex = (rank: RankId | null): number => RANKS.findIndex((r) => r.id === rank);

export function makeTree(rng: Random, seed: string, people: People, out: TableRows, today: string, brokers: Network['brokers']): Network {
  const ranked = brokers.filter((b) => b.activated).sort((a, b) => rankIndex(b.rank) - rankIndex(a.rank));
  const demoBroker = brokers[0] as Network['brokers'][number];
  const others = ranked.filter((b) => b !== demoBroker);
  const first = (rank: RankId) => others.find((b) => b.rank === rank) as Network['brokers'][number];
  const spineBrokers = [others[0], others[1], first('executive'), first('director')] as Network['brokers'];
  const affiliates = people.byRole.affiliate;
  // The spine (each sponsored by the one before) makes the tree 14 levels deep with ranks falling
  // down it: two Chairmen, an Executive, a Director, the demo broker (a Leader), the demo affiliate
  // and eight affiliates below it.
  type Entry = { person: Person; broker?: Network['brokers'][number] };
  const order: Entry[] = [
    ...spineBrokers.map((b) => ({ person: b.person, broker: b })),
    { person: demoBroker.person, broker: demoBroker },
    ...affiliates.slice(0, 9).map((person) => ({ person })),
  ];
  const spine = order.length;
  const demoAt = spineBrokers.length;
  // Every other broker joins under a broker of the next rank up (highest first, so sponsors come
  // first); plain affiliates join Leaders and up or other affiliates. Neither joins the demo
  // broker's line, so its shadow-balanced volume stays in the Leader band.
  order.push(...others.filter((b) => !spineBrokers.includes(b)).map((b) => ({ person: b.person, broker: b })));
  order.push(...affiliates.slice(9).map((person) => ({ person })));
  const members: Member[] = [];
  order.forEach((entry, i) => {
    let sponsor: Member | undefined;
    if (i > 0 && i < spine) sponsor = members[i - 1];
    else if (i >= spine && entry.broker) {
      const own = rankIndex(entry.broker.rank);
      const above = members.filter((m) => m.broker_id && m.broker_id !== demoBroker.id && rankIndex(m.rank) > own);
      const next = Math.min(...above.map((m) => rankIndex(m.rank)));
      sponsor = rng.pick(above.filter((m) => rankIndex(m.rank) === next));
    } else if (i >= spine) {
      sponsor = rng.pick(members.filter((m, at) => (at < demoAt || at >= spine) && (!m.broker_id || rankIndex(m.rank) >= rankIndex('leader'))));
    }
    // A quarter of the plain affiliates are built to be Builders; not those below the demo broker.
    const rank = entry.broker ? entry.broker.rank : i > demoAt && i < spine ? 'starter' : rng.chance(0.25) ? 'builder' : 'starter';
    const member: Member = {
      person: entry.person, affiliate_id: `AFF${10001 + i}`, rank,
      ...(entry.broker ? { broker_id: entry.broker.id } : {}), ...(sponsor ? { sponsor } : {}),
    };
    if (entry.broker) entry.broker.member = member;
    members.push(member);
    const joined = addDays(today, -Math.max(30, 700 - i * 8 - rng.int(0, 30)));
    const created_at = atIst(joined, rng.int(9, 21), rng.int(0, 59));
    const pending = !entry.broker && i >= spine && rng.chance(0.12);
    out.add('public.affiliate_profiles', {
      id: seedUuid(seed, 'affiliate-profile', i), user_id: entry.person.id, affiliate_id: member.affiliate_id,
      full_name: entry.person.full_name, email: entry.person.email, phone: entry.person.phone,
      status: pending ? 'pending' : 'active', created_at, updated_at: created_at,
    });
    out.add('public.affiliate_registrations', {
      id: seedUuid(seed, 'affiliate-registration', i), user_id: entry.person.id, affiliate_id: member.affiliate_id,
      sponsor_id: sponsor?.affiliate_id ?? null, created_at,
    });
  });
  const shadowPower = makeShadowPower(rng, seed, people, out, today, members.filter((m) => !m.broker_id));
  return { brokers, members, byAffiliateId: new Map(members.map((m) => [m.affiliate_id, m])), shadowPower };
}

/** Shadow power for the demo affiliate and four others; one more was granted and later set to 0. */
function makeShadowPower(rng: Random, seed: string, people: People, out: TableRows, today: string, plain: Member[]): Map<string, number> {
  const admin = people.demo.admin.id;
  const active = new Map<string, number>();
  const demo = plain.find((m) => m.person === people.demo.affiliate) as Member;
  const chosen = [demo, ...plain.filter((m) => m !== demo).slice(0, 5)];
  chosen.forEach((member, i) => {
    const granted = addDays(today, -rng.int(20, 150));
    const first = i === 0 ? 200_000 : rng.int(1, 6) * 50_000;
    const amount = i === chosen.length - 1 ? 0 : first;
    if (amount > 0) active.set(member.affiliate_id, amount);
    const notes = amount > 0 ? 'Balancing support while the second leg grows' : 'Support ended: legs balanced';
    const changed = addDays(granted, rng.int(5, 15));
    out.add('public.affiliate_shadow_power', {
      id: seedUuid(seed, 'shadow-power', i), affiliate_id: member.affiliate_id, shadow_power_amount: amount,
      is_active: amount > 0, notes, created_by_admin_id: admin,
      created_at: atIst(granted, 12, 0), updated_at: atIst(amount > 0 ? granted : changed, 12, 0),
    });
    out.add('public.shadow_power_audit', {
      id: seedUuid(seed, 'shadow-power-audit', i), affiliate_id: member.affiliate_id, admin_user_id: admin,
      previous_amount: null, new_amount: first, notes: 'Balancing support while the second leg grows', created_at: atIst(granted, 12, 0),
    });
    // Virtual properties back an active grant only; a revoked grant has none.
    if (amount > 0) {
      out.add('public.affiliate_virtual_properties', {
        id: seedUuid(seed, 'virtual-properties', i), affiliate_id: member.affiliate_id, shadow_amount: amount,
        property_count: 1, created_by_admin_id: admin, created_at: atIst(granted, 12, 0),
      });
    }
    if (amount === 0) {
      out.add('public.shadow_power_audit', {
        id: seedUuid(seed, 'shadow-power-audit-off', i), affiliate_id: member.affiliate_id, admin_user_id: admin,
        previous_amount: first, new_amount: 0, notes, created_at: atIst(changed, 12, 0),
      });
    }
  });
  return active;
}
