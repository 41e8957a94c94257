import { beforeAll, describe, expect, it } from 'vitest';
import { createProperty } from './_fixtures.ts';
import { anon, callAs, createUser, expectBusinessError, signedIn, useDatabase, type Actor } from './_support.ts';

const call = 'select public.record_property_view($1) as viewed_at';

describe('record_property_view', () => {
  const fx = useDatabase();
  let viewer: Actor;
  let listed: string;
  let hidden: string;

  beforeAll(async () => {
    const owner = await createUser(fx.pool, 'Vikram Owner', ['landlord']);
    viewer = signedIn(await createUser(fx.pool, 'Tara Tenant', ['tenant']), 'viewer');
    listed = await createProperty(fx.pool, owner);
    await fx.pool.query(`update public.properties set verified = true where id = $1`, [listed]);
    hidden = await createProperty(fx.pool, owner);
  });

  describe('signed in', () => {
    it('records a view once per property and moves it to the top on a second view', async () => {
      const [first] = await callAs(fx.pool, viewer, call, [listed]);
      const [second] = await callAs(fx.pool, viewer, call, [listed]);
      const { rows } = await fx.pool.query(
        `select viewed_at from public.recently_viewed_properties where user_id = $1 and property_id = $2`,
        [viewer.sub, listed],
      );
      expect(rows.length, 'one row per property').toBe(1);
      expect(new Date(rows[0]?.viewed_at).getTime(), 'bumped to the second view').toBe(new Date(second?.viewed_at).getTime());
      expect(new Date(second?.viewed_at).getTime()).toBeGreaterThanOrEqual(new Date(first?.viewed_at).getTime());
    });

    it('refuses a property the viewer cannot see', async () => {
      await expectBusinessError(callAs(fx.pool, viewer, call, [hidden]), 'Property not found');
    });
  });

  describe('anon', () => {
    it('may not call it', async () => {
      await expect(callAs(fx.pool, anon, call, [listed])).rejects.toThrow(/permission denied/);
    });
  });
});
