import { afterEach, describe, expect, it } from 'vitest';
import { createConsoleClient } from './supabase.ts';

const URL_ = 'http://api.example.test';
const KEY = 'anon-key';

interface Sent {
  url: string;
  method: string;
  headers: Headers;
}

/** A fetch that records each request and answers the sign-in with a session, anything else with []. */
function recordingFetch(sent: Sent[]): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    sent.push({ url, method: init?.method ?? 'GET', headers: new Headers(init?.headers) });
    if (url.includes('/auth/v1/token')) {
      const now = Math.floor(Date.now() / 1000);
      return new Response(JSON.stringify({
        access_token: 'session-token', token_type: 'bearer', expires_in: 3600, expires_at: now + 3600,
        refresh_token: 'refresh', user: { id: '00000000-0000-4000-8000-000000000001', aud: 'authenticated', email: 'a@b.in', app_metadata: {}, user_metadata: {}, created_at: new Date().toISOString() },
      }), { status: 200, headers: { 'content-type': 'application/json' } });
    }
    return new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } });
  };
}

afterEach(() => localStorage.clear());

describe('the console client', () => {
  it('sends the key, and the key as the bearer, while signed out', async () => {
    const sent: Sent[] = [];
    const client = createConsoleClient(URL_, KEY, recordingFetch(sent));
    await client.from('properties').select('id').eq('city', 'Pune');
    await client.rpc('has_role', { _role: 'admin' });
    const [read, call] = sent.filter((s) => s.url.includes('/rest/v1/'));
    expect(read?.url).toBe(`${URL_}/rest/v1/properties?select=id&city=eq.Pune`);
    expect(read?.headers.get('apikey')).toBe(KEY);
    expect(read?.headers.get('authorization')).toBe(`Bearer ${KEY}`);
    expect(call?.url).toBe(`${URL_}/rest/v1/rpc/has_role`);
    expect(call?.method).toBe('POST');
  });

  it('sends the session\'s token once signed in, and keeps the session where supabase-js keeps it', async () => {
    const sent: Sent[] = [];
    const client = createConsoleClient(URL_, KEY, recordingFetch(sent));
    const { error } = await client.auth.signInWithPassword({ email: 'a@b.in', password: 'secret1' });
    expect(error).toBeNull();
    const signIn = sent.find((s) => s.url.includes('/auth/v1/token'));
    expect(signIn?.headers.get('apikey')).toBe(KEY);
    await client.from('profiles').select('*');
    const read = sent.filter((s) => s.url.includes('/rest/v1/profiles')).at(-1);
    expect(read?.headers.get('authorization')).toBe('Bearer session-token');
    // supabase-js's key for this address: a session signed in before this build stays signed in.
    expect(JSON.parse(localStorage.getItem('sb-api-auth-token') ?? '{}').access_token).toBe('session-token');
  });
});
