// @vitest-environment node
import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { loadHomeListings, NEWEST_COUNT } from './listings.ts';

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
  it('asks for an exact count without rows and for the newest listings, and returns both', async () => {
    const { client, seen } = clientAnswering((request) =>
      request.method === 'HEAD'
        ? new Response(null, { status: 200, headers: { 'content-range': '*/42' } })
        : Response.json([row], { headers: { 'content-range': '0-0/*' } }),
    );
    const result = await loadHomeListings(client);
    expect(result).toEqual({ status: 'ok', total: 42, newest: [row] });
    const head = seen.find((r) => r.method === 'HEAD');
    expect(head?.headers.get('prefer')).toContain('count=exact');
    const list = new globalThis.URL(seen.find((r) => r.method === 'GET')?.url ?? '');
    expect(list.pathname).toBe('/rest/v1/properties');
    expect(list.searchParams.get('order')).toBe('created_at.desc');
    expect(list.searchParams.get('limit')).toBe(String(NEWEST_COUNT));
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
