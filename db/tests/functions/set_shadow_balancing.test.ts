import { beforeAll, describe, expect, it } from 'vitest';
import {
  callAs, count, createAdmin, createUser, expectBusinessError, indiaToday, itRefusesNonAdmins, signedIn, twiceAtOnce, useDatabase,
  type Actor,
} from './_support.ts';

const call = 'select * from public.set_shadow_balancing($1, $2, $3, $4, $5)';

function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

describe('set_shadow_balancing', () => {
  const fx = useDatabase();
  let admin: Actor;
  let adminAal1: Actor;
  let brokerUser: Actor;
  let brokerId: string;
  let today: string;

  async function newBroker(name: string): Promise<string> {
    const userId = await createUser(fx.pool, name, ['broker']);
    const { rows } = await fx.pool.query<{ id: string }>(
      `insert into public.brokers (user_id, name) values ($1, $2) returning id`, [userId, name]);
    return (rows[0] as { id: string }).id;
  }

  beforeAll(async () => {
    ({ aal2: admin, aal1: adminAal1 } = await createAdmin(fx.pool));
    brokerId = await newBroker('Rohan Broker');
    const { rows } = await fx.pool.query<{ user_id: string }>(`select user_id from public.brokers where id = $1`, [brokerId]);
    brokerUser = signedIn((rows[0] as { user_id: string }).user_id, 'broker');
    today = await indiaToday(fx.pool);
  });

  describe('admin', () => {
    it('enables with the default end date of start + 180 days and audits "enabled"', async () => {
      const [row] = await callAs(fx.pool, admin, call, [brokerId, true, today, null, 'Fast track for new city']);
      expect(row, 'broker after enabling').toMatchObject({
        shadow_balancing_enabled: true,
        shadow_balancing_start_date: today,
        shadow_balancing_end_date: addDays(today, 180),
        shadow_balancing_reason: 'Fast track for new city',
      });
      const audit = await fx.pool.query(`select * from public.shadow_balancing_audit where broker_id = $1`, [brokerId]);
      expect(audit.rows, 'one audit row').toHaveLength(1);
      expect(audit.rows[0], 'audit row').toMatchObject({
        action: 'enabled', admin_user_id: admin.sub, start_date: today, end_date: addDays(today, 180), previous_end_date: null,
      });
    });

    it('saving the same settings again changes nothing and writes no audit row', async () => {
      await callAs(fx.pool, admin, call, [brokerId, true, today, addDays(today, 180), 'Fast track for new city']);
      expect(await count(fx.pool, 'public.shadow_balancing_audit', 'broker_id = $1', [brokerId]), 'audit rows').toBe(1);
    });

    it('a new end date is "modified" with the previous end date recorded', async () => {
      const [row] = await callAs(fx.pool, admin, call, [brokerId, true, today, addDays(today, 183), 'Extended']);
      expect(row?.shadow_balancing_end_date, 'new end date').toBe(addDays(today, 183));
      const { rows } = await fx.pool.query(
        `select * from public.shadow_balancing_audit where broker_id = $1 order by created_at desc limit 1`, [brokerId]);
      expect(rows[0], 'newest audit row').toMatchObject({ action: 'modified', previous_end_date: addDays(today, 180) });
    });

    it('disabling clears the dates and reason and audits "disabled"; disabling again is a no-op', async () => {
      const [row] = await callAs(fx.pool, admin, call, [brokerId, false, null, null, null]);
      expect(row, 'broker after disabling').toMatchObject({
        shadow_balancing_enabled: false, shadow_balancing_start_date: null, shadow_balancing_end_date: null,
        shadow_balancing_reason: null,
      });
      await callAs(fx.pool, admin, call, [brokerId, false, null, null, null]);
      const { rows } = await fx.pool.query(
        `select action, previous_end_date from public.shadow_balancing_audit where broker_id = $1 order by created_at`, [brokerId]);
      expect(rows.map((r) => r.action), 'audit actions').toEqual(['enabled', 'modified', 'disabled']);
      expect(rows[2]?.previous_end_date, 'previous end date of the disable').toBe(addDays(today, 183));
    });

    it.each([
      ['a start before today', () => [addDays(today, -1), null, 'why'], 'Start date cannot be earlier than today'],
      ['an end before the start', () => [today, addDays(today, -1), 'why'], 'End date cannot be earlier than the start date'],
      ['an end 184 days after the start', () => [today, addDays(today, 184), 'why'],
        'End date cannot be more than 183 days (about 6 months) after the start date'],
      ['no reason', () => [today, null, '  '], 'Reason is required when enabling shadow balancing'],
    ])('refuses %s', async (_name, args, message) => {
      await expectBusinessError(callAs(fx.pool, admin, call, [brokerId, true, ...args()]), message);
    });

    it('refuses an unknown broker and a missing choice', async () => {
      await expectBusinessError(callAs(fx.pool, admin, call, ['00000000-0000-4000-8000-000000000000', true, today, null, 'x']),
        'Broker not found');
      await expectBusinessError(callAs(fx.pool, admin, call, [brokerId, null, today, null, 'x']),
        'Choose whether shadow balancing is enabled');
    });

    it('two admins enabling at once give one change and one audit row', async () => {
      const other = await newBroker('Kavya Broker');
      const results = await twiceAtOnce(fx.pool, admin, call, [other, true, today, null, 'Launch']);
      expect(results.map((r) => r.status), 'both calls succeed').toEqual(['fulfilled', 'fulfilled']);
      expect(await count(fx.pool, 'public.shadow_balancing_audit', 'broker_id = $1', [other]), 'audit rows').toBe(1);
    });
  });

  describe('others', () => {
    itRefusesNonAdmins(fx, () => ({ adminAal1, user: brokerUser }), call,
      () => [brokerId, true, today, null, 'Self-serve'], 'Only admins can configure shadow balancing');

    it('cannot be changed around the function with a direct update, not even by an admin', async () => {
      await expect(callAs(fx.pool, admin, `update public.brokers set shadow_balancing_enabled = true where id = $1`, [brokerId]),
        'direct update of an owned column').rejects.toMatchObject({ code: '42501' });
    });
  });
});
