import { afterEach, describe, expect, it, vi } from 'vitest';
import { authenticate, CACHE_SIZE, effectiveAuthorization, knownIdentity } from './apikey.ts';
import { signJwt } from './jwt.ts';
import type { ProjectKeys } from './keys.ts';

const secret = 'a-test-secret-that-is-long-enough-for-hs256-apikey-cache';
const keys = { anonKey: 'anon-key', serviceRoleKey: 'service-key', jwtSecret: secret } as ProjectKeys;

afterEach(() => vi.useRealTimers());

describe('effectiveAuthorization', () => {
  it('takes the apikey from the header, else from the query, and refuses others', () => {
    expect(effectiveAuthorization(new Headers({ apikey: 'anon-key' }), '', keys)).toBe('Bearer anon-key');
    expect(effectiveAuthorization(new Headers(), 'select=id&apikey=service-key', keys)).toBe('Bearer service-key');
    expect(effectiveAuthorization(new Headers({ apikey: 'anon-key', authorization: 'Bearer user.jwt.here' }), '', keys))
      .toBe('Bearer user.jwt.here');
    expect(() => effectiveAuthorization(new Headers(), 'select=id', keys)).toThrow();
    expect(() => effectiveAuthorization(new Headers({ apikey: 'someone-else' }), '', keys)).toThrow();
  });
});

describe('knownIdentity', () => {
  it('knows anon without a token, and a token only once it has been verified', async () => {
    expect(knownIdentity(null, secret)).toEqual({ role: 'anon', claims: { role: 'anon' }, claimsJson: '{"role":"anon"}' });
    const token = await signJwt({ sub: 'u-known', role: 'authenticated' }, secret, 3600);
    expect(knownIdentity(`Bearer ${token}`, secret)).toBeUndefined();
    const verified = await authenticate(`Bearer ${token}`, secret);
    expect(verified).toMatchObject({ role: 'authenticated', claims: { sub: 'u-known' } });
    expect(JSON.parse(verified.claimsJson)).toEqual(verified.claims);
    expect(knownIdentity(`Bearer ${token}`, secret)).toBe(verified);
    expect(knownIdentity(`Bearer ${token}`, `${secret}-rotated`)).toBeUndefined();
  });

  it('keeps a token in use when more than CACHE_SIZE others are verified after it', async () => {
    const busySecret = `${secret}-busy`;
    const busy = await signJwt({ sub: 'u-busy', role: 'authenticated' }, busySecret, 3600);
    const others = await Promise.all(Array.from({ length: CACHE_SIZE }, (_, i) => signJwt({ sub: `u-${i}` }, busySecret, 3600)));
    const first = others[0] as string;
    await authenticate(`Bearer ${busy}`, busySecret);
    for (const [i, token] of others.entries()) {
      await authenticate(`Bearer ${token}`, busySecret);
      // The busy user's calls keep coming while the others sign in.
      if (i % 100 === 0) expect(knownIdentity(`Bearer ${busy}`, busySecret)).toBeDefined();
    }
    expect(knownIdentity(`Bearer ${busy}`, busySecret)).toMatchObject({ claims: { sub: 'u-busy' } });
    // The least recently used went instead: the first of the others, not seen since it was verified.
    expect(knownIdentity(`Bearer ${first}`, busySecret)).toBeUndefined();
  });

  it('forgets a token once it has expired, and authenticate then refuses it', async () => {
    const token = await signJwt({ sub: 'u-expiring', role: 'authenticated' }, secret, 60);
    await authenticate(`Bearer ${token}`, secret);
    expect(knownIdentity(`Bearer ${token}`, secret)).toBeDefined();
    vi.useFakeTimers({ now: Date.now() + 120_000, toFake: ['Date'] });
    expect(knownIdentity(`Bearer ${token}`, secret)).toBeUndefined();
    await expect(authenticate(`Bearer ${token}`, secret)).rejects.toMatchObject({ status: 401 });
  });
});
