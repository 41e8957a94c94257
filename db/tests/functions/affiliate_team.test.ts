// The team an affiliate sees (affiliate_team, affiliate_network): only their own downline, a level
// at a time or by search to 10 levels, with the month's paid RVL attributed as the monthly run does.
import { beforeAll, describe, expect, it } from 'vitest';
import { createAffiliate, createManagedProperty } from './_fixtures.ts';
import { anon, callAs, createUser, expectBusinessError, signedIn, useDatabase } from './_support.ts';

const MONTH = '2026-09-01';
const team = 'select * from public.affiliate_team($1, $2, $3)';
const network = 'select * from public.affiliate_network($1)';

describe('affiliate_team and affiliate_network', () => {
  const fx = useDatabase();
  const user: Record<string, string> = {};

  async function pay(code: string, amount: number, status = 'paid', month = MONTH) {
    const landlord = await createUser(fx.pool, 'Lata Landlord');
    const details = await createManagedProperty(fx.pool, landlord, Math.round(amount), { affiliateId: code });
    await fx.pool.query(`insert into public.managed_property_rvl_payments (managed_property_id, payment_month, rvl_amount, payment_status)
                         values ($1, $2, $3, $4)`, [details, month, amount, status]);
  }

  beforeAll(async () => {
    // A sponsors Bela and Chetan; Bela sponsors Dev; a chain of 11 hangs below Chetan; X and Y are
    // another team.
    user.A = await createAffiliate(fx.pool, 'AFF1', null);
    user.B = await createAffiliate(fx.pool, 'AFF2', 'AFF1');
    await createAffiliate(fx.pool, 'AFF3', 'AFF1');
    await createAffiliate(fx.pool, 'AFF4', 'AFF2');
    let sponsor = 'AFF3';
    for (let i = 0; i < 11; i++) {
      await createAffiliate(fx.pool, `AFFC${i}`, sponsor);
      sponsor = `AFFC${i}`;
    }
    user.X = await createAffiliate(fx.pool, 'AFF9', null);
    await createAffiliate(fx.pool, 'AFF10', 'AFF9');
    const rename = [['AFF2', 'Bela Rao'], ['AFF3', 'Chetan Iyer'], ['AFF4', 'Dev Mehta'], ['AFF10', 'Yash Outsider']];
    for (const [code, name] of rename) await fx.pool.query(`update public.affiliate_profiles set full_name = $2 where affiliate_id = $1`, [code, name]);
    await pay('AFF4', 20_000);
    await pay('AFF4', 5_000.5);
    await pay('AFF3', 10_000);
    await pay('AFF2', 777_777, 'pending');
    await pay('AFF2', 1_000, 'paid', '2026-08-01');
    await pay('AFF10', 99_999);
    await fx.pool.query(`insert into public.affiliate_metrics (affiliate_id, month, rank) values ('AFF2', '2026-08-01', 'builder'),
                         ('AFF2', '2026-10-01', 'leader')`);
    await fx.pool.query(`insert into public.affiliate_shadow_power (affiliate_id, shadow_power_amount, is_active) values ('AFF4', 50000, true)`);
    user.plain = await createUser(fx.pool, 'Nina Notaffiliate');
  });

  describe('the affiliate at the top', () => {
    it('sees their direct recruits with paid personal RVL, the RVL below them, the rank up to the month and recruits', async () => {
      const rows = await callAs(fx.pool, signedIn(user.A as string), team, [MONTH, null, null]);
      expect(rows.map((r) => [r.affiliate_id, r.full_name, r.depth, Number(r.personal_rvl), Number(r.team_rvl), r.rank, r.recruits]), 'level 1')
        .toEqual([['AFF2', 'Bela Rao', 1, 0, 25_000.5, 'builder', 1], ['AFF3', 'Chetan Iyer', 1, 10_000, 0, null, 1]]);
    });

    it('opens a level below a member of their team', async () => {
      const rows = await callAs(fx.pool, signedIn(user.A as string), team, [MONTH, 'AFF2', null]);
      expect(rows.map((r) => [r.affiliate_id, r.depth, Number(r.personal_rvl), r.sponsor_id]), 'below Bela').toEqual([['AFF4', 2, 25_000.5, 'AFF2']]);
    });

    it('searches by name or code across 10 levels and no further', async () => {
      const byName = await callAs(fx.pool, signedIn(user.A as string), team, [MONTH, null, 'mehta']);
      expect(byName.map((r) => r.affiliate_id), 'by name').toEqual(['AFF4']);
      const chain = await callAs(fx.pool, signedIn(user.A as string), team, [MONTH, null, 'affc']);
      expect(chain.map((r) => r.depth), 'the chain to level 10').toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(await callAs(fx.pool, signedIn(user.A as string), team, [MONTH, null, 'Yash']), 'another team').toEqual([]);
    });

    it('may not open a member of another team or below level 10', async () => {
      await expectBusinessError(callAs(fx.pool, signedIn(user.A as string), team, [MONTH, 'AFF9', null]), 'Not in your team');
      await expectBusinessError(callAs(fx.pool, signedIn(user.A as string), team, [MONTH, 'AFFC8', null]), 'Not in your team');
    });

    it('gets the whole downline with payments and rank inputs for the simulator, and nobody else', async () => {
      const rows = await callAs(fx.pool, signedIn(user.A as string), network, [MONTH]);
      expect(rows, 'everyone from the caller down').toHaveLength(15);
      expect(rows[0], 'the caller first').toMatchObject({ affiliate_id: 'AFF1', sponsor_id: null, depth: 0 });
      const dev = rows.find((r) => r.affiliate_id === 'AFF4');
      expect(dev?.payments.map(Number).sort(), "Dev's paid RVL").toEqual([20_000, 5_000.5].sort());
      expect(Number(dev?.shadow_power), "Dev's shadow power").toBe(50_000);
      expect(rows.find((r) => r.affiliate_id === 'AFF2')?.payments, "Bela's pending and other months' RVL").toEqual([]);
      expect(rows.some((r) => r.affiliate_id === 'AFF10'), 'another team').toBe(false);
      const [{ doc }] = (await callAs(fx.pool, signedIn(user.A as string), 'select public.affiliate_network_json($1) as doc', [MONTH])) as [{ doc: unknown[] }];
      expect(doc, 'the same rows as one JSON document').toEqual(JSON.parse(JSON.stringify(rows)).map((r: Record<string, unknown>) => ({
        ...r, payments: (r.payments as string[]).map(Number), shadow_power: Number(r.shadow_power),
      })));
    });
  });

  describe('a member in the middle', () => {
    it('sees only their own downline', async () => {
      const rows = await callAs(fx.pool, signedIn(user.B as string), network, [MONTH]);
      expect(rows.map((r) => [r.affiliate_id, r.depth]), "Bela's view").toEqual([['AFF2', 0], ['AFF4', 1]]);
      await expectBusinessError(callAs(fx.pool, signedIn(user.B as string), team, [MONTH, 'AFF3', null]), 'Not in your team');
    });
  });

  describe('others', () => {
    it('a person who is not an affiliate has no team', async () => {
      await expectBusinessError(callAs(fx.pool, signedIn(user.plain as string), team, [MONTH, null, null]), 'Only affiliates have a team');
      await expectBusinessError(callAs(fx.pool, signedIn(user.plain as string), network, [MONTH]), 'Only affiliates have a team');
    });

    it('refuses a month that is not a first day', async () => {
      await expectBusinessError(callAs(fx.pool, signedIn(user.A as string), network, ['2026-09-02']), 'Month must be the first day of a month');
    });

    it('anon may not call them', async () => {
      await expect(callAs(fx.pool, anon, team, [MONTH, null, null]), 'team').rejects.toMatchObject({ code: '42501' });
      await expect(callAs(fx.pool, anon, network, [MONTH]), 'network').rejects.toMatchObject({ code: '42501' });
    });
  });
});
