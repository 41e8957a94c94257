import { beforeAll, describe, expect, it } from 'vitest';
import { anon, callAs, createAdmin, createUser, signedIn, useDatabase, type Actor } from './_support.ts';

/** The one row a call returns; fails the test when there is none. */
async function one<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error('expected a row');
  return row;
}

const list = `select city, locality from public.list_property($1)`;
const listing = (place: { city: string; locality?: string | null }) =>
  [{ title: '2 BHK near the metro', rent: 28000, bedrooms: 2, ...place }];

describe("a listing's city and locality come from the catalogue", () => {
  const fx = useDatabase();
  let admin: Actor;
  let owner: Actor;
  let neighbour: Actor;

  beforeAll(async () => {
    ({ aal2: admin } = await createAdmin(fx.pool));
    owner = signedIn(await createUser(fx.pool, 'Meera Owner', ['landlord']), 'owner');
    neighbour = signedIn(await createUser(fx.pool, 'Ravi Neighbour'), 'neighbour');
  });

  describe('owner', () => {
    it('a city typed with stray case and spaces, or by its old name, is saved as the catalogue spells it', async () => {
      expect(await callAs(fx.pool, owner, list, listing({ city: 'pune ', locality: ' viman  nagar' })), 'Pune').toEqual([{ city: 'Pune', locality: 'Viman Nagar' }]);
      expect(await callAs(fx.pool, owner, list, listing({ city: 'Bangalore', locality: 'Koramangala' })), 'Bengaluru').toEqual([{ city: 'Bengaluru', locality: 'Koramangala' }]);
    });

    it('a city or locality outside the catalogue is refused', async () => {
      await expect(callAs(fx.pool, owner, list, listing({ city: 'Atlantis' })), 'unknown city').rejects.toThrow('Choose a city from the list');
      await expect(callAs(fx.pool, owner, list, listing({ city: 'Pune', locality: 'Powai' })), 'a Mumbai locality in Pune')
        .rejects.toThrow('Choose a locality from the list or propose a new one');
    });

    it('a proposed locality may name the proposer’s own listing, and only theirs, until it is reviewed', async () => {
      const [proposal] = await callAs<{ status: string; name: string }>(fx.pool, owner, `select status, name from public.propose_locality('Pune', ' bavdhan ')`);
      expect(proposal, 'proposal').toEqual({ status: 'proposed', name: 'bavdhan' });
      expect(await callAs(fx.pool, owner, list, listing({ city: 'Pune', locality: 'Bavdhan' })), 'own listing').toEqual([{ city: 'Pune', locality: 'bavdhan' }]);
      await expect(callAs(fx.pool, neighbour, list, listing({ city: 'Pune', locality: 'Bavdhan' })), 'someone else')
        .rejects.toThrow('Choose a locality from the list or propose a new one');
      expect(await callAs(fx.pool, anon, `select name from public.localities where name = 'bavdhan'`), 'visitors do not see a proposal').toEqual([]);
      expect(await callAs(fx.pool, neighbour, `select name from public.localities where name = 'bavdhan'`), 'nor do other people').toEqual([]);
    });

    it('cannot review a locality', async () => {
      const { id } = await one(callAs<{ id: string }>(fx.pool, owner, `select id from public.propose_locality('Pune', 'Aundh')`));
      await expect(callAs(fx.pool, owner, 'select public.review_locality($1, true)', [id]), 'owner').rejects.toThrow('Only admins can review localities');
      await expect(callAs(fx.pool, owner, `update public.localities set status = 'approved' where id = $1`, [id]), 'direct write').rejects.toMatchObject({ code: '42501' });
    });
  });

  describe('admin', () => {
    it('accepting a proposal puts it in everyone’s catalogue; refusing it removes it from the listings that named it', async () => {
      const { id: accepted } = await one(callAs<{ id: string }>(fx.pool, owner, `select id from public.propose_locality('Pune', 'Lohegaon')`));
      await callAs(fx.pool, admin, 'select public.review_locality($1, true)', [accepted]);
      expect(await callAs(fx.pool, anon, `select name from public.localities where id = $1`, [accepted]), 'in the catalogue').toEqual([{ name: 'Lohegaon' }]);
      expect(await callAs(fx.pool, neighbour, list, listing({ city: 'Pune', locality: 'lohegaon' })), 'anyone may use it').toEqual([{ city: 'Pune', locality: 'Lohegaon' }]);

      const { id: refused } = await one(callAs<{ id: string }>(fx.pool, owner, `select id from public.propose_locality('Pune', 'Nowhere Nagar')`));
      const { id: propertyId } = await one(callAs<{ id: string }>(fx.pool, owner, `select id from public.list_property($1)`, listing({ city: 'Pune', locality: 'Nowhere Nagar' })));
      await callAs(fx.pool, admin, 'select public.review_locality($1, false)', [refused]);
      const { rows } = await fx.pool.query('select locality from public.properties where id = $1', [propertyId]);
      expect(rows, 'the listing keeps its city only').toEqual([{ locality: null }]);
      const audit = await fx.pool.query(`select action from public.admin_audit_log where target_id in ($1, $2) order by action`, [accepted, refused]);
      expect(audit.rows.map((row) => row.action), 'audited').toEqual(['accept_locality', 'refuse_locality']);
    });

    it('needs a second factor', async () => {
      const { aal1 } = await createAdmin(fx.pool, 'Kiran Admin');
      const { id } = await one(callAs<{ id: string }>(fx.pool, owner, `select id from public.propose_locality('Pune', 'Bavdhan Khurd')`));
      await expect(callAs(fx.pool, aal1, 'select public.review_locality($1, true)', [id]), 'aal1').rejects.toThrow('Only admins can review localities');
    });
  });
});

describe('existing listings are normalised by the migration', () => {
  const fx = useDatabase();

  it('every verified listing typed off the catalogue is found under its city, in the catalogue spelling', async () => {
    const owner = await createUser(fx.pool, 'Old Owner');
    const insert = `insert into public.properties (title, listed_by, city, locality, rent, bedrooms, verified)
                    values ('Flat', $1, $2, $3, 28000, 2, $4) returning id`;
    const typed: [string, string | null, boolean][] = [
      ['pune ', 'viman nagar', true], ['Bangalore', ' Koramangala ', true], ['Kochi', 'Kakkanad', true], ['Pune', 'Bavdhan', false],
    ];
    for (const [city, locality, verified] of typed) await fx.pool.query(insert, [owner, city, locality, verified]);
    await fx.pool.query('select private.normalise_listing_places()');
    const { rows } = await fx.pool.query(`select city, locality from public.properties where listed_by = $1 order by city, locality`, [owner]);
    expect(rows, 'catalogue spelling').toEqual([
      { city: 'Bengaluru', locality: 'Koramangala' }, { city: 'Kochi', locality: 'Kakkanad' },
      { city: 'Pune', locality: 'Bavdhan' }, { city: 'Pune', locality: 'Viman Nagar' },
    ]);
    const found = await callAs(fx.pool, anon, `select count(*)::int as n from public.properties p join public.cities c on c.name = p.city
      join public.localities l on l.city_id = c.id and l.name = p.locality where p.listed_by = $1`, [owner]);
    expect(found, 'every verified listing under a catalogue city and locality').toEqual([{ n: 3 }]);
    const proposal = await fx.pool.query(`select status, proposed_by from public.localities where name = 'Bavdhan'`);
    expect(proposal.rows, "an unverified listing's locality waits as its owner's proposal").toEqual([{ status: 'proposed', proposed_by: owner }]);
  });
});
