import { beforeAll, describe, expect, it } from 'vitest';
import { createProperty } from './_fixtures.ts';
import { anon, callAs, createUser, signedIn, useDatabase, type Actor } from './_support.ts';

/** The one row a call returns; fails the test when there is none. */
async function one<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error('expected a row');
  return row;
}

const photo = (owner: string, name: string) => `http://localhost:54321/storage/v1/object/public/property-images/properties/${owner}/${name}.jpg`;
const exists = 'select count(*)::int as n from public.properties where id = $1';
const refusal = 'This listing has open applications or a lease; withdraw it instead of deleting it';

describe('an owner deletes a listing nobody is waiting on, with its photos', () => {
  const fx = useDatabase();
  let owner: Actor;
  let tenant: Actor;

  beforeAll(async () => {
    owner = signedIn(await createUser(fx.pool, 'Meera Owner', ['landlord']), 'owner');
    tenant = signedIn(await createUser(fx.pool, 'Tara Tenant', ['tenant']), 'tenant');
  });

  const listing = async () => {
    const id = await createProperty(fx.pool, owner.sub as string);
    await fx.pool.query(`update public.properties set verified = true, image_urls = $2 where id = $1`, [id, [photo(owner.sub as string, 'a')]]);
    await fx.pool.query(`insert into public.property_images (property_id, url, position) values ($1, $2, 0), ($1, $3, 1)`,
      [id, photo(owner.sub as string, 'a'), photo(owner.sub as string, 'b')]);
    return id;
  };
  const count = async (id: string) => (await fx.pool.query(exists, [id])).rows[0].n as number;

  describe('owner', () => {
    it("deletes a listing without open applications or leases and learns its photos' storage names", async () => {
      const id = await listing();
      await fx.pool.query(`insert into public.property_applications (property_id, user_id, status) values ($1, $2, 'rejected')`, [id, tenant.sub]);
      const { names } = await one(callAs<{ names: string[] }>(fx.pool, owner, 'select public.delete_property($1) as names', [id]));
      expect(names.sort(), 'photos to remove').toEqual([`properties/${owner.sub}/a.jpg`, `properties/${owner.sub}/b.jpg`]);
      expect(await count(id), 'gone').toBe(0);
    });

    it('is refused while an application is pending or approved, through the function and a direct delete alike', async () => {
      for (const status of ['pending', 'approved']) {
        const id = await listing();
        await fx.pool.query(`insert into public.property_applications (property_id, user_id, status) values ($1, $2, $3)`, [id, tenant.sub, status]);
        await expect(callAs(fx.pool, owner, 'select public.delete_property($1)', [id]), `${status} (function)`).rejects.toThrow(refusal);
        await expect(callAs(fx.pool, owner, 'delete from public.properties where id = $1', [id]), `${status} (direct)`).rejects.toThrow(refusal);
        expect(await count(id), 'kept').toBe(1);
      }
    });

    it('is refused while a lease runs today or later, not after it ended', async () => {
      const running = await listing();
      await fx.pool.query(`insert into public.leases (property_id, tenant_id, start_date, end_date, monthly_rent) values ($1, $2, current_date - 30, current_date + 300, 28000)`, [running, tenant.sub]);
      await expect(callAs(fx.pool, owner, 'select public.delete_property($1)', [running]), 'running lease').rejects.toThrow(refusal);
      const ended = await listing();
      await fx.pool.query(`insert into public.leases (property_id, tenant_id, start_date, end_date, monthly_rent) values ($1, $2, current_date - 400, current_date - 35, 28000)`, [ended, tenant.sub]);
      await callAs(fx.pool, owner, 'select public.delete_property($1)', [ended]);
      expect(await count(ended), 'ended lease').toBe(0);
    });

    it('withdraws a listing it cannot delete: out of search, still its own', async () => {
      const id = await listing();
      await callAs(fx.pool, owner, `update public.properties set availability = 'unavailable' where id = $1`, [id]);
      expect(await callAs(fx.pool, anon, 'select id from public.properties where id = $1', [id]), 'visitors').toEqual([]);
      expect(await callAs(fx.pool, owner, 'select verified from public.properties where id = $1', [id]), 'owner still sees it, verified').toEqual([{ verified: true }]);
    });
  });

  describe('stranger', () => {
    it("cannot delete someone else's listing", async () => {
      const id = await listing();
      await expect(callAs(fx.pool, tenant, 'select public.delete_property($1)', [id]), 'stranger').rejects.toThrow('Property not found');
      await expect(callAs(fx.pool, anon, 'select public.delete_property($1)', [id]), 'anon').rejects.toMatchObject({ code: '42501' });
      expect(await count(id), 'kept').toBe(1);
    });
  });
});
