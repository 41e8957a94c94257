import { afterEach, describe, expect, it, vi } from 'vitest';
import { runForVisitor } from '../server/visitor.ts';
import { gatewayFetch } from './gatewayFetch.ts';

/** A fetch that records the headers each call carried and answers 204. */
function recorder() {
  const calls: Headers[] = [];
  const base = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    calls.push(new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined)));
    return new Response(null, { status: 204 });
  });
  return { calls, base: base as unknown as typeof fetch };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('gatewayFetch', () => {
  it('asks a gateway on this machine for uncompressed answers', async () => {
    const { calls, base } = recorder();
    const call = gatewayFetch(base, base);
    await call('http://127.0.0.1:54321/rest/v1/properties?select=id');
    await call(new URL('http://localhost:54321/auth/v1/settings'));
    await call(new Request('http://[::1]:54321/rest/v1/properties'));
    expect(calls.map((h) => h.get('accept-encoding'))).toEqual(['identity', 'identity', 'identity']);
  });

  it('sends a file to a gateway on this machine through fetch, and text through the pool', async () => {
    const remote = recorder();
    const local = recorder();
    const call = gatewayFetch(remote.base, local.base);
    await call('http://127.0.0.1:54321/storage/v1/object/property-images/avatars/me.png', { method: 'POST', body: new Blob([new Uint8Array([1, 2, 3])]) });
    await call('http://127.0.0.1:54321/rest/v1/rpc/home_listings', { method: 'POST', body: '{}' });
    expect([remote.calls.length, local.calls.length]).toEqual([1, 1]);
    expect(remote.calls[0]?.get('accept-encoding')).toBe('identity');
  });

  it('leaves a remote gateway to negotiate compression, and keeps an encoding the caller chose', async () => {
    const { calls, base } = recorder();
    const call = gatewayFetch(base, base);
    await call('https://api.rentals.example.in/rest/v1/properties');
    await call('http://127.0.0.1:54321/rest/v1/properties', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(calls.map((h) => h.get('accept-encoding'))).toEqual([null, 'gzip']);
  });

  it("names the visitor's address with the proxy secret, and keeps the caller's headers", async () => {
    vi.stubEnv('GATEWAY_PROXY_SECRET', 'site-secret');
    const { calls, base } = recorder();
    const call = gatewayFetch(base, base);
    await runForVisitor({ address: '49.36.12.7', https: true }, () =>
      call('https://api.rentals.example.in/rest/v1/enquiries', { method: 'POST', headers: { apikey: 'anon' } }));
    expect(calls[0]?.get('x-forwarded-for')).toBe('49.36.12.7');
    expect(calls[0]?.get('x-proxy-secret')).toBe('site-secret');
    expect(calls[0]?.get('apikey')).toBe('anon');
  });

  it('adds no visitor headers outside a visit or without the secret', async () => {
    const { calls, base } = recorder();
    const call = gatewayFetch(base, base);
    await runForVisitor({ address: '49.36.12.7', https: false }, () => call('http://127.0.0.1:54321/rest/v1/properties'));
    vi.stubEnv('GATEWAY_PROXY_SECRET', 'site-secret');
    await call('http://127.0.0.1:54321/rest/v1/properties');
    expect(calls.map((h) => [h.get('x-forwarded-for'), h.get('x-proxy-secret')])).toEqual([[null, null], [null, null]]);
  });
});
