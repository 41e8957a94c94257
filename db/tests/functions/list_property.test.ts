import { beforeAll, describe, expect, it } from 'vitest';
import { anon, callAs, createUser, expectBusinessError, noUser, signedIn, useDatabase, type Actor } from './_support.ts';

const call = 'select * from public.list_property($1)';

describe('list_property', () => {
  const fx = useDatabase();
  let owner: Actor;
  let other: Actor;
  const photo = (who: Actor, name: string) =>
    `http://localhost:54321/storage/v1/object/public/property-images/properties/${who.sub}/${name}.jpg`;
  const listing = (extra: Record<string, unknown> = {}) => ({
    title: '2 BHK near Baner Road',
    city: 'Pune',
    locality: 'Hinjewadi',
    rent: 28000,
    deposit: 56000,
    bedrooms: 2,
    bathrooms: 2,
    area_sqft: 950,
    property_type: 'Apartment',
    furnishing: 'Semi Furnished',
    tenant_preference: 'family',
    amenities: ['Parking', 'Gym'],
    ...extra,
  });

  beforeAll(async () => {
    owner = signedIn(await createUser(fx.pool, 'Vikram Owner'), 'owner');
    other = signedIn(await createUser(fx.pool, 'Sana Other'), 'other');
  });

  describe('a signed-in person', () => {
    it('lists a property with its photos in order, unverified and listed by them', async () => {
      const urls = [photo(owner, 'front'), photo(owner, 'hall')];
      const [row] = await callAs(fx.pool, owner, call, [JSON.stringify(listing({ image_urls: urls }))]);
      expect(row?.listed_by, 'listed by the caller').toBe(owner.sub);
      expect(row?.verified, 'waits for an admin').toBe(false);
      expect(row?.availability, 'available once verified').toBe('available');
      expect(row?.image_urls, 'photos on the row').toEqual(urls);
      expect(row?.amenities, 'amenities').toEqual(['Parking', 'Gym']);
      const { rows } = await fx.pool.query(`select url, position from public.property_images where property_id = $1 order by position`, [row?.id]);
      expect(rows, 'one image row per photo, in order').toEqual([{ url: urls[0], position: 0 }, { url: urls[1], position: 1 }]);
    });

    it('ignores ownership and verification sent in the form', async () => {
      const [row] = await callAs(fx.pool, owner, call, [
        JSON.stringify(listing({ listed_by: other.sub, verified: true, rating: 5, view_count: 900, availability: 'booked' })),
      ]);
      expect([row?.listed_by, row?.verified, row?.rating, row?.view_count, row?.availability], 'form cannot set these').toEqual([
        owner.sub, false, null, 0, 'available',
      ]);
    });

    it("refuses photos from someone else's folder", async () => {
      await expectBusinessError(
        callAs(fx.pool, owner, call, [JSON.stringify(listing({ image_urls: [photo(other, 'stolen')] }))]),
        'Photos must be uploaded to your own folder',
      );
    });

    it('refuses more than 20 photos and a listing that is not an object', async () => {
      const many = Array.from({ length: 21 }, (_, i) => photo(owner, `p${i}`));
      await expectBusinessError(callAs(fx.pool, owner, call, [JSON.stringify(listing({ image_urls: many }))]), 'A listing can have at most 20 photos');
      await expectBusinessError(callAs(fx.pool, owner, call, [JSON.stringify([1])]), 'Listing must be an object');
    });

    it('keeps the table checks: a missing title or a rent of 0 writes nothing', async () => {
      await expect(callAs(fx.pool, owner, call, [JSON.stringify(listing({ title: '  ' }))]), 'title required').rejects.toThrow(/title/);
      await expect(callAs(fx.pool, owner, call, [JSON.stringify(listing({ rent: 0 }))]), 'rent above 0').rejects.toThrow(/rent/);
    });
  });

  describe('others', () => {
    it('refuses a caller without a user', async () => {
      await expectBusinessError(callAs(fx.pool, noUser, call, [JSON.stringify(listing())]), 'No authenticated user');
    });

    it('is not callable by anon', async () => {
      await expect(callAs(fx.pool, anon, call, [JSON.stringify(listing())]), 'anon has no execute right').rejects.toThrow(/permission denied/);
    });
  });
});
