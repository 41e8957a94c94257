import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFF_SITE_CORPUS } from '../../../site/src/testing/offSitePaths.ts';
import { createAccount, form, formHeaders, send, startSiteWithGateway, type SiteUnderTest } from './harness.ts';

/**
 * Through the running site: a `next` never leads off the site (/language, and /auth after a real
 * sign-in), and an address the site cannot read is a 400 page, not a 503.
 */
let site: SiteUnderTest;

beforeAll(async () => {
  site = await startSiteWithGateway();
  await createAccount(site, 'meera@example.in', 'a-long-password');
}, 300_000);
afterAll(async () => {
  await site?.stop();
}, 60_000);

/** Where a browser goes with this Location: same origin, or the test fails with the address. */
function expectOnSite(location: string | undefined): void {
  expect(location).toBeTypeOf('string');
  expect(location!.startsWith('/') && !location!.startsWith('//') && !location!.includes('\\')).toBe(true);
  expect(new URL(location!, site.siteUrl).origin).toBe(new URL(site.siteUrl).origin);
}

describe('destinations named in next', () => {
  it.each(OFF_SITE_CORPUS)('the language switch stays on the site for next=%j', async (next) => {
    const answer = await send(`${site.siteUrl}/language?${new URLSearchParams({ to: 'en', next })}`);
    // Control characters make the whole address unreadable: a 400 page, which leads nowhere.
    if (/[\t\n\r\0]/.test(next)) {
      expect(answer.status).toBe(400);
      expect(answer.headers.location).toBeUndefined();
      return;
    }
    expect(answer.status).toBe(303);
    expectOnSite(answer.headers.location as string);
    expect(answer.headers.location).toBe('/');
  });

  it('the language switch still goes back to a page of the site, at its address in the language chosen', async () => {
    const answer = await send(`${site.siteUrl}/language?${new URLSearchParams({ to: 'hi', next: '/properties?city=Pune' })}`);
    expect(answer.headers.location).toBe('/hi/properties?city=Pune');
    const back = await send(`${site.siteUrl}/language?${new URLSearchParams({ to: 'en', next: '/hi/properties?city=Pune' })}`);
    expect(back.headers.location).toBe('/properties?city=Pune');
  });

  it.each(['/.//evil.example/login', '/..//evil.example/session-expired', '/%2e//evil.example'])(
    'signing in with next=%j lands on the portal',
    async (next) => {
      const answer = await send(`${site.siteUrl}/auth?${new URLSearchParams({ next })}`, {
        method: 'POST',
        from: '127.0.0.2',
        headers: formHeaders(site),
        body: form({ mode: 'signin', email: 'meera@example.in', password: 'a-long-password' }),
      });
      expect(answer.status).toBe(303);
      expect(answer.headers.location).toBe('/portal');
    },
  );
});

describe('addresses the site cannot read', () => {
  it.each(['/properties?city=%00', '/properties?city=Pu%00ne', '/properties?city=%FF', '/properties?city=%0d%0aX', '/about%00'])(
    '%s is a 400 page',
    async (path) => {
      const answer = await send(`${site.siteUrl}${path}`);
      expect(answer.status).toBe(400);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.text).toContain('We could not read that address');
    },
  );

  it('a search the site can read still answers', async () => {
    expect((await send(`${site.siteUrl}/properties?city=Pune`)).status).toBe(200);
  });
});

describe('a listing that is not there', () => {
  const missing = '/property/00000000-0000-4000-8000-000000000000';

  it('is the not-found page in the language of its address, whatever the cookie says', async () => {
    const hindi = await send(`${site.siteUrl}/hi${missing}`, { headers: { cookie: 'lang=en' } });
    expect(hindi.status).toBe(404);
    expect(hindi.text).toContain('<html lang="hi-IN"');
    const english = await send(`${site.siteUrl}${missing}`, { headers: { cookie: 'lang=hi' } });
    expect(english.status).toBe(404);
    expect(english.text).toContain('<html lang="en-IN"');
  });
});
