import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, form, formHeaders, send, startSiteWithGateway, type SiteUnderTest } from './harness.ts';

/**
 * The site names each visitor's own address to the gateway (X-Forwarded-For, proven by
 * X-Proxy-Secret), so one visitor using up the sign-in budget of their address leaves everyone
 * else's untouched. Visitors are 127.0.0.2, 127.0.0.3 …; the gateway allows 3 sign-ins per address.
 */
const SECRET = 'site-to-gateway-test-secret';
let site: SiteUnderTest;

beforeAll(async () => {
  site = await startSiteWithGateway({
    siteEnv: { GATEWAY_PROXY_SECRET: SECRET },
    gatewayEnv: {
      GOTRUE_RATE_LIMIT_SIGN_IN_SIGN_UPS: '3',
      // The gateway believes the forwarded address only from the site, which proves itself with the secret.
      GATEWAY_PROXY_SECRET: SECRET,
    },
  });
  await createAccount(site, 'ravi@example.in', 'a-long-password');
}, 300_000);
afterAll(async () => {
  await site?.stop();
}, 60_000);

const signIn = (from: string, email: string, password: string) =>
  send(`${site.siteUrl}/auth`, { method: 'POST', from, headers: formHeaders(site), body: form({ mode: 'signin', email, password }) });

describe('the visitor address the gateway sees', () => {
  it('one address spending its sign-in budget does not lock out another', async () => {
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await signIn('127.0.0.2', `nobody${attempt}@example.in`, 'wrong-password')).status).toBe(400);
    }
    const refused = await signIn('127.0.0.2', 'nobody4@example.in', 'wrong-password');
    expect(refused.status).toBe(429);

    const other = await signIn('127.0.0.3', 'ravi@example.in', 'a-long-password');
    expect(other.status).toBe(303);
    expect(other.headers.location).toBe('/portal');
  });

  it('every request the site sent for a visitor carries their address and the secret', () => {
    expect(site.forwarded.length).toBeGreaterThanOrEqual(5);
    expect(new Set(site.forwarded.map((headers) => headers['x-proxy-secret']))).toEqual(new Set([SECRET]));
    expect(new Set(site.forwarded.map((headers) => headers['x-forwarded-for']))).toEqual(new Set(['127.0.0.2', '127.0.0.3']));
  });

  it("takes the socket's address, not one the visitor names", async () => {
    const before = site.forwarded.length;
    const answer = await send(`${site.siteUrl}/properties?city=Pune`, { from: '127.0.0.4', headers: { 'x-forwarded-for': '127.0.0.3' } });
    expect(answer.status).toBe(200);
    const sent = site.forwarded.slice(before);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.map((headers) => headers['x-forwarded-for'])).toEqual(sent.map(() => '127.0.0.4'));
  });
});
