import { beforeAll, describe, expect, it } from 'vitest';
import { callAs, createAdmin, createUser, signedIn, useDatabase, type Actor } from './_support.ts';

/** The one row a call returns; fails the test when there is none. */
async function one<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error('expected a row');
  return row;
}

const photo = (owner: string, name: string) => `http://localhost:54321/storage/v1/object/public/property-images/properties/${owner}/${name}.jpg`;
const form = { title: '2 BHK near the metro', city: 'Pune', locality: 'Hinjewadi', rent: 28000, bedrooms: 2 };

describe('an owner edits every field and the photos of their listing', () => {
  const fx = useDatabase();
  let admin: Actor;
  let owner: Actor;
  let stranger: Actor;

  beforeAll(async () => {
    ({ aal2: admin } = await createAdmin(fx.pool));
    owner = signedIn(await createUser(fx.pool, 'Meera Owner', ['landlord']), 'owner');
    stranger = signedIn(await createUser(fx.pool, 'Ravi Stranger'), 'stranger');
  });

  const verified = async (photos: string[]) => {
    const { id } = await one(callAs<{ id: string }>(fx.pool, owner, 'select id from public.list_property($1)', [{ ...form, image_urls: photos }]));
    await callAs(fx.pool, admin, 'select public.approve_property($1)', [id]);
    return id;
  };
  const photos = async (id: string) =>
    (await fx.pool.query('select url from public.property_images where property_id = $1 order by position', [id])).rows.map((row) => row.url);

  describe('owner', () => {
    it('changes fields, the city spelling and the photo order in one step; the verified listing goes back to review', async () => {
      const a = photo(owner.sub as string, 'a');
      const b = photo(owner.sub as string, 'b');
      const id = await verified([a, b]);
      const [row] = await callAs<{ city: string; rent: string; verified: boolean; image_urls: string[] }>(fx.pool, owner,
        'select city, rent, verified, image_urls from public.update_property($1, $2)',
        [id, { ...form, city: 'bangalore', locality: 'Whitefield', rent: 30000, image_urls: [b, a] }]);
      expect(row, 'saved').toEqual({ city: 'Bengaluru', rent: '30000.00', verified: false, image_urls: [b, a] });
      expect(await photos(id), 'photo rows in the new order').toEqual([b, a]);
      const { rows } = await fx.pool.query('select review_changes ? $2 as rent, review_changes ? $3 as city from public.properties where id = $1', [id, 'rent', 'city']);
      expect(rows, 'waiting changes for the moderator').toEqual([{ rent: true, city: true }]);
    });

    it('saving the form unchanged keeps the listing verified', async () => {
      const a = photo(owner.sub as string, 'c');
      const id = await verified([a]);
      await callAs(fx.pool, owner, 'select public.update_property($1, $2)', [id, { ...form, image_urls: [a] }]);
      const { rows } = await fx.pool.query('select verified from public.properties where id = $1', [id]);
      expect(rows, 'still verified').toEqual([{ verified: true }]);
    });

    it("cannot use another person's photos or a place outside the catalogue", async () => {
      const id = await verified([]);
      await expect(callAs(fx.pool, owner, 'select public.update_property($1, $2)', [id, { ...form, image_urls: [photo(stranger.sub as string, 'x')] }]), 'photos')
        .rejects.toThrow('Photos must be uploaded to your own folder');
      await expect(callAs(fx.pool, owner, 'select public.update_property($1, $2)', [id, { ...form, city: 'Atlantis' }]), 'city')
        .rejects.toThrow('Choose a city from the list');
    });
  });

  describe('stranger', () => {
    it("cannot edit someone else's listing", async () => {
      const id = await verified([]);
      await expect(callAs(fx.pool, stranger, 'select public.update_property($1, $2)', [id, { ...form, rent: 1000 }]), 'stranger')
        .rejects.toThrow('Property not found');
    });
  });
});
