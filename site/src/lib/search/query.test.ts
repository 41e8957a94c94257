// @vitest-environment node
import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS } from './params.ts';
import { loadSearch } from './query.ts';

const home = { id: 'p1', title: '2 BHK in Baner', city: 'Pune' };
const cities = [
  { id: 'mumbai', name: 'Mumbai', localities: [] },
  { id: 'pune', name: 'Pune', localities: [{ name: 'Baner' }, { name: 'Hinjewadi' }] },
];

function clientAnswering() {
  const seen: URL[] = [];
  const client = createClient('http://api.test', 'anon', {
    accessToken: async () => null,
    global: {
      fetch: async (input, init) => {
        const url = new URL(new Request(input, init).url);
        seen.push(url);
        if (url.pathname === '/rest/v1/cities') return Response.json(cities);
        return Response.json([home], { headers: { 'content-range': '0-0/1' } });
      },
    },
  });
  return { client, seen };
}

describe('loadSearch', () => {
  it('reads the results and the form’s choices, every city with its approved localities, in two requests', async () => {
    const { client, seen } = clientAnswering();
    const result = await loadSearch(client, { ...EMPTY_FILTERS, city: 'Pune' });
    expect(result).toMatchObject({
      status: 'ok',
      rows: [home],
      total: 1,
      cities: [{ id: 'mumbai', name: 'Mumbai' }, { id: 'pune', name: 'Pune' }],
      localities: ['Baner', 'Hinjewadi'],
      localitiesByCity: { Pune: ['Baner', 'Hinjewadi'] },
    });
    expect(seen.map((url) => url.pathname).sort()).toEqual(['/rest/v1/cities', '/rest/v1/properties']);
    const choices = seen.find((url) => url.pathname === '/rest/v1/cities')!;
    expect(Object.fromEntries(choices.searchParams)).toEqual({
      select: 'id,name,localities(name)',
      'localities.status': 'eq.approved',
      order: 'name.asc',
      'localities.order': 'name.asc',
    });
  });
});
