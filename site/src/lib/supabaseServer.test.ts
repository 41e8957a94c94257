// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runForVisitor } from '../server/visitor.ts';
import { publicClient } from './supabaseServer.ts';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

/** Answers every call with an empty list and keeps its headers. */
function recordCalls(): Headers[] {
  const seen: Headers[] = [];
  vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
    seen.push(new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined)));
    return Response.json([]);
  });
  return seen;
}

describe('publicClient', () => {
  it('is one client for the process, sending the anon key as every call’s bearer', async () => {
    vi.stubEnv('PUBLIC_SUPABASE_URL', 'http://api.one.test');
    vi.stubEnv('PUBLIC_SUPABASE_ANON_KEY', 'anon-one');
    const seen = recordCalls();
    const client = publicClient();
    expect(publicClient(), 'the same client again').toBe(client);
    await client.from('cities').select('id');
    expect(seen[0]?.get('authorization')).toBe('Bearer anon-one');
    expect(seen[0]?.get('apikey')).toBe('anon-one');
    expect(() => client.auth.getSession(), 'no auth client, so no session to keep').toThrow(/accessToken/);
  });

  it('names each visitor in their own calls, and follows a change of settings', async () => {
    vi.stubEnv('PUBLIC_SUPABASE_URL', 'http://api.two.test');
    vi.stubEnv('PUBLIC_SUPABASE_ANON_KEY', 'anon-two');
    vi.stubEnv('GATEWAY_PROXY_SECRET', 'proxy-secret');
    const seen = recordCalls();
    const client = publicClient();
    await runForVisitor({ address: '203.0.113.7', https: true }, async () => await client.from('cities').select('id'));
    await runForVisitor({ address: '198.51.100.9', https: true }, async () => await client.from('cities').select('id'));
    expect(seen.map((h) => h.get('x-forwarded-for'))).toEqual(['203.0.113.7', '198.51.100.9']);
    expect(seen[0]?.get('authorization')).toBe('Bearer anon-two');
  });
});
