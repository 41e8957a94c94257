// The commission run over random histories of RVL payments and runs (re-runs, previews, runs of the
// month in progress and of next month included): what is stored depends only on completed months,
// each month's ranks and rows are the engine's on that month's paid RVL as it was when the month was
// last run, a broker's current rank is their newest completed month's, a preview writes nothing,
// and running any month again changes nothing (ids included). The shadow power and shadow balancing
// in effect are set before the months began; an admin changing them during the history (after
// every completed month ended) changes no completed month.
import { addDays, addMonths } from '@rentals/core/dates';
import { computePayouts, qualifyMembers, type NetworkMember, type RvlItem } from '@rentals/core/commission';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { processCommissionRuns } from '../../src/commissions/process.ts';
import { repetitions } from '../../src/testDepth.ts';
import { createAffiliate, createBroker, createManagedProperty } from './_fixtures.ts';
import { callAs, createAdmin, createUser, expectBusinessError, indiaToday, useDatabase, type Actor } from './_support.ts';

// The network: PA (also a broker) sponsors PB and PC (also a broker); PB sponsors PD; a broker who
// is no affiliate stands alone. Each member has two properties, so a month can hold two payments.
const AFFILIATES = [['PA', null], ['PB', 'PA'], ['PC', 'PA'], ['PD', 'PB']] as const;
const MEMBERS = ['PA', 'PB', 'PC', 'PD', 'solo'] as const;
const AMOUNTS = [5_000, 20_000, 150_000, 400_000, 1_000_000] as const;
/** Months by offset from the month in progress: three completed ones, it, and next month. */
const OFFSETS = [-3, -2, -1, 0, 1] as const;

type Op =
  | { kind: 'pay'; member: number; slot: number; offset: number; amount: number; paid: boolean }
  | { kind: 'run' | 'preview'; offset: number }
  | { kind: 'power'; member: number; amount: number }
  | { kind: 'balancing'; member: 'PA' | 'PC'; on: boolean };

const POWERS = [0, 100_000, 300_000] as const;
/** Shadow balancing in effect through every month of the history. */
const WINDOW = { start: '2024-01-01', end: '2030-01-01' };

/** The settings in effect while the months ran: shadow power per affiliate, balancing per broker. */
const settingsArb = fc.record({
  powers: fc.tuple(...AFFILIATES.map(() => fc.constantFrom(...POWERS))),
  balancing: fc.record({ PA: fc.boolean(), PC: fc.boolean() }),
});
type Settings = { powers: number[]; balancing: { PA: boolean; PC: boolean } };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('pay' as const),
    member: fc.integer({ min: 0, max: MEMBERS.length - 1 }),
    slot: fc.integer({ min: 0, max: 1 }),
    // RVL is recorded up to the month in progress, never for a future month.
    offset: fc.constantFrom(-3, -2, -1, 0),
    amount: fc.constantFrom(...AMOUNTS),
    paid: fc.boolean(),
  }),
  fc.record({ kind: fc.constantFrom('run' as const, 'preview' as const), offset: fc.constantFrom(...OFFSETS) }),
  // An admin changes a setting today, after every completed month ended.
  fc.record({ kind: fc.constant('power' as const), member: fc.integer({ min: 0, max: AFFILIATES.length - 1 }), amount: fc.constantFrom(...POWERS) }),
  fc.record({ kind: fc.constant('balancing' as const), member: fc.constantFrom('PA' as const, 'PC' as const), on: fc.boolean() }),
);

describe('the commission run over random histories', () => {
  const fx = useDatabase();
  let admin: Actor;
  let current: string;
  let soloBroker: string;
  const brokerOfMember = new Map<string, string>();
  const properties = new Map<string, string>();

  const monthOf = (offset: number) => addMonths(current, offset);
  const q = async (sql: string, params: unknown[] = []) => (await fx.pool.query(sql, params)).rows;
  const snapshot = async () => ({
    brokers: await q(`select id, current_rank from public.brokers order by id`),
    volumes: await q(`select * from public.broker_volumes order by broker_id, month`),
    metrics: await q(`select * from public.affiliate_metrics order by affiliate_id, month`),
    commissions: await q(`select * from public.managed_rental_commissions order by id`),
  });

  /** The engine's ranks and payouts for a month's paid payments (payment id → member, amount). */
  function expected(month: string, paid: Map<string, { member: string; amount: number }>, settings: Settings) {
    const members: NetworkMember[] = AFFILIATES.map(([id, sponsorId], i) => ({
      id, sponsorId, personalRvl: 0, shadowPower: settings.powers[i] ?? 0,
      shadowBalancing: (id === 'PA' || id === 'PC') && settings.balancing[id] ? WINDOW : null,
    }));
    members.push({ id: 'solo', sponsorId: null, personalRvl: 0, shadowBalancing: null });
    const byId = new Map(members.map((m) => [m.id, m]));
    const items: RvlItem[] = [];
    for (const [sourceId, p] of [...paid].sort(([a], [b]) => (a < b ? -1 : 1))) {
      (byId.get(p.member) as NetworkMember).personalRvl += p.amount;
      items.push({ memberId: p.member, amount: p.amount, sourceId });
    }
    const ranks = qualifyMembers(members, addDays(addMonths(month, 1), -1));
    const payouts = computePayouts(members, ranks, items);
    return { ranks, payouts };
  }

  beforeAll(async () => {
    ({ aal2: admin } = await createAdmin(fx.pool));
    current = `${(await indiaToday(fx.pool)).slice(0, 7)}-01`;
    const landlord = await createUser(fx.pool, 'Lata Landlord', ['landlord']);
    const a = await createBroker(fx.pool, 'Prop PA');
    const c = await createBroker(fx.pool, 'Prop PC');
    const solo = await createBroker(fx.pool, 'Prop Solo');
    soloBroker = solo.id;
    brokerOfMember.set('PA', a.id).set('PC', c.id).set('solo', solo.id);
    for (const [code, sponsor] of AFFILIATES) {
      const user = code === 'PA' ? a.userId : code === 'PC' ? c.userId : undefined;
      await createAffiliate(fx.pool, code, sponsor, user);
    }
    for (const member of MEMBERS) {
      for (const slot of [0, 1]) {
        const opts = member === 'solo' ? { brokerId: solo.id } : { affiliateId: member };
        properties.set(`${member}:${slot}`, await createManagedProperty(fx.pool, landlord, 1, opts));
      }
    }
    await fx.pool.query(`insert into public.affiliate_shadow_power (affiliate_id, shadow_power_amount, is_active)
                         select code, 0, false from unnest($1::text[]) code`, [AFFILIATES.map(([code]) => code)]);
  });

  let history = 0;
  /**
   * The settings of a history, as an admin set them before its months began (audit trails are
   * append-only: each history's settings are stamped later than the last history's, still long ago).
   */
  async function setBefore(settings: Settings) {
    history += 1;
    const stamp = new Date(Date.parse('2024-06-01T12:00:00+05:30') + history * 1000).toISOString();
    for (const [i, [code]] of AFFILIATES.entries()) {
      const amount = settings.powers[i] ?? 0;
      await fx.pool.query(`update public.affiliate_shadow_power set shadow_power_amount = $2::numeric, is_active = $2::numeric > 0 where affiliate_id = $1`, [code, amount]);
      await fx.pool.query(`insert into public.shadow_power_audit (affiliate_id, new_amount, created_at) values ($1, $2, $3)`, [code, amount, stamp]);
    }
    for (const member of ['PA', 'PC'] as const) {
      const on = settings.balancing[member];
      await fx.pool.query(
        `update public.brokers set shadow_balancing_enabled = $2, shadow_balancing_start_date = case when $2 then $3::date end,
                shadow_balancing_end_date = case when $2 then $4::date end, shadow_balancing_reason = case when $2 then 'Balancing' end
          where id = $1`, [brokerOfMember.get(member), on, WINDOW.start, WINDOW.end]);
      await fx.pool.query(
        `insert into public.shadow_balancing_audit (broker_id, action, start_date, end_date, created_at)
         values ($1, $2::public.shadow_balancing_action, case when $2::text = 'enabled' then $3::date end,
                 case when $2::text = 'enabled' then $4::date end, $5)`,
        [brokerOfMember.get(member), on ? 'enabled' : 'disabled', WINDOW.start, WINDOW.end, stamp]);
    }
  }

  it('stores only completed months, as the engine computes them, and a second run of any month changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 14 }), fc.boolean(), settingsArb, async (ops, reverse, settings) => {
        for (const table of ['managed_rental_commissions', 'broker_volumes', 'affiliate_metrics', 'commission_runs', 'managed_property_rvl_payments']) {
          await fx.pool.query(`delete from public.${table}`);
        }
        await fx.pool.query(`update public.brokers set current_rank = null`);
        await setBefore(settings);
        // The model: each month's paid RVL now, and as it was when the month was last run.
        const paidNow = new Map<string, Map<string, { member: string; amount: number }>>();
        const asRun = new Map<string, Map<string, { member: string; amount: number }>>();

        for (const op of ops) {
          if (op.kind === 'power') {
            const [code] = AFFILIATES[op.member] as (typeof AFFILIATES)[number];
            await callAs(fx.pool, admin, 'select public.set_affiliate_shadow_power($1, $2)', [code, op.amount]);
            continue;
          }
          if (op.kind === 'balancing') {
            await callAs(fx.pool, admin, `select public.set_shadow_balancing($1, $2, null, null, 'Balancing')`,
              [brokerOfMember.get(op.member), op.on]);
            continue;
          }
          const month = monthOf(op.offset);
          if (op.kind === 'pay') {
            const member = MEMBERS[op.member] as string;
            const { rows: [row] } = await fx.pool.query<{ id: string }>(
              `insert into public.managed_property_rvl_payments (managed_property_id, payment_month, rvl_amount, payment_status, payment_date)
               values ($1, $2, $3, $4::public.rvl_payment_status, case when $4::text = 'paid' then $2::date end)
               on conflict (managed_property_id, payment_month) do update
                  set rvl_amount = excluded.rvl_amount, payment_status = excluded.payment_status, payment_date = excluded.payment_date
               returning id`,
              [properties.get(`${member}:${op.slot}`), month, op.amount, op.paid ? 'paid' : 'pending']);
            const paid = paidNow.get(month) ?? new Map();
            if (op.paid) paid.set((row as { id: string }).id, { member, amount: op.amount });
            else paid.delete((row as { id: string }).id);
            paidNow.set(month, paid);
            continue;
          }
          const sql = `select * from public.${op.kind === 'run' ? 'run' : 'preview'}_monthly_commissions($1)`;
          const before = await snapshot();
          if (op.offset >= 0) {
            await expectBusinessError(callAs(fx.pool, admin, sql, [month]),
              op.offset === 0 ? 'Month is still in progress: only completed months can be run' : 'Month cannot be in the future');
          } else {
            await callAs(fx.pool, admin, sql, [month]);
            expect((await processCommissionRuns(fx.pool)).map((p) => p.status), `${op.kind} of ${month}`).toEqual(['done']);
            if (op.kind === 'run') asRun.set(month, new Map(paidNow.get(month) ?? []));
          }
          if (op.kind === 'preview' || op.offset >= 0) expect(await snapshot(), `${op.kind} of ${month} wrote nothing`).toEqual(before);
        }

        type Paid = Map<string, { member: string; amount: number }>;
        const check = async (label: string) => {
          // Only completed months that were run are stored, each as the engine computes it on the
          // month's paid RVL as it was at its last run.
          const run = [...asRun.keys()].sort();
          const stored = await q(`select month::text as m from public.broker_volumes union select month::text from public.affiliate_metrics
                                  union select month_year::text from public.managed_rental_commissions order by 1`);
          expect(stored.map((r) => r.m), `${label}: months stored`).toEqual(run.filter((m) => stored.some((r) => r.m === m)));
          expect(run.filter((m) => !stored.some((r) => r.m === m)), `${label}: months run but not stored`).toEqual([]);
          for (const month of run) {
            const { ranks, payouts } = expected(month, asRun.get(month) as Paid, settings);
            const metrics = await q(`select affiliate_id as id, rank::text from public.affiliate_metrics where month = $1 order by 1`, [month]);
            expect(metrics, `${label}: affiliate ranks of ${month}`).toEqual(AFFILIATES.map(([id]) => ({ id, rank: ranks.get(id)?.rank ?? 'starter' })));
            const [solo] = await q(`select current_rank::text as rank from public.broker_volumes where month = $1 and broker_id = $2`, [month, soloBroker]);
            expect(solo?.rank, `${label}: the lone broker's rank of ${month}`).toBe(ranks.get('solo')?.rank ?? 'starter');
            const rows = await q(
              `select source_payment_id::text as s, coalesce(affiliate_id, 'solo') as m, level, amount::float as amount
                 from public.managed_rental_commissions where month_year = $1 order by 1, 3`, [month]);
            const want = payouts.map((p) => ({ s: p.sourceId, m: p.memberId, level: p.level, amount: Math.round(p.amount * 100) / 100 }))
              .sort((x, y) => (x.s < y.s ? -1 : x.s > y.s ? 1 : x.level - y.level));
            expect(rows, `${label}: commission rows of ${month}`).toEqual(want);
          }
          // A broker's current rank is their rank in the newest completed month that was run.
          const newest = run.at(-1);
          const ranks = newest ? expected(newest, asRun.get(newest) as Paid, settings).ranks : null;
          for (const [member, brokerId] of brokerOfMember) {
            const [row] = await q(`select current_rank::text as rank from public.brokers where id = $1`, [brokerId]);
            expect(row?.rank, `${label}: current rank of ${member}`).toBe(ranks ? (ranks.get(member)?.rank ?? 'starter') : null);
          }
        };
        await check('after the history');

        // Every month that was run, run again on today's data; then once more, in the other order:
        // the second time changes nothing at all.
        const months = [...asRun.keys()].sort();
        const runAll = async (list: string[]) => {
          for (const month of list) {
            await callAs(fx.pool, admin, 'select * from public.run_monthly_commissions($1)', [month]);
            expect((await processCommissionRuns(fx.pool)).map((p) => p.status), `run of ${month}`).toEqual(['done']);
            asRun.set(month, new Map(paidNow.get(month) ?? []));
          }
        };
        await runAll(reverse ? [...months].reverse() : months);
        await check('brought up to date');
        const settled = await snapshot();
        await runAll(reverse ? months : [...months].reverse());
        expect(await snapshot(), 'every month run again').toEqual(settled);
      }),
      { numRuns: repetitions(60) },
    );
  }, 180_000);
});
