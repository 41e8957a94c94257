import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, socketOrigin } from './securityHeaders.ts';

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
