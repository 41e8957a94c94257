import { beforeAll, describe, expect, it } from 'vitest';
import { createBroker, createProperty } from './_fixtures.ts';
import { anon, callAs, createAdmin, createUser, signedIn, useDatabase, type Actor } from './_support.ts';

const call = 'select * from public.property_lister($1)';

describe('property_lister', () => {
  const fx = useDatabase();
  let owner: Actor;
  let stranger: Actor;
  let admin: Actor;
  let listed: string;
  let hidden: string;

  beforeAll(async () => {
    owner = signedIn(await createUser(fx.pool, 'Vikram Singh Rathore', ['landlord']), 'owner');
    stranger = signedIn(await createUser(fx.pool, 'Sana Stranger'), 'stranger');
    ({ aal2: admin } = await createAdmin(fx.pool));
    listed = await createProperty(fx.pool, owner.sub as string);
    await fx.pool.query(`update public.properties set verified = true where id = $1`, [listed]);
    hidden = await createProperty(fx.pool, owner.sub as string);
  });

  describe('anon and strangers', () => {
    it('name the owner of a listed property by first name and initial only', async () => {
      const [row] = await callAs(fx.pool, anon, call, [listed]);
      expect(row?.display_name, 'no full name for visitors').toBe('Vikram S.');
      expect(row?.lister_kind).toBe('owner');
      expect(row?.member_since, 'member since').toBeTruthy();
      expect(Object.keys(row ?? {}).sort(), 'three facts only').toEqual(['display_name', 'lister_kind', 'member_since']);
    });

    it('learn nothing about a property they cannot see', async () => {
      expect(await callAs(fx.pool, anon, call, [hidden]), 'anon').toEqual([]);
      expect(await callAs(fx.pool, stranger, call, [hidden]), 'stranger').toEqual([]);
    });
  });

  describe('owner and admin', () => {
    it('see the lister of an unlisted property', async () => {
      expect((await callAs(fx.pool, owner, call, [hidden]))[0]?.display_name, 'owner').toBe('Vikram S.');
      expect((await callAs(fx.pool, admin, call, [hidden])).length, 'admin').toBe(1);
    });
  });

  describe('brokers', () => {
    it('an activated broker is named as a broker', async () => {
      const broker = await createBroker(fx.pool, 'Meera Iyer');
      await fx.pool.query(`update public.brokers set activated = true where id = $1`, [broker.id]);
      const id = await createProperty(fx.pool, broker.userId);
      await fx.pool.query(`update public.properties set verified = true where id = $1`, [id]);
      const [row] = await callAs(fx.pool, anon, call, [id]);
      expect(row?.lister_kind).toBe('broker');
      expect(row?.display_name).toBe('Meera I.');
    });
  });
});
