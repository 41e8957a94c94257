// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clientAnswering } from '../testing/answeringClient.ts';
import { FEATURED_COUNT, FEATURED_MIN_RATING, loadHomeListings, NEWEST_COUNT } from './listings.ts';

const row = {
  id: 'p1',
  title: 'Sea-view 2 BHK',
  city: 'Mumbai',
  locality: 'Bandra West',
  rent: '85000.00',
  bedrooms: 2,
};

describe('loadHomeListings', () => {
  it('asks for the home page’s listings in one read, with the counts and rating it shows, and returns them', async () => {
    const home = { total: 42, newest: [row], featured: [{ ...row, id: 'p2' }], cities: [{ id: 'pune', name: 'Pune' }] };
    const { client, seen } = clientAnswering(() => Response.json({ ...home, localities_by_city: { Pune: ['Baner', 'Hinjewadi'] } }));
    const result = await loadHomeListings(client);
    expect(result).toEqual({ status: 'ok', ...home, localitiesByCity: { Pune: ['Baner', 'Hinjewadi'] } });
    expect(seen, 'one request').toHaveLength(1);
    const url = new URL(seen[0]!.url);
    expect(seen[0]!.method, 'a read: GET').toBe('GET');
    expect(url.pathname).toBe('/rest/v1/rpc/home_listings');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      _newest: String(NEWEST_COUNT),
      _featured: String(FEATURED_COUNT),
      _min_rating: String(FEATURED_MIN_RATING),
    });
  });

  it('reports an error when the API answers with one', async () => {
    const { client } = clientAnswering(() =>
      Response.json(
        { code: 'PGRST000', message: 'Database client error', details: null, hint: null },
        { status: 503 },
      ),
    );
    const result = await loadHomeListings(client);
    expect(result.status).toBe('error');
  });

  it('reports an error instead of throwing when the API is unreachable', async () => {
    const { client } = clientAnswering(() => Promise.reject(new TypeError('fetch failed')));
    const result = await loadHomeListings(client);
    expect(result).toMatchObject({ status: 'error' });
    if (result.status === 'error') expect(result.message).toContain('fetch failed');
  });
});
