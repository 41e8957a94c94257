import { addMonths } from '@rentals/core/dates';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  callAs, count, createAdmin, createUser, expectBusinessError, indiaToday, itRefusesNonAdmins, signedIn, twiceAtOnce,
  useDatabase, type Actor,
} from './_support.ts';

const call = 'select * from public.run_monthly_commissions($1)';

describe('run_monthly_commissions', () => {
  const fx = useDatabase();
  let admin: Actor;
  let adminAal1: Actor;
  let thisMonth: string;

  beforeAll(async () => {
    ({ aal2: admin, aal1: adminAal1 } = await createAdmin(fx.pool));
    thisMonth = `${(await indiaToday(fx.pool)).slice(0, 7)}-01`;
  });

  describe('admin', () => {
    it('records one outstanding request per month, audited, even when two admins click at once', async () => {
      const results = await twiceAtOnce(fx.pool, admin, call, ['2026-01-01']);
      expect(results.map((r) => r.status), 'both succeed').toEqual(['fulfilled', 'fulfilled']);
      const ids = results.map((r) => (r.status === 'fulfilled' ? r.value[0]?.id : null));
      expect(ids[0], 'the same request').toBe(ids[1]);
      expect(await count(fx.pool, 'public.commission_runs', `month = '2026-01-01'`), 'requests').toBe(1);
      expect(await count(fx.pool, 'public.admin_audit_log', `action = 'run_monthly_commissions'`), 'audit rows').toBe(1);
      const { rows } = await fx.pool.query(`select status, requested_by_admin_id from public.commission_runs where id = $1`, [ids[0]]);
      expect(rows[0], 'request').toEqual({ status: 'requested', requested_by_admin_id: admin.sub });
    });

    it('a month whose run finished can be requested again', async () => {
      await fx.pool.query(`update public.commission_runs set status = 'done' where month = '2026-01-01'`);
      await callAs(fx.pool, admin, call, ['2026-01-01']);
      expect(await count(fx.pool, 'public.commission_runs', `month = '2026-01-01'`), 'requests').toBe(2);
    });

    it('notifies the worker on commit', async () => {
      const listener = await fx.pool.connect();
      try {
        const heard = new Promise<string>((resolve) => listener.on('notification', (n) => resolve(n.payload ?? '')));
        await listener.query('listen commission_runs');
        const [run] = await callAs(fx.pool, admin, call, ['2026-03-01']);
        expect(await heard, 'notification payload').toBe(run?.id);
      } finally {
        await listener.query('unlisten commission_runs');
        listener.release();
      }
    });

    it.each([
      [null, 'Month is required'],
      ['2026-01-15', 'Month must be the first day of a month'],
      ['2999-01-01', 'Month cannot be in the future'],
    ])('refuses %s', async (month, message) => {
      await expectBusinessError(callAs(fx.pool, admin, call, [month]), message);
    });

    it('refuses the month in progress (Indian calendar) and next month, recording nothing', async () => {
      const next = addMonths(thisMonth, 1);
      const before = await count(fx.pool, 'public.commission_runs');
      await expectBusinessError(callAs(fx.pool, admin, call, [thisMonth]), 'Month is still in progress: only completed months can be run');
      await expectBusinessError(callAs(fx.pool, admin, call, [next]), 'Month cannot be in the future');
      expect(await count(fx.pool, 'public.commission_runs'), 'requests').toBe(before);
    });
  });

  describe('others', () => {
    let user: Actor;
    beforeAll(async () => {
      user = signedIn(await createUser(fx.pool, 'Zoya Broker', ['broker']));
    });
    itRefusesNonAdmins(fx, () => ({ adminAal1, user }), call, () => ['2026-02-01'], 'Only admins can run commissions');
  });
});
