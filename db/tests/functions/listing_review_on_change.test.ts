import { beforeAll, describe, expect, it } from 'vitest';
import { createProperty } from './_fixtures.ts';
import { anon, callAs, createAdmin, createUser, signedIn, useDatabase, type Actor } from './_support.ts';

const approve = 'select * from public.approve_property($1)';
const state = 'select verified, review_changes from public.properties where id = $1';

describe('a verified listing changed by its owner goes back to review', () => {
  const fx = useDatabase();
  let admin: Actor;
  let owner: Actor;

  beforeAll(async () => {
    ({ aal2: admin } = await createAdmin(fx.pool));
    owner = signedIn(await createUser(fx.pool, 'Meera Owner', ['landlord']), 'owner');
  });

  const verifiedListing = async () => {
    const id = await createProperty(fx.pool, owner.sub as string);
    await callAs(fx.pool, admin, approve, [id]);
    return id;
  };
  const read = async (id: string) =>
    (await fx.pool.query<{ verified: boolean; review_changes: Record<string, { old: unknown; new: unknown }> | null }>(state, [id])).rows[0];

  describe('owner', () => {
    it('a new title, rent and photo unverify the listing, with what changed, and take it out of search', async () => {
      const id = await verifiedListing();
      await callAs(fx.pool, owner,
        `update public.properties set title = '2 BHK in Baner WIRE DEPOSIT FIRST', rent = 1000, image_urls = '{http://localhost:54321/storage/v1/object/public/property-images/properties/x.jpg}' where id = $1`,
        [id]);
      expect(await read(id), 'back in review').toEqual({
        verified: false,
        review_changes: {
          title: { old: '2 BHK in Baner', new: '2 BHK in Baner WIRE DEPOSIT FIRST' },
          rent: { old: 28000, new: 1000 },
          image_urls: { old: [], new: ['http://localhost:54321/storage/v1/object/public/property-images/properties/x.jpg'] },
        },
      });
      expect(await callAs(fx.pool, anon, 'select id from public.properties where id = $1', [id]), 'visitors').toEqual([]);
      const queue = await callAs(fx.pool, admin, 'select id from public.properties where not verified and rejected_at is null and id = $1', [id]);
      expect(queue, 'in the moderation queue').toHaveLength(1);
    });

    it('edits while waiting keep the first old value and the latest new one; approval clears them', async () => {
      const id = await verifiedListing();
      await callAs(fx.pool, owner, `update public.properties set deposit = 60000 where id = $1`, [id]);
      await callAs(fx.pool, owner, `update public.properties set deposit = 70000, city = 'Mumbai', locality = 'Powai' where id = $1`, [id]);
      expect((await read(id))?.review_changes, 'waiting changes').toEqual({
        deposit: { old: 56000, new: 70000 }, city: { old: 'pune', new: 'Mumbai' }, locality: { old: 'Baner', new: 'Powai' },
        // The listing moves on the map with its locality (place_listing_on_the_map).
        latitude: { old: null, new: expect.closeTo(19.1176, 2) }, longitude: { old: null, new: expect.closeTo(72.906, 2) },
      });
      await callAs(fx.pool, admin, approve, [id]);
      expect(await read(id), 'approved again').toEqual({ verified: true, review_changes: null });
    });

    it('adding a photo row sends the listing back to review too', async () => {
      const id = await verifiedListing();
      await callAs(fx.pool, owner, `insert into public.property_images (property_id, url) values ($1, 'http://localhost:54321/storage/v1/object/public/property-images/properties/y.jpg')`, [id]);
      expect(await read(id), 'photo change').toEqual({
        verified: false, review_changes: { property_images: { old: null, new: 'http://localhost:54321/storage/v1/object/public/property-images/properties/y.jpg' } },
      });
    });

    it('availability, available-from and tenant preference are switches that keep the listing verified', async () => {
      const id = await verifiedListing();
      await callAs(fx.pool, owner, 'select public.toggle_property_availability($1)', [id]);
      await callAs(fx.pool, owner,
        `update public.properties set available_from = current_date + 7, tenant_preference = 'family' where id = $1`, [id]);
      expect(await read(id), 'still verified').toEqual({ verified: true, review_changes: null });
    });

    it('cannot write or clear the changes list itself', async () => {
      const id = await verifiedListing();
      await expect(callAs(fx.pool, owner, `update public.properties set review_changes = null where id = $1`, [id]), 'direct write')
        .rejects.toMatchObject({ code: '42501' });
    });
  });

  describe('admin', () => {
    it("an admin's own edit of a listing keeps it verified", async () => {
      const id = await verifiedListing();
      await callAs(fx.pool, admin, `update public.properties set title = '2 BHK flat in Baner' where id = $1`, [id]);
      expect(await read(id), 'admin edit').toEqual({ verified: true, review_changes: null });
    });
  });
});
