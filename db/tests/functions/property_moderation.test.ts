import { beforeAll, describe, expect, it } from 'vitest';
import { createProperty } from './_fixtures.ts';
import {
  anon, callAs, count, createAdmin, createUser, expectBusinessError, itRefusesNonAdmins, signedIn, twiceAtOnce, useDatabase,
  type Actor,
} from './_support.ts';

const approve = 'select * from public.approve_property($1)';
const approveMany = 'select * from public.approve_properties($1::uuid[])';
const reject = 'select * from public.reject_property($1, $2)';
const REASON = 'The photos show a different flat';
const audits = `public.admin_audit_log`;

describe('listing moderation: reject_property, approve_property, approve_properties', () => {
  const fx = useDatabase();
  let admin: Actor;
  let adminAal1: Actor;
  let owner: Actor;
  let stranger: Actor;
  const newProperty = () => createProperty(fx.pool, owner.sub as string);

  beforeAll(async () => {
    ({ aal2: admin, aal1: adminAal1 } = await createAdmin(fx.pool));
    owner = signedIn(await createUser(fx.pool, 'Meera Owner', ['landlord']), 'owner');
    stranger = signedIn(await createUser(fx.pool, 'Sunil Stranger'), 'stranger');
  });

  describe('admin rejecting', () => {
    it('unverifies the listing with the reason, the time and the admin, audited once', async () => {
      const id = await newProperty();
      await callAs(fx.pool, admin, approve, [id]);
      const [row] = await callAs(fx.pool, admin, reject, [id, ` ${REASON} `]);
      expect(row, 'rejected listing').toMatchObject({ verified: false, rejection_reason: REASON, rejected_by_admin_id: admin.sub });
      expect(row?.rejected_at, 'rejection time').toBeInstanceOf(Date);
      await callAs(fx.pool, admin, reject, [id, REASON]);
      expect(await count(fx.pool, audits, `action = 'reject_property' and target_id = $1`, [id]), 'audit rows after a repeat').toBe(1);
    });

    it('requires a reason and a known property', async () => {
      const id = await newProperty();
      await expectBusinessError(callAs(fx.pool, admin, reject, [id, '  ']), 'A reason is required to reject a listing');
      await expectBusinessError(callAs(fx.pool, admin, reject, [id, 'x'.repeat(1001)]), 'The reason can be at most 1000 characters');
      await expectBusinessError(callAs(fx.pool, admin, reject, [null, REASON]), 'Property id is required');
      await expectBusinessError(callAs(fx.pool, admin, reject, ['00000000-0000-4000-8000-000000000000', REASON]), 'Property not found');
      expect(await count(fx.pool, 'public.properties', 'id = $1 and rejected_at is null', [id]), 'untouched').toBe(1);
    });

    it('the owner reads the reason; visitors and strangers never see the rejected listing', async () => {
      const id = await newProperty();
      await callAs(fx.pool, admin, reject, [id, REASON]);
      const [mine] = await callAs(fx.pool, owner, 'select rejection_reason from public.properties where id = $1', [id]);
      expect(mine?.rejection_reason, 'reason as the owner reads it').toBe(REASON);
      expect(await callAs(fx.pool, stranger, 'select id from public.properties where id = $1', [id]), 'stranger').toEqual([]);
      expect(await callAs(fx.pool, anon, 'select id from public.properties where id = $1', [id]), 'anon').toEqual([]);
    });

    it('the owner cannot clear the rejection or write one with a direct update', async () => {
      const id = await newProperty();
      await callAs(fx.pool, admin, reject, [id, REASON]);
      for (const set of ['rejection_reason = null', 'rejected_at = null', `rejected_by_admin_id = '${owner.sub}'`]) {
        await expect(callAs(fx.pool, owner, `update public.properties set ${set} where id = $1`, [id]), set)
          .rejects.toMatchObject({ code: '42501' });
      }
    });
  });

  describe('admin approving', () => {
    it('approving a rejected listing verifies it and clears the rejection', async () => {
      const id = await newProperty();
      await callAs(fx.pool, admin, reject, [id, REASON]);
      const [row] = await callAs(fx.pool, admin, approve, [id]);
      expect(row, 'approved listing').toMatchObject({ verified: true, rejection_reason: null, rejected_at: null, rejected_by_admin_id: null });
    });

    it('bulk approval verifies every listing of the set in one step with one audit row each', async () => {
      const ids = [await newProperty(), await newProperty(), await newProperty()];
      await callAs(fx.pool, admin, approve, [ids[0]]);
      await callAs(fx.pool, admin, reject, [ids[1], REASON]);
      const rows = await callAs(fx.pool, admin, approveMany, [[...ids, ids[2]]]);
      expect(rows.map((r) => r.id).sort(), 'only the listings that changed come back').toEqual([ids[1], ids[2]].sort());
      expect(await count(fx.pool, 'public.properties', 'id = any($1) and verified and rejected_at is null', [ids]), 'verified').toBe(3);
      for (const id of ids) {
        expect(await count(fx.pool, audits, `action = 'approve_property' and target_id = $1`, [id]), `audit rows of ${id}`).toBe(1);
      }
      const bulk = await count(fx.pool, audits, `action = 'approve_property' and target_id = any($1) and details->>'bulk' = 'true'`,
        [ids.map(String)]);
      expect(bulk, 'bulk audit rows').toBe(2);
    });

    it('an unknown id in the set approves nothing (all or none)', async () => {
      const id = await newProperty();
      await expectBusinessError(callAs(fx.pool, admin, approveMany, [[id, '00000000-0000-4000-8000-000000000000']]), 'Property not found');
      expect(await count(fx.pool, 'public.properties', 'id = $1 and not verified', [id]), 'still unverified').toBe(1);
      expect(await count(fx.pool, audits, 'target_id = $1', [id]), 'no audit').toBe(0);
    });

    it('refuses an empty set, a null id and more than 100 listings', async () => {
      await expectBusinessError(callAs(fx.pool, admin, approveMany, [[]]), 'Choose at least one property');
      await expectBusinessError(callAs(fx.pool, admin, approveMany, [null]), 'Choose at least one property');
      await expectBusinessError(callAs(fx.pool, admin, approveMany, [[await newProperty(), null]]), 'Property id is required');
      const many = Array.from({ length: 101 }, (_, n) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`);
      await expectBusinessError(callAs(fx.pool, admin, approveMany, [many]), 'At most 100 properties can be approved at once');
    });

    it('two overlapping bulk approvals at once give one change and one audit row per listing', async () => {
      const ids = [await newProperty(), await newProperty()];
      const results = await twiceAtOnce(fx.pool, admin, approveMany, [ids], [[...ids].reverse()]);
      expect(results.map((r) => r.status), 'both calls succeed').toEqual(['fulfilled', 'fulfilled']);
      for (const id of ids) {
        expect(await count(fx.pool, audits, `action = 'approve_property' and target_id = $1`, [id]), `audit rows of ${id}`).toBe(1);
      }
    });
  });

  describe('owner and others', () => {
    let id: string;
    beforeAll(async () => {
      id = await newProperty();
    });
    describe('reject_property', () => {
      itRefusesNonAdmins(fx, () => ({ adminAal1, user: owner }), reject, () => [id, REASON], 'Only admins can reject properties');
    });
    describe('approve_properties', () => {
      itRefusesNonAdmins(fx, () => ({ adminAal1, user: owner }), approveMany, () => [[id]], 'Only admins can approve properties');
    });
  });
});
