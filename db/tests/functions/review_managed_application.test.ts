import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApplication } from './_fixtures.ts';
import {
  callAs, count, createAdmin, createUser, expectBusinessError, itRefusesNonAdmins, signedIn, twiceAtOnce, useDatabase,
  type Actor,
} from './_support.ts';

const approve = 'select * from public.approve_managed_application($1)';
const decline = 'select * from public.decline_managed_application($1, $2)';
const REASON = 'The rent is far above the locality average';
const audits = (action: string, id: string) =>
  ['public.admin_audit_log', `action = '${action}' and target_id = $1`, [id]] as const;

describe('decline_managed_application (approval is approve_and_configure_managed_property)', () => {
  const fx = useDatabase();
  let admin: Actor;
  let adminAal1: Actor;
  let landlord: Actor;

  beforeAll(async () => {
    ({ aal2: admin, aal1: adminAal1 } = await createAdmin(fx.pool));
    landlord = signedIn(await createUser(fx.pool, 'Farah Landlord', ['landlord']), 'landlord');
  });
  const newApplication = (status = 'submitted') => createApplication(fx.pool, landlord.sub as string, status);

  describe('approving', () => {
    it('has one approval: approve_managed_application, which created no managed property, is gone', async () => {
      const id = await newApplication();
      await expect(callAs(fx.pool, admin, approve, [id]), 'the old approval').rejects.toMatchObject({ code: '42883' });
      expect(await count(fx.pool, 'public.managed_rental_applications', `id = $1 and status = 'submitted'`, [id]), 'still submitted').toBe(1);
    });

    it('returns applications the old approval left without a managed property to review, where they can be configured', async () => {
      const stuck = await newApplication('approved');
      const addedRvl = await newApplication('approved');
      await fx.pool.query(`update public.managed_rental_applications set rental_value_locked = 3200, reviewed_at = now(),
                                  reviewed_by_admin_id = $2 where id = any($1)`, [[stuck, addedRvl], admin.sub]);
      await fx.pool.query(`insert into public.admin_audit_log (admin_user_id, action, target_table, target_id)
                           values ($1, 'approve_managed_application', 'managed_rental_applications', $2),
                                  ($1, 'admin_add_rvl', 'managed_rental_applications', $3)`, [admin.sub, stuck, addedRvl]);
      const repair = fs.readFileSync(new URL('../../migrations/20261126110500_return_unconfigured_approvals_to_review.sql', import.meta.url), 'utf8');
      await fx.pool.query(repair);
      const { rows } = await fx.pool.query(
        `select id, status, rental_value_locked from public.managed_rental_applications where id = any($1)`, [[stuck, addedRvl]]);
      expect(rows.find((r) => r.id === stuck), 'the stuck approval').toMatchObject({ status: 'under_review', rental_value_locked: null });
      expect(rows.find((r) => r.id === addedRvl), 'an Add RVL record').toMatchObject({ status: 'approved', rental_value_locked: '3200.00' });
      const [details] = await callAs(fx.pool, admin, 'select * from public.approve_and_configure_managed_property($1, $2)', [stuck, {}]);
      expect(details, 'configured through the one approval').toMatchObject({ application_id: stuck, rvl_amount: '40000.00' });
    });
  });

  describe('admin declining', () => {
    it('declines with review time and reviewer; declining again changes nothing', async () => {
      const id = await newApplication();
      const [row] = await callAs(fx.pool, admin, decline, [id, `  ${REASON} `]);
      expect(row, 'declined application').toMatchObject({
        status: 'declined', reviewed_by_admin_id: admin.sub, decline_reason: REASON,
      });
      await callAs(fx.pool, admin, decline, [id, 'Another reason']);
      expect(await count(fx.pool, ...audits('decline_managed_application', id)), 'audit rows after a repeat').toBe(1);
      const [audit] = (await fx.pool.query(`select details from public.admin_audit_log where target_id = $1`, [id])).rows;
      expect(audit?.details, 'the audit keeps the reason').toEqual({ reason: REASON });
    });

    it('requires a reason, at most 1000 characters', async () => {
      const id = await newApplication();
      await expectBusinessError(callAs(fx.pool, admin, decline, [id, '   ']), 'A reason is required to decline an application');
      await expectBusinessError(callAs(fx.pool, admin, decline, [id, null]), 'A reason is required to decline an application');
      await expectBusinessError(callAs(fx.pool, admin, decline, [id, 'x'.repeat(1001)]), 'The reason can be at most 1000 characters');
      expect(await count(fx.pool, 'public.managed_rental_applications', `id = $1 and status = 'submitted'`, [id]), 'still submitted').toBe(1);
    });

    it('the landlord reads the reason with their application but cannot change it', async () => {
      const id = await newApplication();
      await callAs(fx.pool, admin, decline, [id, REASON]);
      const [seen] = await callAs(fx.pool, landlord, `select decline_reason from public.managed_rental_applications where id = $1`, [id]);
      expect(seen?.decline_reason, 'reason as the landlord reads it').toBe(REASON);
      await expect(callAs(fx.pool, landlord, `update public.managed_rental_applications set decline_reason = null where id = $1`, [id]),
        'direct update of the reason').rejects.toMatchObject({ code: '42501' });
    });

    it('refuses an approved application, a missing id and an unknown one', async () => {
      await expectBusinessError(callAs(fx.pool, admin, decline, [await newApplication('approved'), REASON]),
        'Only submitted or under review applications can be declined');
      await expectBusinessError(callAs(fx.pool, admin, decline, [null, REASON]), 'Application id is required');
      await expectBusinessError(callAs(fx.pool, admin, decline, ['00000000-0000-4000-8000-000000000000', REASON]), 'Application not found');
    });

    it('two admins declining at once give one change and one audit row', async () => {
      const id = await newApplication();
      const results = await twiceAtOnce(fx.pool, admin, decline, [id, REASON]);
      expect(results.map((r) => r.status), 'both calls succeed').toEqual(['fulfilled', 'fulfilled']);
      expect(await count(fx.pool, ...audits('decline_managed_application', id)), 'audit rows').toBe(1);
    });
  });

  describe('landlord and others', () => {
    let id: string;
    beforeAll(async () => {
      id = await newApplication();
    });
    describe('decline', () => {
      itRefusesNonAdmins(fx, () => ({ adminAal1, user: landlord }), decline, () => [id, REASON], 'Only admins can decline applications');
    });
    it('the landlord cannot approve their own application with a direct update', async () => {
      await expect(callAs(fx.pool, landlord, `update public.managed_rental_applications set status = 'approved' where id = $1`, [id]),
        'direct update of status').rejects.toMatchObject({ code: '42501' });
    });
  });
});
