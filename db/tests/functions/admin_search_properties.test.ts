import { beforeAll, describe, expect, it } from 'vitest';
import { createProperty } from './_fixtures.ts';
import {
  callAs, createAdmin, createUser, expectBusinessError, itRefusesNonAdmins, signedIn, useDatabase, type Actor,
} from './_support.ts';

const call = 'select * from public.admin_search_properties($1, $2, $3, $4)';

describe('admin_search_properties', () => {
  const fx = useDatabase();
  let admin: Actor;
  let adminAal1: Actor;
  let ownerId: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ({ aal2: admin, aal1: adminAal1 } = await createAdmin(fx.pool));
    ownerId = await createUser(fx.pool, 'Farah Owner', ['landlord']);
    for (const [name, availability, title] of [
      ['baner', 'available', '2 BHK in Baner'],
      ['worli', 'rented', 'Sea view flat in Worli'],
      ['studio', 'maintenance', 'Studio_50% off'],
    ] as const) {
      ids[name] = await createProperty(fx.pool, ownerId, availability);
      await fx.pool.query('update public.properties set title = $2 where id = $1', [ids[name], title]);
    }
  });

  describe('admin', () => {
    it('lists every listing newest first, a page at a time', async () => {
      const all = await callAs(fx.pool, admin, call, [null, null, 25, 0]);
      expect(all.map((r) => r.id), 'newest first').toEqual([ids.studio, ids.worli, ids.baner]);
      expect((await callAs(fx.pool, admin, call, [null, null, 1, 1])).map((r) => r.id), 'second page').toEqual([ids.worli]);
    });

    it('applies the search and the status filter in the database', async () => {
      expect((await callAs(fx.pool, admin, call, ['worli', null, 25, 0])).map((r) => r.id), 'title').toEqual([ids.worli]);
      expect((await callAs(fx.pool, admin, call, [null, 'maintenance', 25, 0])).map((r) => r.id), 'status').toEqual([ids.studio]);
      expect(await callAs(fx.pool, admin, call, ['worli', 'available', 25, 0]), 'both').toEqual([]);
      expect((await callAs(fx.pool, admin, call, ['_50%', null, 25, 0])).map((r) => r.id), 'literal').toEqual([ids.studio]);
    });

    it('refuses pages over 100 rows (plus the one that tells whether more exist)', async () => {
      await expectBusinessError(callAs(fx.pool, admin, call, [null, null, 102, 0]), 'Page size must be between 1 and 100');
    });
  });

  describe('others', () => {
    itRefusesNonAdmins(fx, () => ({ adminAal1, user: signedIn(ownerId) }), call, () => [null, null, 25, 0],
      'Only admins can list properties');
  });
});
