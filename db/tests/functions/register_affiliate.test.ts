import { beforeAll, describe, expect, it } from 'vitest';
import { createAffiliate } from './_fixtures.ts';
import { anon, callAs, count, createUser, expectBusinessError, noUser, signedIn, useDatabase } from './_support.ts';

const call = 'select * from public.register_affiliate($1, $2)';

describe('register_affiliate', () => {
  const fx = useDatabase();

  beforeAll(async () => {
    await createAffiliate(fx.pool, 'AFF10023', null);
  });

  describe('the new affiliate', () => {
    it('gets an active profile with the next code, a registration under the sponsor and the affiliate role', async () => {
      const userId = await createUser(fx.pool, 'Uma Affiliate');
      const [profile] = await callAs(fx.pool, signedIn(userId), call, ['AFF10023', { phone: '+91 90000 11111' }]);
      expect(profile, 'profile').toMatchObject({
        user_id: userId, affiliate_id: 'AFF10024', full_name: 'Uma Affiliate', phone: '+91 90000 11111', status: 'active',
      });
      const { rows } = await fx.pool.query(`select sponsor_id from public.affiliate_registrations where affiliate_id = 'AFF10024'`);
      expect(rows, 'registration').toEqual([{ sponsor_id: 'AFF10023' }]);
      expect(await count(fx.pool, 'public.user_roles', `user_id = $1 and role = 'affiliate'`, [userId]), 'role').toBe(1);
      await expectBusinessError(callAs(fx.pool, signedIn(userId), call, ['AFF10023', {}]), 'Already registered as an affiliate');
    });

    it('refuses an unknown sponsor', async () => {
      const userId = await createUser(fx.pool, 'Varun Affiliate');
      await expectBusinessError(callAs(fx.pool, signedIn(userId), call, ['AFF99999', {}]), 'Sponsor not found');
    });

    it('two registrations at once get distinct codes; the same user twice at once gets one', async () => {
      const a = await createUser(fx.pool, 'Wasim Affiliate');
      const b = await createUser(fx.pool, 'Yamini Affiliate');
      const both = await Promise.allSettled([
        callAs(fx.pool, signedIn(a), call, ['AFF10023', {}]),
        callAs(fx.pool, signedIn(b), call, ['AFF10023', {}]),
        callAs(fx.pool, signedIn(b), call, ['AFF10023', {}]),
      ]);
      expect(both.map((r) => r.status).sort(), 'two joins, one repeat refused').toEqual(['fulfilled', 'fulfilled', 'rejected']);
      const { rows } = await fx.pool.query(`select count(distinct affiliate_id)::int as n from public.affiliate_profiles where user_id in ($1, $2)`, [a, b]);
      expect(rows[0]?.n, 'distinct codes').toBe(2);
    });
  });

  describe('anon', () => {
    it("says 'No authenticated user' without a user, and anon may not call it", async () => {
      await expectBusinessError(callAs(fx.pool, noUser, call, ['AFF10023', {}]), 'No authenticated user');
      await expect(callAs(fx.pool, anon, call, ['AFF10023', {}]), 'anon').rejects.toMatchObject({ code: '42501' });
    });
  });
});
