import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPolicyFetch } from './policyFetch.ts';

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A fake server: answers after `delayMs`, or never; honours the abort signal like fetch does. */
function fakeFetch(delayMs: number | null = 0) {
  const seen: { url: string; headers: Headers; at: number }[] = [];
  const impl = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    seen.push({ url: String(input), headers: new Headers(init?.headers), at: Date.now() });
    return new Promise<Response>((resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      if (delayMs !== null) setTimeout(() => resolve(new Response('[]')), delayMs);
    });
  });
  return { impl: impl as unknown as typeof fetch, seen };
}

const withKey = { headers: { apikey: 'anon-key' } };

describe('policy fetch', () => {
  it('adds the default headers without overriding the caller', async () => {
    const server = fakeFetch();
    const policy = createPolicyFetch({ fetch: server.impl, clientInfo: 'rentals-web/1.0' });
    const read = policy('https://api.test/rest/v1/user_roles', withKey);
    const upload = policy('https://api.test/storage/v1/object/avatars/a.png', {
      method: 'POST',
      headers: { apikey: 'anon-key', 'content-type': 'image/png', prefer: 'return=minimal' },
      body: new Blob(['x']),
    });
    await vi.advanceTimersByTimeAsync(1_000);
    await Promise.all([read, upload]);
    const [readSeen, uploadSeen] = server.seen;
    expect(Object.fromEntries(readSeen?.headers ?? [])).toEqual({
      apikey: 'anon-key',
      'content-type': 'application/json',
      prefer: 'return=representation',
      'x-client-info': 'rentals-web/1.0',
    });
    expect(uploadSeen?.headers.get('content-type')).toBe('image/png');
    expect(uploadSeen?.headers.get('prefer')).toBe('return=minimal');
  });

  it('refuses a request without an API key', async () => {
    const policy = createPolicyFetch({ fetch: fakeFetch().impl });
    await expect(policy('https://api.test/rest/v1/x')).rejects.toThrow('Authentication configuration error - API key missing');
  });

  it('aborts after 30 s with the product message', async () => {
    const policy = createPolicyFetch({ fetch: fakeFetch(null).impl });
    const settled = expect(policy('https://api.test/rest/v1/x', withKey)).rejects.toThrow('Request timeout - please try again');
    await vi.advanceTimersByTimeAsync(30_000);
    await settled;
  });

  it('passes the caller abort through', async () => {
    const policy = createPolicyFetch({ fetch: fakeFetch(null).impl });
    const controller = new AbortController();
    const result = policy('https://api.test/rest/v1/x', { ...withKey, signal: controller.signal });
    await vi.advanceTimersByTimeAsync(0);
    controller.abort(new Error('navigated away'));
    await expect(result).rejects.toThrow('navigated away');
  });

  it('queues per domain: a third slow request waits for a free slot, another domain does not', async () => {
    const server = fakeFetch(2_000);
    const policy = createPolicyFetch({ fetch: server.impl });
    const all = [
      policy('https://api.test/a', withKey),
      policy('https://api.test/b', withKey),
      policy('https://api.test/c', withKey),
      policy('https://other.test/d', withKey),
    ];
    await vi.advanceTimersByTimeAsync(4_000);
    await Promise.all(all);
    expect(server.seen.map((s) => [new URL(s.url).pathname, s.at])).toEqual([
      ['/a', 0],
      ['/d', 0],
      ['/b', 250],
      ['/c', 2_000],
    ]);
  });

  it('raises the rate-limit error only for requests that cannot start within 30 s', async () => {
    const policy = createPolicyFetch({ fetch: fakeFetch(0).impl });
    const outcomes: string[] = [];
    for (let i = 0; i < 21; i++) {
      policy(`https://api.test/r${i}`, withKey).then(
        () => outcomes.push('ok'),
        (e: Error) => outcomes.push(e.message),
      );
    }
    await vi.advanceTimersByTimeAsync(30_000);
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(20);
    expect(outcomes.at(-1)).toBe('Rate limit exceeded for domain: api.test');
  });
});
