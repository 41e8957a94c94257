import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, form, formHeaders, send, startSiteWithGateway, type Answer, type SiteUnderTest } from './harness.ts';

/**
 * Every response of the site carries the security headers and one Content-Security-Policy that
 * names each inline script of the page by its hash; HSTS and Secure cookies only over https, which
 * the site learns from X-Forwarded-Proto only when its trusted proxy (127.0.0.5) says so.
 */
let site: SiteUnderTest;
const PROXY = '127.0.0.5';

beforeAll(async () => {
  site = await startSiteWithGateway({ siteEnv: { SITE_TRUSTED_PROXIES: PROXY } });
  await createAccount(site, 'leela@example.in', 'a-long-password');
}, 300_000);
afterAll(async () => {
  await site?.stop();
}, 60_000);

function expectHeaders(answer: Answer): void {
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['x-frame-options']).toBe('DENY');
  expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const policy = answer.headers['content-security-policy'] as string;
  expect(policy).toContain("default-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  expect(/script-src [^;]*'unsafe-(inline|eval)'/.test(policy)).toBe(false);
}

/** The inline scripts of an HTML page (data blocks such as JSON-LD are not scripts a policy governs). */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
const sha256 = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

describe('security headers', () => {
  const pages = ['/', '/about', '/contact', '/properties?city=Pune', '/auth', '/auth?mode=signup', '/admin', '/admin/login', '/no-such-page'];

  it.each(pages)('%s carries them, and its policy names each of its inline scripts', async (path) => {
    const answer = await send(`${site.siteUrl}${path}`);
    expect([200, 404]).toContain(answer.status);
    expectHeaders(answer);
    expect(answer.headers['strict-transport-security']).toBeUndefined();
    const scripts = inlineScripts(answer.text);
    for (const script of scripts) expect(answer.headers['content-security-policy']).toContain(sha256(script));
  });

  it.each([
    ['a portal page (redirect to sign in)', '/portal/user', 'GET'],
    ['a build file', '/favicon.svg', 'GET'],
    ['the language switch', '/language?to=hi&next=/', 'GET'],
    ['an oversized post', '/contact/submit', 'POST'],
    ['an unreadable address', '/properties?city=%00', 'GET'],
  ])('%s carries them', async (_what, path, method) => {
    const answer = await send(`${site.siteUrl}${path}`, method === 'POST' ? { method, headers: formHeaders(site), streamBytes: 1024 * 1024 } : {});
    expectHeaders(answer);
  });

  it('adds HSTS only when the trusted proxy says the visitor came over https', async () => {
    const proxied = await send(`${site.siteUrl}/`, { from: PROXY, headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' } });
    expect(proxied.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const claimed = await send(`${site.siteUrl}/`, { from: '127.0.0.6', headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('the session cookie', () => {
  const signIn = (from: string, headers: Record<string, string> = {}) =>
    send(`${site.siteUrl}/auth`, {
      method: 'POST',
      from,
      headers: { ...formHeaders(site), ...headers },
      body: form({ mode: 'signin', email: 'leela@example.in', password: 'a-long-password' }),
    });
  const sessionCookies = (answer: Answer) => ((answer.headers['set-cookie'] as string[] | undefined) ?? []).filter((cookie) => /^sb-[^=]+-auth-token/.test(cookie));

  it('lives 30 days, is readable by the islands, Lax, and not Secure over http', async () => {
    const answer = await signIn('127.0.0.2');
    expect(answer.status).toBe(303);
    const cookies = sessionCookies(answer);
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) {
      expect(cookie).toContain('Max-Age=2592000');
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).not.toMatch(/HttpOnly/i);
      expect(cookie).not.toMatch(/;\s*Secure/i);
    }
  });

  it('is Secure when the trusted proxy says https, and only then', async () => {
    const proxied = sessionCookies(await signIn(PROXY, { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.8' }));
    expect(proxied.length).toBeGreaterThan(0);
    for (const cookie of proxied) expect(cookie).toMatch(/;\s*Secure/i);
    const claimed = sessionCookies(await signIn('127.0.0.6', { 'x-forwarded-proto': 'https' }));
    expect(claimed.length).toBeGreaterThan(0);
    for (const cookie of claimed) expect(cookie).not.toMatch(/;\s*Secure/i);
  });
});
