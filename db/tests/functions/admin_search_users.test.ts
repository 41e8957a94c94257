import { beforeAll, describe, expect, it } from 'vitest';
import { createAffiliate } from './_fixtures.ts';
import {
  callAs, createAdmin, createUser, expectBusinessError, itRefusesNonAdmins, signedIn, useDatabase, type Actor,
} from './_support.ts';

const search = 'select * from public.admin_search_users($1, $2, $3)';
const stats = 'select public.admin_user_stats() as stats';

describe('admin_search_users and admin_user_stats', () => {
  const fx = useDatabase();
  let admin: Actor;
  let adminAal1: Actor;
  let tenantId: string;
  let affiliateUser: string;

  beforeAll(async () => {
    ({ aal2: admin, aal1: adminAal1 } = await createAdmin(fx.pool, 'Asha Admin'));
    tenantId = await createUser(fx.pool, 'Ritu Tenant', ['tenant']);
    await createUser(fx.pool, 'Mohan Landlord', ['landlord']);
    await createUser(fx.pool, 'Sara Broker', ['broker', 'landlord']);
    affiliateUser = await createAffiliate(fx.pool, 'AFF70001', null);
    await fx.pool.query(`update public.profiles set city = 'Chennai', phone = '+91 91234 00000', last_login_at = now()
                          where user_id = $1`, [tenantId]);
    await fx.pool.query(`update public.profiles set full_name = '100%_Real\\Name' where user_id = $1`, [affiliateUser]);
  });

  describe('admin', () => {
    it('pages everyone newest first with roles, affiliate id and the total', async () => {
      const rows = await callAs(fx.pool, admin, search, [null, 2, 0]);
      expect(rows, 'first page').toHaveLength(2);
      expect(rows[0]?.total_count, 'total').toBe('5');
      const all = await callAs(fx.pool, admin, search, ['', 100, 0]);
      expect(all.map((r) => r.full_name), 'newest first').toEqual(
        ['100%_Real\\Name', 'Sara Broker', 'Mohan Landlord', 'Ritu Tenant', 'Asha Admin']);
      expect(all.find((r) => r.id === affiliateUser), 'affiliate').toMatchObject({ roles: ['affiliate'], affiliate_id: 'AFF70001' });
      expect(all.find((r) => r.full_name === 'Sara Broker')?.roles, 'roles').toEqual(['broker', 'landlord']);
      const second = await callAs(fx.pool, admin, search, [null, 2, 2]);
      expect(second.map((r) => r.full_name), 'second page').toEqual(['Mohan Landlord', 'Ritu Tenant']);
    });

    it.each([
      ['chennai', 'city'],
      ['91234', 'phone'],
      ['RITU', 'name, any case'],
    ])('finds the tenant by %s (%s)', async (query) => {
      const rows = await callAs(fx.pool, admin, search, [query, 25, 0]);
      expect(rows.map((r) => r.id), query).toEqual([tenantId]);
      expect(rows[0]?.total_count, 'total of the search').toBe('1');
    });

    it('searches by email and takes %, _ and \\ literally', async () => {
      expect((await callAs(fx.pool, admin, search, ['%_Real\\', 25, 0])).map((r) => r.id), 'literal').toEqual([affiliateUser]);
      expect(await callAs(fx.pool, admin, search, ['%', 25, 0]), 'a lone % matches only a %').toHaveLength(1);
      const { rows } = await fx.pool.query<{ email: string }>('select email from public.profiles where user_id = $1', [tenantId]);
      expect((await callAs(fx.pool, admin, search, [rows[0]?.email, 25, 0])).map((r) => r.id), 'email').toEqual([tenantId]);
    });

    it('refuses pages over 100 rows', async () => {
      await expectBusinessError(callAs(fx.pool, admin, search, [null, 101, 0]), 'Page size must be between 1 and 100');
      await expectBusinessError(callAs(fx.pool, admin, search, [null, 10, -1]), 'Page offset cannot be negative');
    });

    it('gives the cards: total, brokers, landlords and active users', async () => {
      const [row] = await callAs(fx.pool, admin, stats);
      expect(row?.stats, 'cards').toEqual({ total: 5, brokers: 1, landlords: 2, active: 1 });
    });
  });

  describe('others', () => {
    itRefusesNonAdmins(fx, () => ({ adminAal1, user: signedIn(tenantId) }), search, () => [null, 25, 0], 'Only admins can list users');
    itRefusesNonAdmins(fx, () => ({ adminAal1, user: signedIn(tenantId) }), stats, () => [], 'Only admins can list users');
  });
});
