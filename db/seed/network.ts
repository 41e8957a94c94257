import type { RankId } from '@rentals/core/ranks';
import { addDays, atIst } from './dates.ts';
import type { People, Person } from './people.ts';
import { seedUuid, type Random } from './random.ts';
import type { TableRows } from './rows.ts';
import { makeTree } from './tree.ts';
import { BROKER_REGISTRATION_FEE } from '@rentals/core/constants';

/** Broker registration fee in rupees: the programme's one figure, charged by register_broker(). */
export const REGISTRATION_FEE = BROKER_REGISTRATION_FEE;

export interface Member {
  person: Person;
  affiliate_id: string;
  /** The rank this member is built to earn (managed.ts tops its paid RVL up to it); the engine decides. */
  rank: RankId | null;
  broker_id?: string;
  sponsor?: Member;
}

export interface Network {
  brokers: { id: string; person: Person; rank: RankId | null; activated: boolean; member?: Member; shadow?: { start: string; end: string } }[];
  members: Member[];
  byAffiliateId: Map<string, Member>;
  /** Active shadow power by affiliate id. */
  shadowPower: Map<string, number>;
}

/**
 * Ranks the 40 generated brokers are built to earn, highest first; null = registered, fee not yet
 * paid. Few at the top: an Executive needs ₹40,00,000 of balanced monthly RVL below it.
 */
const BROKER_RANKS: readonly (RankId | null)[] = [
  ...Array<RankId>(2).fill('chairman'), ...Array<RankId>(2).fill('executive'), ...Array<RankId>(4).fill('director'),
  ...Array<RankId>(6).fill('leader'), ...Array<RankId>(8).fill('builder'), ...Array<RankId>(10).fill('starter'),
  ...Array<null>(7).fill(null),
];

const SHADOW_REASONS = [
  'Fast Track Advantage: new leader building a second team',
  'Fast Track Advantage after moving to a new city',
  'Balancing while the growth stream recovers from a lost lease',
  'Festive-season push approved by the regional head',
];

const PROVIDERS = ['upi', 'bank_transfer', 'cash', 'cheque'] as const;

function paymentRef(rng: Random, provider: string): string {
  const digits = (n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('');
  if (provider === 'upi') return `UPI${digits(12)}`;
  if (provider === 'bank_transfer') return `NEFT${digits(10)}`;
  if (provider === 'cheque') return `CHQ${digits(6)}`;
  return `CASH-${digits(5)}`;
}

export function makeNetwork(rng: Random, seed: string, people: People, out: TableRows, today: string): Network {
  const admin = people.demo.admin.id;
  const brokerPeople = people.byRole.broker;
  const brokers = brokerPeople.map((person, i) => {
    const listed = BROKER_RANKS[i - 1];
    const rank = i === 0 ? 'leader' : listed === undefined ? 'starter' : listed;
    return { id: seedUuid(seed, 'broker', i), person, rank, activated: rank !== null } as Network['brokers'][number];
  });

  // Shadow balancing states: demo broker and 4 more active, 3 expiring within 7 days, 3 expired, 2 switched off.
  const activated = brokers.filter((b) => b.activated);
  const states = new Map<string, 'active' | 'expiring' | 'expired' | 'disabled'>();
  activated.slice(0, 5).forEach((b) => states.set(b.id, 'active'));
  activated.slice(5, 8).forEach((b) => states.set(b.id, 'expiring'));
  activated.slice(8, 11).forEach((b) => states.set(b.id, 'expired'));
  activated.slice(11, 13).forEach((b) => states.set(b.id, 'disabled'));

  brokers.forEach((b, i) => {
    const registered = addDays(today, -rng.int(b.activated ? 120 : 1, b.activated ? 700 : 25));
    const created_at = atIst(registered, rng.int(9, 20), rng.int(0, 59));
    const provider = rng.pick(PROVIDERS);
    const ref = paymentRef(rng, provider);
    const paid_at = b.activated ? atIst(addDays(registered, rng.int(0, 3)), rng.int(10, 19), rng.int(0, 59)) : null;
    const state = states.get(b.id);
    let start: string | null = null;
    let end: string | null = null;
    // Active windows began before last month ended, so last month's run already applies them.
    if (state === 'active') [start, end] = [addDays(today, -rng.int(35, 65)), addDays(today, rng.int(15, 110))];
    if (state === 'expiring') [end] = [addDays(today, rng.int(1, 7))];
    if (state === 'expired') [end] = [addDays(today, -rng.int(1, 45))];
    if (end && !start) start = addDays(end, -rng.int(90, 180));
    const reason = start ? rng.pick(SHADOW_REASONS) : null;
    if (start && end) b.shadow = { start, end };
    out.add('public.brokers', {
      id: b.id, user_id: b.person.id, name: b.person.full_name, phone: b.person.phone, city: b.person.city.name,
      current_rank: null, shadow_balancing_enabled: start !== null, shadow_balancing_start_date: start,
      shadow_balancing_end_date: end, shadow_balancing_reason: reason, activated: b.activated, reg_fee_paid: b.activated,
      reg_paid_at: paid_at, reg_payment_mode: b.activated ? provider : null, reg_payment_ref: b.activated ? ref : null,
      created_at, updated_at: paid_at ?? created_at,
    });
    out.add('public.payments', {
      id: seedUuid(seed, 'payment', i), kind: 'broker_registration', provider, provider_payment_id: ref,
      amount: REGISTRATION_FEE, status: b.activated ? 'succeeded' : 'pending', paid_at, broker_id: b.id,
      user_id: b.person.id, created_at, updated_at: paid_at ?? created_at,
    });
    if (b.activated) {
      out.add('public.admin_audit_log', {
        id: seedUuid(seed, 'audit:activation', i), admin_user_id: admin, action: 'activate_broker_registration',
        target_table: 'brokers', target_id: b.id, details: { payment_id: seedUuid(seed, 'payment', i), provider, reference: ref },
        created_at: paid_at,
      });
    }
    const audit = (action: string, on: string, row: Record<string, unknown>) =>
      out.add('public.shadow_balancing_audit', {
        id: seedUuid(seed, `shadow-audit:${action}`, i), broker_id: b.id, admin_user_id: admin, action,
        reason: null, start_date: null, end_date: null, previous_end_date: null, created_at: atIst(on, 11, rng.int(0, 59)), ...row,
      });
    if (start && end) {
      const firstEnd = rng.chance(0.4) ? addDays(end, -rng.int(10, 30)) : end;
      audit('enabled', start, { reason, start_date: start, end_date: firstEnd });
      if (firstEnd !== end) audit('modified', addDays(start, 5), { reason, start_date: start, end_date: end, previous_end_date: firstEnd });
    }
    if (state === 'disabled') {
      const was = addDays(today, -rng.int(60, 200));
      const wasEnd = addDays(was, 180);
      audit('enabled', was, { reason: rng.pick(SHADOW_REASONS), start_date: was, end_date: wasEnd });
      audit('disabled', addDays(was, rng.int(20, 50)), { reason: 'Team balanced on its own', previous_end_date: wasEnd });
    }
  });
  // Two unpaid registrations also have an earlier failed attempt.
  brokers.filter((b) => !b.activated).slice(0, 2).forEach((b, i) => {
    out.add('public.payments', {
      id: seedUuid(seed, 'payment-failed', i), kind: 'broker_registration', provider: 'razorpay',
      provider_payment_id: `pay_${seedUuid(seed, 'razorpay', i).replace(/-/g, '').slice(0, 14)}`, amount: REGISTRATION_FEE,
      status: 'failed', paid_at: null, broker_id: b.id, user_id: b.person.id,
      created_at: atIst(addDays(today, -rng.int(26, 40)), 12, 0), updated_at: atIst(addDays(today, -rng.int(26, 40)), 12, 5),
    });
  });
  // current_rank, broker_volumes and affiliate_metrics come from the commission engine (commissions.ts).
  return makeTree(rng, seed, people, out, today, brokers);
}
