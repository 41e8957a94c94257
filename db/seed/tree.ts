import { RANKS } from '@rentals/core/ranks';
import { addDays, atIst, monthStart } from './dates.ts';
import type { Member, Network } from './network.ts';
import type { People, Person } from './people.ts';
import { seedUuid, type Random } from './random.ts';
import type { TableRows } from './rows.ts';
import { volumes } from './volumes.ts';

// The affiliate sponsor tree (brokers who are affiliates sit in it too) and shadow power.

export function makeTree(rng: Random, seed: string, people: People, out: TableRows, today: string, brokers: Network['brokers']): Network {
  const ranked = brokers.filter((b) => b.activated).sort((a, b) => RANKS.findIndex((r) => r.id === b.rank) - RANKS.findIndex((r) => r.id === a.rank));
  const demoBroker = brokers[0] as Network['brokers'][number];
  const others = ranked.filter((b) => b !== demoBroker);
  const affiliates = people.byRole.affiliate;
  // The spine (each sponsored by the one before) makes the tree 14 levels deep; the demo broker
  // and demo affiliate sit on it with a downline under them.
  const order: { person: Person; broker?: Network['brokers'][number] }[] = [
    ...others.slice(0, 3).map((b) => ({ person: b.person, broker: b })),
    { person: demoBroker.person, broker: demoBroker },
    ...others.slice(3, 5).map((b) => ({ person: b.person, broker: b })),
    { person: affiliates[0] as Person },
    ...affiliates.slice(1, 8).map((person) => ({ person })),
  ];
  const spine = order.length;
  const rest = [...others.slice(5).map((b) => ({ person: b.person, broker: b })), ...affiliates.slice(8).map((person) => ({ person }))];
  // Shuffle deterministically so brokers and plain affiliates mix under the spine.
  for (let i = rest.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [rest[i], rest[j]] = [rest[j] as (typeof rest)[number], rest[i] as (typeof rest)[number]];
  }
  order.push(...rest);
  const members: Member[] = [];
  order.forEach((entry, i) => {
    const sponsor = i === 0 ? undefined : i < spine ? members[i - 1] : members[rng.int(0, i - 1)];
    const rank = entry.broker ? entry.broker.rank : rng.chance(0.25) ? 'builder' : 'starter';
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
    for (let m = 3; m >= 1; m--) {
      const month = monthStart(today, -m);
      out.add('public.affiliate_metrics', {
        id: seedUuid(seed, `affiliate-metric:${month}`, i), affiliate_id: member.affiliate_id, month,
        ...volumes(rng, rank ?? 'starter'), rank, created_at: atIst(monthStart(today, -m + 1), 2, 0),
      });
    }
  });
  makeShadowPower(rng, seed, people, out, today, members.filter((m) => !m.broker_id));
  return { brokers, members, byAffiliateId: new Map(members.map((m) => [m.affiliate_id, m])) };
}

/** Shadow power for the demo affiliate and four others; one more was granted and later set to 0. */
function makeShadowPower(rng: Random, seed: string, people: People, out: TableRows, today: string, plain: Member[]) {
  const admin = people.demo.admin.id;
  const demo = plain.find((m) => m.person === people.demo.affiliate) as Member;
  const chosen = [demo, ...plain.filter((m) => m !== demo).slice(0, 5)];
  chosen.forEach((member, i) => {
    const granted = addDays(today, -rng.int(20, 150));
    const first = i === 0 ? 200_000 : rng.int(1, 6) * 50_000;
    const amount = i === chosen.length - 1 ? 0 : first;
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
    out.add('public.affiliate_virtual_properties', {
      id: seedUuid(seed, 'virtual-properties', i), affiliate_id: member.affiliate_id, shadow_amount: first,
      property_count: Math.ceil(first / 50_000), created_by_admin_id: admin, created_at: atIst(granted, 12, 0),
    });
    if (amount === 0) {
      out.add('public.shadow_power_audit', {
        id: seedUuid(seed, 'shadow-power-audit-off', i), affiliate_id: member.affiliate_id, admin_user_id: admin,
        previous_amount: first, new_amount: 0, notes, created_at: atIst(changed, 12, 0),
      });
    }
  });
}
