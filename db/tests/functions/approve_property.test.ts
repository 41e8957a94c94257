import { beforeAll, describe, expect, it } from 'vitest';
import { createProperty } from './_fixtures.ts';
import {
  callAs, count, createAdmin, createUser, expectBusinessError, itRefusesNonAdmins, signedIn, twiceAtOnce, useDatabase,
  type Actor,
} from './_support.ts';

const call = 'select * from public.approve_property($1)';
const audits = `public.admin_audit_log`;

describe('approve_property', () => {
  const fx = useDatabase();
  let admin: Actor;
  let adminAal1: Actor;
  let owner: Actor;

  beforeAll(async () => {
    ({ aal2: admin, aal1: adminAal1 } = await createAdmin(fx.pool));
    owner = signedIn(await createUser(fx.pool, 'Meera Owner', ['landlord']), 'owner');
  });

  describe('admin', () => {
    it('verifies the listing and audits it; approving again changes nothing', async () => {
      const id = await createProperty(fx.pool, owner.sub as string);
      const [row] = await callAs(fx.pool, admin, call, [id]);
      expect(row?.verified, 'verified after approval').toBe(true);
      await callAs(fx.pool, admin, call, [id]);
      expect(await count(fx.pool, audits, `action = 'approve_property' and target_id = $1`, [id]), 'audit rows').toBe(1);
      const [audit] = (await fx.pool.query(`select admin_user_id from ${audits} where target_id = $1`, [id])).rows;
      expect(audit?.admin_user_id, 'the acting admin comes from the token').toBe(admin.sub);
    });

    it('refuses a missing or unknown property', async () => {
      await expectBusinessError(callAs(fx.pool, admin, call, [null]), 'Property id is required');
      await expectBusinessError(callAs(fx.pool, admin, call, ['00000000-0000-4000-8000-000000000000']), 'Property not found');
    });

    it('two admins approving at once give one change and one audit row', async () => {
      const id = await createProperty(fx.pool, owner.sub as string);
      const results = await twiceAtOnce(fx.pool, admin, call, [id]);
      expect(results.map((r) => r.status), 'both calls succeed').toEqual(['fulfilled', 'fulfilled']);
      expect(await count(fx.pool, audits, `action = 'approve_property' and target_id = $1`, [id]), 'audit rows').toBe(1);
    });
  });

  describe('owner and others', () => {
    let propertyId: string;
    beforeAll(async () => {
      propertyId = await createProperty(fx.pool, owner.sub as string);
    });
    itRefusesNonAdmins(fx, () => ({ adminAal1, user: owner }), call, () => [propertyId], 'Only admins can approve properties');

    it('the owner cannot verify their own listing with a direct update', async () => {
      await expect(callAs(fx.pool, owner, `update public.properties set verified = true where id = $1`, [propertyId]),
        'direct update of verified').rejects.toMatchObject({ code: '42501' });
    });
  });
});
