import { beforeAll, describe, expect, it } from 'vitest';
import { createProperty } from './_fixtures.ts';
import { anon, callAs, createUser, signedIn, useDatabase, type Actor } from './_support.ts';

const call = 'select public.home_listings($1, $2, $3) as home';

interface Home {
  total: number;
  newest: { id: string; title: string; rent: number }[];
  featured: { id: string }[];
  cities: { id: string; name: string }[];
  localities_by_city: Record<string, string[]>;
}

async function home(pool: Parameters<typeof callAs>[0], actor: Actor, newest = 3, featured = 2, minRating = 4.5): Promise<Home> {
  const [row] = await callAs<{ home: Home }>(pool, actor, call, [newest, featured, minRating]);
  return row!.home;
}

describe('home_listings', () => {
  const fx = useDatabase();
  let owner: Actor;
  const listed: string[] = [];
  let unverified: string;
  let booked: string;

  beforeAll(async () => {
    owner = signedIn(await createUser(fx.pool, 'Vikram Singh Rathore', ['landlord']), 'owner');
    // Six listed homes, one a day, newest last: ratings 5, 4.6, 3, 4.9, 4.5, 2.
    const ratings = [5, 4.6, 3, 4.9, 4.5, 2];
    for (const [day, rating] of ratings.entries()) {
      const id = await createProperty(fx.pool, owner.sub as string);
      await fx.pool.query(`update public.properties set verified = true, rating = $2, created_at = $3 where id = $1`, [
        id,
        rating,
        `2026-11-0${day + 1}T10:00:00+05:30`,
      ]);
      listed.push(id);
    }
    unverified = await createProperty(fx.pool, owner.sub as string);
    booked = await createProperty(fx.pool, owner.sub as string, 'booked');
    await fx.pool.query(`update public.properties set verified = true, rating = 5, created_at = '2026-11-30T10:00:00+05:30' where id = $1`, [booked]);
  });

  describe('anon', () => {
    it('counts every listed home and lists the newest first, no more than asked', async () => {
      const page = await home(fx.pool, anon);
      expect(page.total, 'listed homes only').toBe(6);
      expect(page.newest.map((p) => p.id), 'newest first').toEqual([listed[5], listed[4], listed[3]]);
    });

    it('features the newest well-rated homes that are not already among the newest', async () => {
      const page = await home(fx.pool, anon);
      // Among the older three, rated at least 4.5: day 2 (4.6) and day 1 (5), newest first.
      expect(page.featured.map((p) => p.id)).toEqual([listed[1], listed[0]]);
      const lower = await home(fx.pool, anon, 3, 2, 3);
      expect(lower.featured.map((p) => p.id), 'the rating asked for').toEqual([listed[2], listed[1]]);
    });

    it('gives each card its columns and the search form its cities, by name', async () => {
      const page = await home(fx.pool, anon);
      expect(Object.keys(page.newest[0] ?? {}).sort()).toEqual(
        ['area_sqft', 'bedrooms', 'city', 'created_at', 'id', 'image_urls', 'latitude', 'locality', 'longitude', 'maintenance_charges',
          'no_brokerage', 'property_type', 'rent', 'title', 'total_monthly_cost', 'verified'],
      );
      expect(page.newest[0]?.rent, 'rent as a number').toBe(28000);
      const names = page.cities.map((c) => c.name);
      expect(names.length, 'the catalogue cities').toBeGreaterThan(0);
      expect(names, 'alphabetical').toEqual([...names].sort());
      const { rows } = await fx.pool.query<{ city: string; name: string }>(
        `select c.name as city, l.name from public.localities l join public.cities c on c.id = l.city_id
          where l.status = 'approved' order by l.name collate "C"`);
      expect(Object.keys(page.localities_by_city).sort(), 'each city with approved localities').toEqual([...new Set(rows.map((r) => r.city))].sort());
      const [city, localities] = Object.entries(page.localities_by_city)[0]!;
      expect(localities.length, `${city}'s approved localities`).toBe(rows.filter((r) => r.city === city).length);
    });

    it('suggests no locality still waiting for review', async () => {
      const { rows: [pending] } = await fx.pool.query<{ city: string }>(
        `insert into public.localities (city_id, name, status) select id, 'Zzz Proposed Nagar', 'proposed' from public.cities order by name limit 1
          returning (select name from public.cities c where c.id = city_id) as city`);
      const page = await home(fx.pool, anon);
      expect(page.localities_by_city[pending!.city] ?? []).not.toContain('Zzz Proposed Nagar');
    });

    it('never shows a home that is not listed, even when it is the newest and the best rated', async () => {
      const page = await home(fx.pool, anon, 50, 50, 0);
      const shown = [...page.newest, ...page.featured].map((p) => p.id);
      expect(shown).not.toContain(unverified);
      expect(shown).not.toContain(booked);
    });

    it('keeps each list within 50, and none for a negative count', async () => {
      const page = await home(fx.pool, anon, -1, 500, 0);
      expect(page.newest).toEqual([]);
      expect(page.featured.length).toBe(6);
    });
  });

  describe('owner', () => {
    it('sees the same listed homes as a visitor: their own unlisted ones are not on the home page', async () => {
      const page = await home(fx.pool, owner, 50, 0);
      expect(page.total).toBe(6);
      expect(page.newest.map((p) => p.id)).not.toContain(unverified);
    });
  });
});
