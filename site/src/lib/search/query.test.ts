// @vitest-environment node
import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS } from './params.ts';
import { loadPlaceChoices as loadChoices, PLACE_CHOICES_KEPT_MS as CHOICES_KEPT_MS } from '../places/choices.ts';
import { loadSearch } from './query.ts';

const home = { id: 'p1', title: '2 BHK in Baner', city: 'Pune' };
const cities = [
  { id: 'mumbai', name: 'Mumbai', localities: [] },
  { id: 'pune', name: 'Pune', localities: [{ name: 'Baner' }, { name: 'Hinjewadi' }] },
];

function clientAnswering(citiesAnswer: () => Response = () => Response.json(cities)) {
  const seen: URL[] = [];
  const client = createClient('http://api.test', 'anon', {
    accessToken: async () => null,
    global: {
      fetch: async (input, init) => {
        const url = new URL(new Request(input, init).url);
        seen.push(url);
        if (url.pathname === '/rest/v1/cities') return citiesAnswer();
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

  it('reads the choices, the catalogue, at most once a minute, and a failed read not at all', async () => {
    const { client, seen } = clientAnswering();
    const signal = new AbortController().signal;
    const reads = () => seen.filter((url) => url.pathname === '/rest/v1/cities').length;
    await loadChoices(client, signal, 1_000_000);
    await loadChoices(client, signal, 1_000_000 + CHOICES_KEPT_MS - 1);
    expect(reads(), 'kept for a minute').toBe(1);
    await loadChoices(client, signal, 1_000_000 + CHOICES_KEPT_MS);
    expect(reads(), 'read again after it').toBe(2);
    let failing = true;
    const flaky = clientAnswering(() => (failing ? Response.json({ message: 'down' }, { status: 503 }) : Response.json(cities)));
    await expect(loadChoices(flaky.client, signal, 1)).rejects.toThrow('down');
    failing = false;
    expect((await loadChoices(flaky.client, signal, 2)).cities, 'asked again at once').toHaveLength(2);
  });

  it('shows the results with an empty form when the choices cannot be read', async () => {
    const { client } = clientAnswering(() => Response.json({ message: 'down' }, { status: 503 }));
    expect(await loadSearch(client, { ...EMPTY_FILTERS, city: 'Pune' })).toMatchObject({ status: 'ok', rows: [home], cities: [], localities: [] });
  });
});

