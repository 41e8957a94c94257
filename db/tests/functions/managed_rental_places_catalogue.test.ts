import { beforeAll, describe, expect, it } from 'vitest';
import { callAs, createAdmin, createUser, signedIn, useDatabase, type Actor } from './_support.ts';

const submit = 'select property_location, locality from public.submit_managed_rental_application($1)';
const addRvl = 'select property_location, locality from public.admin_add_rvl($1, $2)';
const form = (place: { property_location: string; locality?: string | null }) =>
  ({ monthly_rent: 32000, property_type: 'Apartment', ...place });

describe("a managed rental's city and locality come from the catalogue", () => {
  const fx = useDatabase();
  let admin: Actor;
  let landlord: Actor;
  let neighbour: Actor;
  let landlordId: string;

  beforeAll(async () => {
    ({ aal2: admin } = await createAdmin(fx.pool));
    landlordId = await createUser(fx.pool, 'Omkar Landlord', ['landlord']);
    landlord = signedIn(landlordId, 'landlord');
    neighbour = signedIn(await createUser(fx.pool, 'Ravi Neighbour'), 'neighbour');
  });

  describe('owner applying', () => {
    it('a city typed with stray case and spaces, or by its old name, is saved as the catalogue spells it', async () => {
      expect(await callAs(fx.pool, landlord, submit, [form({ property_location: 'pune ', locality: ' viman  nagar' })]), 'Pune')
        .toEqual([{ property_location: 'Pune', locality: 'Viman Nagar' }]);
      expect(await callAs(fx.pool, landlord, submit, [form({ property_location: 'Bangalore', locality: 'koramangala' })]), 'Bengaluru')
        .toEqual([{ property_location: 'Bengaluru', locality: 'Koramangala' }]);
    });

    it('a city or locality outside the catalogue is refused, on applying and on editing the application', async () => {
      await expect(callAs(fx.pool, landlord, submit, [form({ property_location: 'Atlantis' })]), 'unknown city')
        .rejects.toThrow('Choose a city from the list');
      await expect(callAs(fx.pool, landlord, submit, [form({ property_location: 'Pune', locality: 'Powai' })]), 'a Mumbai locality in Pune')
        .rejects.toThrow('Choose a locality from the list or propose a new one');
      const [{ id } = { id: '' }] = await callAs<{ id: string }>(fx.pool, landlord,
        'select id from public.submit_managed_rental_application($1)', [form({ property_location: 'Pune' })]);
      await expect(callAs(fx.pool, landlord, `update public.managed_rental_applications set property_location = 'Atlantis' where id = $1`, [id]),
        'direct edit').rejects.toThrow('Choose a city from the list');
    });

    it('a proposed locality may name the proposer’s own application, and only theirs, until it is reviewed', async () => {
      await callAs(fx.pool, landlord, `select public.propose_locality('Pune', 'Bavdhan')`);
      expect(await callAs(fx.pool, landlord, submit, [form({ property_location: 'Pune', locality: 'bavdhan' })]), 'own application')
        .toEqual([{ property_location: 'Pune', locality: 'Bavdhan' }]);
      await expect(callAs(fx.pool, neighbour, submit, [form({ property_location: 'Pune', locality: 'Bavdhan' })]), 'someone else')
        .rejects.toThrow('Choose a locality from the list or propose a new one');
    });

    it('the lookup the triggers share is not for people', async () => {
      await expect(callAs(fx.pool, landlord, `select private.catalogue_locality('pune', 'Bavdhan', null)`), 'direct call')
        .rejects.toMatchObject({ code: '42501' });
    });
  });

  describe('admin adding an RVL', () => {
    it('saves the catalogue spelling and refuses a place outside the catalogue', async () => {
      expect(await callAs(fx.pool, admin, addRvl, [landlordId, form({ property_location: 'bombay', locality: 'andheri east' })]), 'Mumbai')
        .toEqual([{ property_location: 'Mumbai', locality: 'Andheri East' }]);
      await expect(callAs(fx.pool, admin, addRvl, [landlordId, form({ property_location: 'Koramangala, Bengaluru' })]), 'unknown city')
        .rejects.toThrow('Choose a city from the list');
      await expect(callAs(fx.pool, admin, addRvl, [landlordId, form({ property_location: 'Bengaluru', locality: 'Nowhere' })]), 'unknown locality')
        .rejects.toThrow('Choose a locality from the list or propose a new one');
    });
  });
});

describe('existing managed rentals are normalised by the migration', () => {
  const fx = useDatabase();

  it('every approved application typed off the catalogue is found under its city, in the catalogue spelling', async () => {
    const landlord = await createUser(fx.pool, 'Old Landlord');
    const insert = `insert into public.managed_rental_applications (landlord_id, status, property_location, locality, property_type, monthly_rent)
                    values ($1, $2, $3, $4, 'Apartment', 40000)`;
    const typed: [string, string | null, string][] = [
      ['pune ', 'viman nagar', 'approved'], ['Bangalore', ' Koramangala ', 'submitted'], ['Kochi', 'Kakkanad', 'approved'],
      ['Pune', 'Lohegaon', 'submitted'],
    ];
    for (const [city, locality, status] of typed) await fx.pool.query(insert, [landlord, status, city, locality]);
    await fx.pool.query('select private.normalise_managed_rental_places()');
    const { rows } = await fx.pool.query(`select property_location, locality from public.managed_rental_applications
      where landlord_id = $1 order by property_location, locality`, [landlord]);
    expect(rows, 'catalogue spelling').toEqual([
      { property_location: 'Bengaluru', locality: 'Koramangala' }, { property_location: 'Kochi', locality: 'Kakkanad' },
      { property_location: 'Pune', locality: 'Lohegaon' }, { property_location: 'Pune', locality: 'Viman Nagar' },
    ]);
    const places = await fx.pool.query(`select l.name, l.status, l.proposed_by from public.localities l
      where l.name in ('Kakkanad', 'Lohegaon') order by l.name`);
    expect(places.rows, "an approved application's place joins the catalogue, another's waits as its landlord's proposal").toEqual([
      { name: 'Kakkanad', status: 'approved', proposed_by: null }, { name: 'Lohegaon', status: 'proposed', proposed_by: landlord },
    ]);
  });
});
