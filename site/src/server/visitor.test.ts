import { describe, expect, it } from 'vitest';
import { trustedProxies, visitorOf } from './visitor.ts';

const request = (remoteAddress: string, headers: Record<string, string> = {}, encrypted = false) => ({
  socket: { remoteAddress, encrypted },
  headers,
});

describe('visitorOf', () => {
  const none = trustedProxies('');
  const proxies = trustedProxies('10.0.0.0/8, 192.168.1.5, ::1');

  it("is the socket's peer when no proxy is trusted, whatever the headers say", () => {
    expect(visitorOf(request('203.0.113.7', { 'x-forwarded-for': '198.51.100.1', 'x-forwarded-proto': 'https' }), none)).toEqual({
      address: '203.0.113.7',
      https: false,
    });
  });

  it('reads IPv4 peers written as IPv6', () => {
    expect(visitorOf(request('::ffff:127.0.0.2'), none).address).toBe('127.0.0.2');
  });

  it('takes the right-most address not added by a trusted proxy', () => {
    const forwarded = { 'x-forwarded-for': '198.51.100.9, 203.0.113.7, 10.1.2.3', 'x-forwarded-proto': 'https' };
    expect(visitorOf(request('192.168.1.5', forwarded), proxies)).toEqual({ address: '203.0.113.7', https: true });
  });

  it('believes neither header from a peer that is not a trusted proxy', () => {
    expect(visitorOf(request('203.0.113.8', { 'x-forwarded-for': '10.0.0.1', 'x-forwarded-proto': 'https' }), proxies)).toEqual({
      address: '203.0.113.8',
      https: false,
    });
  });

  it('stops at an entry that is not an address', () => {
    expect(visitorOf(request('::1', { 'x-forwarded-for': 'unknown, 10.0.0.2' }), proxies).address).toBe('10.0.0.2');
  });

  it('is https on an encrypted socket', () => {
    expect(visitorOf(request('203.0.113.7', {}, true), none).https).toBe(true);
  });

  it('refuses a malformed setting', () => {
    expect(() => trustedProxies('10.0.0.0/33')).toThrow(/SITE_TRUSTED_PROXIES/);
    expect(() => trustedProxies('proxy.example')).toThrow(/SITE_TRUSTED_PROXIES/);
  });
});
