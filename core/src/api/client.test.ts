import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { Database } from '../generated/database.ts';
import { createApiClient } from './client.ts';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('createApiClient', () => {
  it('sends the key, JSON, return=representation and client info on table reads', async () => {
    const fetchImpl = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify([{ role: 'admin' }]), { headers: { 'content-type': 'application/json' } }),
    );
    const client = createApiClient({ url: 'http://api.test', anonKey: 'anon-key', storage: memoryStorage(), fetch: fetchImpl });
    const { data, error } = await client.from('user_roles').select('role').eq('user_id', 'u1');
    expect(error).toBeNull();
    expect(data).toEqual([{ role: 'admin' }]);
    const [input, init] = fetchImpl.mock.calls[0] ?? [];
    expect(String(input)).toBe('http://api.test/rest/v1/user_roles?select=role&user_id=eq.u1');
    const headers = new Headers(init?.headers);
    expect(headers.get('apikey')).toBe('anon-key');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('prefer')).toBe('return=representation');
    expect(headers.get('x-client-info')).toBe('rentals-web/1.0');
  });

  it('types tables, functions and enums from the generated Database', async () => {
    const fetchImpl = vi.fn(async () => new Response('true', { headers: { 'content-type': 'application/json' } }));
    const client = createApiClient<Database>({ url: 'http://api.test', anonKey: 'anon-key', storage: memoryStorage(), fetch: fetchImpl });
    const { data } = await client.rpc('has_role', { _user_id: 'u1', _role: 'admin' });
    expect(data).toBe(true);
    expectTypeOf(data).toEqualTypeOf<boolean | null>();
    expectTypeOf(client.from('user_roles').select('role'))
      .resolves.toHaveProperty('data')
      .toEqualTypeOf<{ role: Database['public']['Enums']['app_role'] }[] | null>();
  });

  it('uses the PKCE flow and keeps its verifier in the given storage', async () => {
    const storage = memoryStorage();
    const client = createApiClient({ url: 'http://api.test', anonKey: 'anon-key', storage, fetch: vi.fn() });
    const { data } = await client.auth.signInWithOAuth({ provider: 'google', options: { skipBrowserRedirect: true } });
    const url = new URL(data.url ?? '');
    expect(url.searchParams.get('code_challenge_method')).toBe('s256');
    expect([...storage.data.keys()].some((k) => k.endsWith('-code-verifier'))).toBe(true);
  });

  it.each(['', '   '])('refuses a missing API key (%j)', (anonKey) => {
    expect(() => createApiClient({ url: 'http://api.test', anonKey })).toThrow('Authentication configuration error - API key missing');
  });
});
