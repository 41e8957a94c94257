import { beforeAll, describe, expect, it } from 'vitest';
import {
  anon, callAs, count, createUser, expectBusinessError, itRefusesNonAdmins, noUser, signedIn, twiceAtOnce, useDatabase,
  type Actor,
} from './_support.ts';

const assign = 'select * from public.assign_role($1, $2)';
const remove = 'select * from public.remove_role($1, $2)';

describe('assign_role and remove_role', () => {
  const fx = useDatabase();
  let first: string;
  let second: string;
  let admin: Actor;

  describe('before any admin exists', () => {
    beforeAll(async () => {
      first = await createUser(fx.pool, 'Hari First');
      second = await createUser(fx.pool, 'Isha Second');
    });

    it('a signed-in user may not make someone else the first admin, nor take another role', async () => {
      await expectBusinessError(callAs(fx.pool, signedIn(first), assign, [second, 'admin']), 'Only admins can assign roles');
      await expectBusinessError(callAs(fx.pool, signedIn(first), assign, [first, 'broker']), 'Only admins can assign roles');
    });

    it('two users racing to become the first admin: exactly one wins', async () => {
      const results = await Promise.allSettled([
        callAs(fx.pool, signedIn(first), assign, [first, 'admin']),
        callAs(fx.pool, signedIn(second), assign, [second, 'admin']),
      ]);
      expect(results.map((r) => r.status).sort(), 'one wins, one is refused').toEqual(['fulfilled', 'rejected']);
      expect(await count(fx.pool, 'public.user_roles', `role = 'admin'`), 'admins').toBe(1);
      const { rows } = await fx.pool.query(`select user_id from public.user_roles where role = 'admin'`);
      admin = { label: 'admin', sub: rows[0]?.user_id, aal: 'aal2' };
      expect(await count(fx.pool, 'public.admin_audit_log', `action = 'assign_role'`), 'audit rows').toBe(1);
    });

    it('once an admin exists, nobody else can bootstrap', async () => {
      const late = await createUser(fx.pool, 'Jai Late');
      await expectBusinessError(callAs(fx.pool, signedIn(late), assign, [late, 'admin']), 'Only admins can assign roles');
    });
  });

  describe('admin', () => {
    let target: string;
    beforeAll(async () => {
      target = await createUser(fx.pool, 'Kiran Target');
    });

    it('assigns a role once; assigning again returns the same row without a second audit', async () => {
      const [row] = await callAs(fx.pool, admin, assign, [target, 'landlord']);
      const [again] = await callAs(fx.pool, admin, assign, [target, 'landlord']);
      expect(again?.id, 'same row').toBe(row?.id);
      expect(await count(fx.pool, 'public.admin_audit_log', `action = 'assign_role' and target_id = $1`, [row?.id]), 'audit').toBe(1);
    });

    it('removes a role and returns the removed row; removing again is refused', async () => {
      const [row] = await callAs(fx.pool, admin, remove, [target, 'landlord']);
      expect(row, 'removed row').toMatchObject({ user_id: target, role: 'landlord' });
      expect(await count(fx.pool, 'public.user_roles', `user_id = $1 and role = 'landlord'`, [target]), 'left').toBe(0);
      await expectBusinessError(callAs(fx.pool, admin, remove, [target, 'landlord']), 'User does not have the role landlord');
    });

    it.each([
      [assign, [null, 'tenant'], 'Missing user id'],
      [assign, ['00000000-0000-4000-8000-000000000000', 'tenant'], 'User not found'],
      [assign, ['$target', null], 'Role is required'],
      [assign, ['$target', 'affiliate'], 'The affiliate role comes with affiliate registration'],
      [remove, [null, 'tenant'], 'Missing user id'],
    ])('validates: %s %j', async (sql, args, message) => {
      const params = args.map((a) => (a === '$target' ? target : a));
      await expectBusinessError(callAs(fx.pool, admin, sql, params), message);
    });

    it('refuses removing the last admin', async () => {
      await expectBusinessError(callAs(fx.pool, admin, remove, [admin.sub, 'admin']), 'Cannot remove the last admin');
    });

    it('two admins assigning at once give one row and one audit row; removing at once gives one removal', async () => {
      const results = await twiceAtOnce(fx.pool, admin, assign, [target, 'tenant']);
      expect(results.map((r) => r.status), 'both assignments succeed').toEqual(['fulfilled', 'fulfilled']);
      expect(await count(fx.pool, 'public.admin_audit_log', `action = 'assign_role' and details ->> 'user_id' = $1 and details ->> 'role' = 'tenant'`, [target]),
        'assign audit').toBe(1);
      const removals = await twiceAtOnce(fx.pool, admin, remove, [target, 'tenant']);
      expect(removals.map((r) => r.status).sort(), 'one removal, one refusal').toEqual(['fulfilled', 'rejected']);
      expect(await count(fx.pool, 'public.admin_audit_log', `action = 'remove_role' and details ->> 'user_id' = $1 and details ->> 'role' = 'tenant'`, [target]),
        'remove audit').toBe(1);
    });
  });

  describe('others', () => {
    let user: string;
    beforeAll(async () => {
      user = await createUser(fx.pool, 'Lata User', ['user']);
    });
    describe('remove_role', () => {
      itRefusesNonAdmins(fx, () => ({ adminAal1: { ...admin, aal: 'aal1' }, user: signedIn(user) }), remove,
        () => [user, 'user'], 'Only admins can remove roles');
    });
    it('assign_role refuses an aal1 admin and a user, and needs a user', async () => {
      await expectBusinessError(callAs(fx.pool, { ...admin, aal: 'aal1' }, assign, [user, 'tenant']), 'Only admins can assign roles');
      await expectBusinessError(callAs(fx.pool, signedIn(user), assign, [user, 'admin']), 'Only admins can assign roles');
      await expectBusinessError(callAs(fx.pool, noUser, assign, [user, 'tenant']), 'No authenticated user');
      await expect(callAs(fx.pool, anon, assign, [user, 'tenant']), 'anon').rejects.toMatchObject({ code: '42501' });
    });
    it('nobody grants themselves a role with a direct insert', async () => {
      await expect(callAs(fx.pool, signedIn(user), `insert into public.user_roles (user_id, role) values ($1, 'admin')`, [user]),
        'direct insert').rejects.toMatchObject({ code: '42501' });
    });
  });
});
