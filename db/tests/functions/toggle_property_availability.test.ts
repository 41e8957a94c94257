import { beforeAll, describe, expect, it } from 'vitest';
import { createProperty } from './_fixtures.ts';
import {
  anon, callAs, createAdmin, createUser, expectBusinessError, noUser, signedIn, twiceAtOnce, useDatabase, type Actor,
} from './_support.ts';

const call = 'select * from public.toggle_property_availability($1)';

describe('toggle_property_availability', () => {
  const fx = useDatabase();
  let owner: Actor;
  let stranger: Actor;
  let admin: Actor;

  beforeAll(async () => {
    owner = signedIn(await createUser(fx.pool, 'Vikram Owner', ['landlord']), 'owner');
    stranger = signedIn(await createUser(fx.pool, 'Sana Stranger'), 'stranger');
    ({ aal2: admin } = await createAdmin(fx.pool));
  });

  describe('owner', () => {
    it('turns available into booked and back', async () => {
      const id = await createProperty(fx.pool, owner.sub as string);
      expect((await callAs(fx.pool, owner, call, [id]))[0]?.availability, 'first toggle').toBe('booked');
      expect((await callAs(fx.pool, owner, call, [id]))[0]?.availability, 'second toggle').toBe('available');
    });

    it.each(['rented', 'maintenance', 'unavailable'])('turns %s into available', async (state) => {
      const id = await createProperty(fx.pool, owner.sub as string, state);
      expect((await callAs(fx.pool, owner, call, [id]))[0]?.availability, `from ${state}`).toBe('available');
    });

    it('two clicks at once are two toggles in order, none lost', async () => {
      const id = await createProperty(fx.pool, owner.sub as string);
      const results = await twiceAtOnce(fx.pool, owner, call, [id]);
      expect(results.map((r) => r.status), 'both toggles succeed').toEqual(['fulfilled', 'fulfilled']);
      const { rows } = await fx.pool.query(`select availability from public.properties where id = $1`, [id]);
      expect(rows[0]?.availability, 'back where it started').toBe('available');
    });

    it('refuses a missing property id', async () => {
      await expectBusinessError(callAs(fx.pool, owner, call, [null]), 'Property id is required');
    });
  });

  describe('others', () => {
    let id: string;
    beforeAll(async () => {
      id = await createProperty(fx.pool, owner.sub as string);
      await fx.pool.query(`update public.properties set verified = true where id = $1`, [id]);
    });

    it('a stranger cannot toggle a listed property they can see', async () => {
      await expectBusinessError(callAs(fx.pool, stranger, call, [id]), 'Property not found');
    });

    it('an admin is not the owner either', async () => {
      await expectBusinessError(callAs(fx.pool, admin, call, [id]), "Only the owner can change a property's availability");
    });

    it("says 'No authenticated user' without a user, and anon may not call it", async () => {
      await expectBusinessError(callAs(fx.pool, noUser, call, [id]), 'No authenticated user');
      await expect(callAs(fx.pool, anon, call, [id]), 'anon call').rejects.toMatchObject({ code: '42501' });
    });
  });
});
