// Saved searches (issue 22, item 1): a person saves a search's address under a name and keeps it
// to themselves; the filters are checked and read once; the unsubscribe link works without signing in.
import { beforeAll, describe, expect, it } from 'vitest';
import { anon, callAs, count, createUser, expectBusinessError, signedIn, useDatabase, type Actor } from './_support.ts';

const save = (name: string, filters: Record<string, unknown>, alerts = 'instant'): [string, unknown[]] =>
  [`insert into public.saved_searches (user_id, name, filters, alerts) values (auth.uid(), $1, $2, $3) returning id, name, filters, alerts,
     city, locality, min_rent, max_rent, bhk, property_type, furnishing, tenant, available_by`, [name, JSON.stringify(filters), alerts]];

describe('saved searches', () => {
  const fx = useDatabase();
  let asha: Actor;
  let ravi: Actor;

  beforeAll(async () => {
    asha = signedIn(await createUser(fx.pool, 'Asha Seeker'), 'Asha');
    ravi = signedIn(await createUser(fx.pool, 'Ravi Other'), 'Ravi');
  });

  it('keep the address parameters and read them into typed columns (a reversed budget turned round, sort and page dropped)', async () => {
    const [row] = await callAs(fx.pool, asha, ...save('Pune 2 BHK', {
      city: 'Pune', locality: 'Baner', min_rent: '40000', max_rent: '15000', bhk: '2', type: 'Apartment',
      furnishing: 'Semi Furnished', tenant: 'family', available_by: '2026-12-31', sort: 'rent_asc', page: '3',
    }));
    expect(row).toMatchObject({
      name: 'Pune 2 BHK', alerts: 'instant', city: 'Pune', locality: 'Baner', min_rent: 15000, max_rent: 40000, bhk: 2,
      property_type: 'Apartment', furnishing: 'Semi Furnished', tenant: 'family', available_by: '2026-12-31',
    });
    expect(row?.filters, 'sort and page are not part of what is searched for').not.toHaveProperty('sort');
    expect(row?.filters).not.toHaveProperty('page');
  });

  it.each([
    ['an unknown parameter', { colour: 'blue' }],
    ['a number instead of text', { bhk: 2 }],
    ['a BHK the search page does not offer', { bhk: '7' }],
    ['a rent that is not whole rupees', { min_rent: '12.5' }],
    ['a zero rent', { max_rent: '0' }],
    ['a property type that does not exist', { type: 'Castle' }],
    ['"any" as the tenant (listings say it, searches do not)', { tenant: 'any' }],
    ['a date that is not one', { available_by: '2026-02-30' }],
    ['a locality without its city', { locality: 'Baner' }],
    ['filters that are not an object', ['Pune']],
  ])('refuse %s', async (_label, filters) => {
    await expect(callAs(fx.pool, asha, ...save(`Bad ${Math.random()}`, filters as Record<string, unknown>)))
      .rejects.toMatchObject({ code: '22023', message: 'Saved search filters are not valid' });
  });

  it('are one name per person, whatever its case, and need a real name', async () => {
    await callAs(fx.pool, asha, ...save('Near the office', { city: 'Mumbai' }));
    await expect(callAs(fx.pool, asha, ...save('near the office', { city: 'Delhi' }))).rejects.toMatchObject({ code: '23505' });
    await expect(callAs(fx.pool, asha, ...save(' ', { city: 'Delhi' }))).rejects.toMatchObject({ code: '23514' });
    // Another person may use the same name.
    await callAs(fx.pool, ravi, ...save('Near the office', { city: 'Delhi' }));
  });

  it('are seen, renamed, switched and deleted by their owner only', async () => {
    const [mine] = await callAs<{ id: string }>(fx.pool, asha, ...save('Only mine', { city: 'Pune' }));
    const id = mine?.id;
    expect(await callAs(fx.pool, ravi, 'select id from public.saved_searches where id = $1', [id]), 'another person reads nothing').toEqual([]);
    expect(await callAs(fx.pool, ravi, `update public.saved_searches set name = 'Taken' where id = $1 returning id`, [id])).toEqual([]);
    expect(await callAs(fx.pool, ravi, 'delete from public.saved_searches where id = $1 returning id', [id])).toEqual([]);
    await expect(callAs(fx.pool, ravi, `insert into public.saved_searches (user_id, name) values ($1, 'Planted')`, [asha.sub]))
      .rejects.toMatchObject({ code: '42501' });
    await expect(callAs(fx.pool, anon, 'select id from public.saved_searches')).rejects.toMatchObject({ code: '42501' });

    const [renamed] = await callAs(fx.pool, asha, `update public.saved_searches set name = 'Renamed', alerts = 'daily' where id = $1 returning name, alerts`, [id]);
    expect(renamed).toEqual({ name: 'Renamed', alerts: 'daily' });
    await expect(callAs(fx.pool, asha, `update public.saved_searches set city = 'Goa' where id = $1`, [id]), 'typed columns follow the filters')
      .rejects.toMatchObject({ code: '42501' });
    await expect(callAs(fx.pool, asha, `update public.saved_searches set alerts = 'hourly' where id = $1`, [id])).rejects.toMatchObject({ code: '23514' });
    expect(await callAs(fx.pool, asha, 'delete from public.saved_searches where id = $1 returning id', [id])).toEqual([{ id }]);
  });

  it('show the unsubscribe secret to the owner only, and a write returns the whole row', async () => {
    const [row] = await callAs<{ id: string; unsubscribe_token: string }>(fx.pool, asha,
      `insert into public.saved_searches (user_id, name) values (auth.uid(), 'With its secret') returning *`);
    expect(row?.unsubscribe_token).toMatch(/^[0-9a-f-]{36}$/);
    expect(await callAs(fx.pool, ravi, 'select unsubscribe_token from public.saved_searches where id = $1', [row?.id])).toEqual([]);
  });

  it('are at most 20 a person', async () => {
    const person = signedIn(await createUser(fx.pool, 'Many Searches'));
    for (let i = 1; i <= 20; i += 1) await callAs(fx.pool, person, ...save(`Search ${i}`, { bhk: String((i % 5) + 1) }));
    await expectBusinessError(callAs(fx.pool, person, ...save('Search 21', {})), 'You can save up to 20 searches; delete one to save another');
    expect(await count(fx.pool, 'public.saved_searches', 'user_id = $1', [person.sub])).toBe(20);
  });

  describe('one-click unsubscribe', () => {
    it('shows, then switches off, the alerts of the link\'s search for anyone holding the link, and again changes nothing', async () => {
      const [row] = await callAs<{ id: string }>(fx.pool, asha, ...save('Unsubscribe me', { city: 'Pune' }, 'daily'));
      const { rows } = await fx.pool.query<{ token: string }>('select unsubscribe_token::text as token from public.saved_searches where id = $1', [row?.id]);
      const token = rows[0]?.token;
      expect(await callAs(fx.pool, anon, 'select * from public.saved_search_by_unsubscribe_token($1)', [token]))
        .toEqual([{ name: 'Unsubscribe me', alerts: 'daily' }]);
      expect(await callAs(fx.pool, anon, 'select * from public.unsubscribe_saved_search($1)', [token])).toEqual([{ name: 'Unsubscribe me', alerts: 'off' }]);
      expect(await callAs(fx.pool, anon, 'select * from public.unsubscribe_saved_search($1)', [token])).toEqual([{ name: 'Unsubscribe me', alerts: 'off' }]);
      expect(await count(fx.pool, 'public.saved_searches', `id = $1 and alerts = 'off'`, [row?.id])).toBe(1);
    });

    it('refuses a link that names no search, and shows nothing for it', async () => {
      const stranger = '6f1e0c55-1111-4aaa-8bbb-000000000000';
      await expectBusinessError(callAs(fx.pool, anon, 'select * from public.unsubscribe_saved_search($1)', [stranger]), 'This unsubscribe link is not valid');
      expect(await callAs(fx.pool, anon, 'select * from public.saved_search_by_unsubscribe_token($1)', [stranger])).toEqual([]);
    });
  });
});
