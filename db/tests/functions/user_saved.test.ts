import { beforeAll, describe, expect, it } from 'vitest';
import { createProperty } from './_fixtures.ts';
import { anon, callAs, createAdmin, createUser, signedIn, useDatabase, type Actor } from './_support.ts';

// The saved page's function: the caller's own shortlist and saved searches, as the two REST reads it
// replaces gave them (site/src/lib/portal/userLists.ts and savedPage.ts), through row-level security.
const saved = 'select public.user_saved() as page';

interface SavedPage {
  shortlist: { property_id: string; at: string; property: Record<string, unknown> | null }[];
  searches: Record<string, unknown>[];
}

// The columns of a listing card (site/src/lib/listings.ts, CARD_COLUMNS).
const CARD_KEYS = ['id', 'title', 'city', 'locality', 'rent', 'bedrooms', 'property_type', 'area_sqft', 'image_urls', 'verified',
  'created_at', 'maintenance_charges', 'total_monthly_cost', 'no_brokerage', 'latitude', 'longitude'];

describe('user_saved', () => {
  const fx = useDatabase();
  let person: Actor;
  let other: Actor;
  let admin: Actor;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const owner = await createUser(fx.pool, 'Suresh Reddy', ['landlord']);
    person = signedIn(await createUser(fx.pool, 'Ananya Sharma', ['user']), 'person');
    other = signedIn(await createUser(fx.pool, 'Rahul Verma', ['user']), 'other person');
    admin = (await createAdmin(fx.pool)).aal2;
    ids.listed = await createProperty(fx.pool, owner);
    ids.older = await createProperty(fx.pool, owner);
    ids.hidden = await createProperty(fx.pool, owner);
    await fx.pool.query('update public.properties set verified = true where id = any($1)', [[ids.listed, ids.older]]);
    const shortlist = `insert into public.shortlisted_properties (user_id, property_id, created_at) values ($1, $2, $3)`;
    await fx.pool.query(shortlist, [person.sub, ids.older, '2026-11-01T10:00:00Z']);
    await fx.pool.query(shortlist, [person.sub, ids.hidden, '2026-11-15T10:00:00Z']);
    await fx.pool.query(shortlist, [person.sub, ids.listed, '2026-12-01T10:00:00Z']);
    await fx.pool.query(shortlist, [other.sub, ids.listed, '2026-12-02T10:00:00Z']);
    const search = `insert into public.saved_searches (user_id, name, filters, alerts, created_at) values ($1, $2, $3, $4, $5) returning id`;
    ids.search = (await fx.pool.query<{ id: string }>(search, [person.sub, '2 BHK in Baner', { city: 'Pune', bhk: '2' }, 'daily', '2026-11-20T10:00:00Z'])).rows[0]!.id;
    ids.firstSearch = (await fx.pool.query<{ id: string }>(search, [person.sub, 'Anything in Pune', { city: 'Pune' }, 'instant', '2026-11-02T10:00:00Z'])).rows[0]!.id;
    await fx.pool.query(search, [other.sub, 'Theirs', { city: 'Mumbai' }, 'off', '2026-11-21T10:00:00Z']);
  });

  const pageOf = async (actor: Actor) => (await callAs<{ page: SavedPage }>(fx.pool, actor, saved))[0]!.page;

  it('gives the person their shortlist newest first, each with its listing card, and null for a listing they may not see', async () => {
    const page = await pageOf(person);
    expect(page.shortlist.map((s) => s.property_id)).toEqual([ids.listed, ids.hidden, ids.older]);
    expect(new Date(page.shortlist[0]!.at).toISOString()).toBe('2026-12-01T10:00:00.000Z');
    const card = page.shortlist[0]!.property!;
    expect(Object.keys(card).sort()).toEqual([...CARD_KEYS].sort());
    expect(card).toMatchObject({ id: ids.listed, title: '2 BHK in Baner', city: 'pune', locality: 'Baner', rent: 28000, bedrooms: 2,
      verified: true, total_monthly_cost: 28000 });
    expect(page.shortlist[1]!.property, 'an unverified listing is not shown to others').toBeNull();
  });

  it('gives the person their saved searches newest first, with their filters and alerts', async () => {
    const page = await pageOf(person);
    expect(page.searches.map((s) => s.id)).toEqual([ids.search, ids.firstSearch]);
    expect(page.searches[0]).toEqual({ id: ids.search, name: '2 BHK in Baner', filters: { city: 'Pune', bhk: '2' }, alerts: 'daily',
      created_at: expect.any(String) });
  });

  it("keeps to the caller's own rows, even for an admin who may read every shortlist", async () => {
    const theirs = await pageOf(other);
    expect(theirs.shortlist.map((s) => s.property_id)).toEqual([ids.listed]);
    expect(theirs.searches.map((s) => s.name)).toEqual(['Theirs']);
    expect(await pageOf(admin)).toEqual({ shortlist: [], searches: [] });
  });

  it('gives at most 50 saved listings, the newest', async () => {
    const many = signedIn(await createUser(fx.pool, 'Meera Collector', ['user']), 'collector');
    const owner = await createUser(fx.pool, 'Kavya Owner', ['landlord']);
    const shortlisted: string[] = [];
    for (let i = 0; i < 52; i += 1) {
      const property = await createProperty(fx.pool, owner);
      await fx.pool.query(`insert into public.shortlisted_properties (user_id, property_id, created_at) values ($1, $2, now() - make_interval(mins => $3))`,
        [many.sub, property, i]);
      shortlisted.push(property);
    }
    const page = await pageOf(many);
    expect(page.shortlist.map((s) => s.property_id), 'the 50 saved last, newest first').toEqual(shortlisted.slice(0, 50));
  });

  it('is not open to visitors who are not signed in', async () => {
    await expect(callAs(fx.pool, anon, saved)).rejects.toThrow(/permission denied/);
  });
});
