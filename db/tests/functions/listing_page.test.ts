import { beforeAll, describe, expect, it } from 'vitest';
import { createProperty } from './_fixtures.ts';
import { anon, callAs, createUser, signedIn, useDatabase, type Actor } from './_support.ts';

const call = 'select public.listing_page($1, $2) as page';

interface Page {
  property: Record<string, unknown>;
  images: string[];
  lister: { display_name: string; lister_kind: string } | null;
  similar: { id: string }[];
}

describe('listing_page', () => {
  const fx = useDatabase();
  let owner: Actor;
  let stranger: Actor;
  let listed: string;
  let hidden: string;
  const others: Record<string, string> = {};

  const page = async (actor: Actor, id: string, similar = 3): Promise<Page | null> =>
    (await callAs<{ page: Page | null }>(fx.pool, actor, call, [id, similar]))[0]!.page;

  const listedHome = async (bedrooms: number, day: number, city = 'pune') => {
    const id = await createProperty(fx.pool, owner.sub as string);
    await fx.pool.query(`update public.properties set verified = true, bedrooms = $2, city = $3, created_at = $4 where id = $1`, [
      id,
      bedrooms,
      city,
      `2026-11-${String(day).padStart(2, '0')}T10:00:00+05:30`,
    ]);
    return id;
  };

  beforeAll(async () => {
    owner = signedIn(await createUser(fx.pool, 'Vikram Singh Rathore', ['landlord']), 'owner');
    stranger = signedIn(await createUser(fx.pool, 'Sana Stranger'), 'stranger');
    listed = await listedHome(2, 10);
    await fx.pool.query(
      `insert into public.property_images (property_id, url, position) values ($1, '/images/placeholders/b.svg', 1), ($1, '/images/placeholders/a.svg', 0), ($1, '/images/placeholders/c.svg', 2)`,
      [listed],
    );
    hidden = await createProperty(fx.pool, owner.sub as string);
    others.oneBedroom = await listedHome(1, 11);
    others.threeBedrooms = await listedHome(3, 12);
    others.fourBedrooms = await listedHome(4, 13);
    others.otherCity = await listedHome(2, 14, 'mumbai');
    others.older = await listedHome(2, 1);
    others.unlisted = await createProperty(fx.pool, owner.sub as string);
  });

  describe('anon and strangers', () => {
    it('get a listed home with its photos in order and who lists it by first name and initial', async () => {
      const result = await page(anon, listed);
      expect(result?.property.id).toBe(listed);
      expect(result?.images, 'in position order').toEqual(['/images/placeholders/a.svg', '/images/placeholders/b.svg', '/images/placeholders/c.svg']);
      expect(result?.lister).toMatchObject({ display_name: 'Vikram S.', lister_kind: 'owner' });
      expect(Object.keys(result?.property ?? {}).sort(), 'the columns a visitor may read').toEqual(
        ['address', 'amenities', 'area_sqft', 'availability', 'available_from', 'bathrooms', 'bedrooms', 'city', 'created_at', 'deposit',
          'description', 'facing', 'floor', 'food_preference', 'furnishing', 'gated_society', 'id', 'image_urls', 'latitude', 'listed_by',
          'locality', 'longitude', 'maintenance_charges', 'no_brokerage', 'parking', 'pets_allowed', 'property_type', 'rating', 'rent',
          'tenant_preference', 'title', 'total_floors', 'total_monthly_cost', 'updated_at', 'verified', 'water_supply', 'year_built'],
      );
    });

    it('get similar listed homes: same city, a bedroom more or less, newest first, as many as asked', async () => {
      expect((await page(anon, listed))?.similar.map((p) => p.id)).toEqual([others.threeBedrooms, others.oneBedroom, others.older]);
      expect((await page(anon, listed, 1))?.similar.map((p) => p.id)).toEqual([others.threeBedrooms]);
    });

    it('learn nothing of a home they cannot see, or of one that does not exist', async () => {
      expect(await page(anon, hidden), 'anon').toBeNull();
      expect(await page(stranger, hidden), 'stranger').toBeNull();
      expect(await page(anon, '00000000-0000-0000-0000-000000000000')).toBeNull();
    });
  });

  describe('owner', () => {
    it('sees their own unlisted home, with listed homes only among the similar ones', async () => {
      const result = await page(owner, hidden, 12);
      expect(result?.property.id).toBe(hidden);
      expect(result?.similar.map((p) => p.id)).not.toContain(others.unlisted);
    });
  });
});
