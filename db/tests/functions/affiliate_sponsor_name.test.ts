import { beforeAll, describe, expect, it } from 'vitest';
import { createAffiliate } from './_fixtures.ts';
import { anon, callAs, createUser, signedIn, useDatabase } from './_support.ts';

const call = 'select public.affiliate_sponsor_name($1) as name';

describe('affiliate_sponsor_name', () => {
  const fx = useDatabase();
  let visitor: string;

  beforeAll(async () => {
    await createAffiliate(fx.pool, 'AFF10023', null);
    // Spaces at either end are refused by affiliate_profiles_full_name_clean; a double space inside is not.
    await fx.pool.query(`update public.affiliate_profiles set full_name = 'Priya  Ramesh Sharma' where affiliate_id = 'AFF10023'`);
    await createAffiliate(fx.pool, 'AFF10024', 'AFF10023');
    await fx.pool.query(`update public.affiliate_profiles set full_name = 'Madhu' where affiliate_id = 'AFF10024'`);
    visitor = await createUser(fx.pool, 'Kiran Visitor');
  });

  const nameOf = async (code: string | null) => (await callAs(fx.pool, signedIn(visitor), call, [code]))[0]?.name;

  describe('a signed-in person', () => {
    it('sees only the first name and the initial of the last name, whatever the case and spaces of the code', async () => {
      expect(await nameOf('AFF10023'), 'display name').toBe('Priya S.');
      expect(await nameOf(' aff10023 '), 'normalised code').toBe('Priya S.');
      expect(await nameOf('AFF10024'), 'a single name').toBe('Madhu');
    });

    it('gets nothing for an unknown, empty or missing code', async () => {
      expect(await nameOf('AFF99999'), 'unknown').toBeNull();
      expect(await nameOf(''), 'empty').toBeNull();
      expect(await nameOf(null), 'missing').toBeNull();
    });
  });

  describe('anon', () => {
    it('may not look codes up', async () => {
      await expect(callAs(fx.pool, anon, call, ['AFF10023']), 'anon').rejects.toMatchObject({ code: '42501' });
    });
  });
});
