import { beforeEach, describe, expect, it, vi } from 'vitest';
import { contentSecurityPolicy, socketOrigin } from './securityHeaders.ts';

// apiOriginOf keeps its last answer in the module: each test starts from a fresh copy.
async function freshApiOriginOf() {
  vi.resetModules();
  return (await import('./securityHeaders.ts')).apiOriginOf;
}

describe('apiOriginOf', () => {
  let apiOriginOf: Awaited<ReturnType<typeof freshApiOriginOf>>;
  beforeEach(async () => {
    apiOriginOf = await freshApiOriginOf();
  });

  it('answers null for a missing setting, asked first', () => {
    expect(apiOriginOf(undefined)).toBeNull();
  });

  it('answers each setting for itself when the setting changes between calls', () => {
    expect(apiOriginOf('http://localhost:54321/rest')).toBe('http://localhost:54321');
    expect(apiOriginOf('http://localhost:54321/rest')).toBe('http://localhost:54321');
    expect(apiOriginOf(undefined)).toBeNull();
    expect(apiOriginOf('not a url')).toBeNull();
    expect(apiOriginOf('https://api.example.in')).toBe('https://api.example.in');
  });
});

const connectSrc = (policy: string) => policy.split('; ').find((directive) => directive.startsWith('connect-src '));

describe('the content security policy', () => {
  it('lets pages reach the API and its Realtime WebSocket, over TLS when the API is', () => {
    expect(connectSrc(contentSecurityPolicy({ apiOrigin: 'http://localhost:54321' }))).toBe("connect-src 'self' http://localhost:54321 ws://localhost:54321");
    expect(connectSrc(contentSecurityPolicy({ apiOrigin: 'https://api.rentals.in' }))).toBe("connect-src 'self' https://api.rentals.in wss://api.rentals.in");
    expect(connectSrc(contentSecurityPolicy())).toBe("connect-src 'self'");
  });

  it('names a WebSocket origin only for an http or https API', () => {
    expect(socketOrigin('https://api.rentals.in')).toBe('wss://api.rentals.in');
    expect(socketOrigin('ftp://files.example')).toBeNull();
  });
});
