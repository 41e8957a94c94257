// @vitest-environment node
import type { AstroCookies } from 'astro';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRequestClient, hasSessionCookie } from './requestClient.ts';

afterEach(() => vi.unstubAllEnvs());

describe('createRequestClient', () => {
  it('reads the request’s cookies once, however often the auth client asks for the session', async () => {
    vi.stubEnv('PUBLIC_SUPABASE_URL', 'http://api.test');
    vi.stubEnv('PUBLIC_SUPABASE_ANON_KEY', 'anon');
    const request = new Request('http://site.test/portal', { headers: { cookie: 'lang=hi; sidebar=open' } });
    const read = vi.spyOn(request.headers, 'get');
    const client = createRequestClient(request, { set: () => {} } as unknown as AstroCookies);
    for (let i = 0; i < 3; i += 1) expect((await client.auth.getSession()).data.session, 'no session in these cookies').toBeNull();
    expect(read.mock.calls.filter(([name]) => name === 'cookie')).toHaveLength(1);
    expect(hasSessionCookie(request)).toBe(false);
  });
});
