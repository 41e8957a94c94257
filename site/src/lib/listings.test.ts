// @vitest-environment node
import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { FEATURED_COUNT, FEATURED_MIN_RATING, loadHomeListings, NEWEST_COUNT } from './listings.ts';

const URL = 'http://api.test';
const row = {
  id: 'p1',
  title: 'Sea-view 2 BHK',
  city: 'Mumbai',
  locality: 'Bandra West',
  rent: '85000.00',
  bedrooms: 2,
};

function clientAnswering(answer: (request: Request) => Response | Promise<Response>) {
  const seen: Request[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    seen.push(request);
    return answer(request);
  };
  const client = createClient(URL, 'anon', {
    auth: { persistSession: false },
    global: { fetch: fetchImpl },
  });
  return { client, seen };
}

describe('loadHomeListings', () => {
  it('asks for an exact count without rows, the newest listings and the places, and returns them', async () => {
    const { client, seen } = clientAnswering((request) => {
      const url = new globalThis.URL(request.url);
      if (request.method === 'HEAD') return new Response(null, { status: 200, headers: { 'content-range': '*/42' } });
      if (url.pathname === '/rest/v1/cities') return Response.json([{ id: 'pune', name: 'Pune' }]);
      if (url.pathname === '/rest/v1/localities') return Response.json([{ name: 'Hinjewadi', cities: { name: 'Pune' } }]);
      return Response.json(url.searchParams.has('rating') ? [] : [row]);
    });
    const result = await loadHomeListings(client);
    expect(result).toEqual({
      status: 'ok',
      total: 42,
      newest: [row],
      featured: [],
      cities: [{ id: 'pune', name: 'Pune' }],
      localitiesByCity: { Pune: ['Hinjewadi'] },
    });
    const localities = seen.map((r) => new globalThis.URL(r.url)).find((url) => url.pathname === '/rest/v1/localities');
    expect(localities?.searchParams.get('status'), 'accepted localities only').toBe('eq.approved');
    const head = seen.find((r) => r.method === 'HEAD');
    expect(head?.headers.get('prefer')).toContain('count=exact');
    const lists = seen
      .filter((r) => r.method === 'GET')
      .map((r) => new globalThis.URL(r.url))
      .filter((url) => url.pathname === '/rest/v1/properties');
    const newest = lists.find((url) => !url.searchParams.has('rating'));
    expect(newest?.searchParams.get('order')).toBe('created_at.desc');
    expect(newest?.searchParams.get('limit')).toBe(String(NEWEST_COUNT));
    // The listed filters are spelled out so that the partial "listed" indexes apply.
    for (const url of [...lists, new globalThis.URL(head?.url ?? '')]) {
      expect(url.searchParams.get('availability')).toBe('eq.available');
      expect(url.searchParams.get('verified')).toBe('eq.true');
    }
  });

  it('features well-rated listings, newest first, that are not already among the newest', async () => {
    const listing = (id: string) => ({ ...row, id });
    const newest = ['n1', 'n2', 'f1'].map(listing);
    const rated = ['f1', 'f2', 'f3', 'f4', 'f5'].map(listing);
    const { client, seen } = clientAnswering((request) => {
      const url = new globalThis.URL(request.url);
      if (request.method === 'HEAD') return new Response(null, { status: 200, headers: { 'content-range': '*/8' } });
      if (url.pathname === '/rest/v1/cities' || url.pathname === '/rest/v1/localities') return Response.json([]);
      return Response.json(url.searchParams.has('rating') ? rated : newest);
    });
    const result = await loadHomeListings(client);
    expect(FEATURED_COUNT).toBe(3);
    expect(result.status === 'ok' && result.featured.map((p) => p.id)).toEqual(['f2', 'f3', 'f4']);
    const featured = seen.map((r) => new globalThis.URL(r.url)).find((url) => url.searchParams.has('rating'));
    expect(featured?.searchParams.get('rating')).toBe(`gte.${FEATURED_MIN_RATING}`);
    expect(featured?.searchParams.get('order')).toBe('created_at.desc');
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
