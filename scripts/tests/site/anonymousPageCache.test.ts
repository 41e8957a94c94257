import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, form, formHeaders, send, startSiteWithGateway, type Answer, type SiteUnderTest } from './harness.ts';

/**
 * Anonymous home, search and listing pages are rendered once and then served from the site
 * server's memory for SITE_PAGE_CACHE_SECONDS (2 s here), one copy per address (which names the language);
 * nothing rendered for a signed-in visitor is ever kept or served to anyone else.
 */
let site: SiteUnderTest;
let session = '';

beforeAll(async () => {
  site = await startSiteWithGateway({ siteEnv: { SITE_PAGE_CACHE_SECONDS: '2' } });
  await createAccount(site, 'meera@example.in', 'a-long-password');
  const signedIn = await send(`${site.siteUrl}/auth`, {
    method: 'POST',
    headers: formHeaders(site),
    body: form({ mode: 'signin', email: 'meera@example.in', password: 'a-long-password' }),
  });
  const cookies = (signedIn.headers['set-cookie'] as string[] | undefined) ?? [];
  session = cookies.map((cookie) => cookie.split(';')[0]).filter((cookie) => /^sb-/.test(cookie ?? '')).join('; ');
}, 300_000);
afterAll(async () => {
  await site?.stop();
}, 60_000);

/** The page and how many calls the site made to the gateway to answer it. */
async function visit(path: string, headers: Record<string, string> = {}): Promise<{ answer: Answer; apiCalls: number }> {
  const before = site.forwarded.length;
  const answer = await send(`${site.siteUrl}${path}`, { headers });
  return { answer, apiCalls: site.forwarded.length - before };
}

describe('the anonymous page cache', () => {
  it('answers a second anonymous visit from memory, with its age, and renders again once it expires', async () => {
    const first = await visit('/properties?city=Pune');
    expect(first.answer.status).toBe(200);
    expect(first.apiCalls).toBeGreaterThan(0);
    const second = await visit('/properties?city=Pune');
    expect(second.answer.status).toBe(200);
    expect(second.apiCalls).toBe(0);
    expect(second.answer.text).toBe(first.answer.text);
    expect(second.answer.headers.age).toBeDefined();
    expect(second.answer.headers['cache-control']).toBe(first.answer.headers['cache-control']);
    await new Promise((resolve) => setTimeout(resolve, 2_200));
    expect((await visit('/properties?city=Pune')).apiCalls).toBeGreaterThan(0);
  });

  it('keeps one copy per address, the language being the address’s', async () => {
    await visit('/properties?city=Goa');
    const hindi = await visit('/hi/properties?city=Goa');
    expect(hindi.apiCalls).toBeGreaterThan(0);
    expect(hindi.answer.text).toContain('lang="hi-IN"');
    expect((await visit('/hi/properties?city=Goa', { cookie: 'lang=en' })).apiCalls).toBe(0);
    const english = await visit('/properties?city=Goa', { cookie: 'lang=hi' });
    expect(english.apiCalls).toBe(0);
    expect(english.answer.text).toContain('lang="en-IN"');
    expect((await visit('/properties?city=Goa&bedrooms=2')).apiCalls).toBeGreaterThan(0);
  });

  it('never keeps or serves a page for a signed-in visitor', async () => {
    expect(session).toMatch(/^sb-/);
    const personal = await visit('/properties?city=Delhi', { cookie: session });
    expect(personal.answer.status).toBe(200);
    expect(personal.answer.headers['cache-control']).toBe('private, no-store');
    const anonymous = await visit('/properties?city=Delhi');
    expect(anonymous.apiCalls).toBeGreaterThan(0);
    expect(anonymous.answer.text).not.toContain('meera@example.in');
    // A cached anonymous page is not what a signed-in visitor gets either.
    const again = await visit('/properties?city=Delhi', { cookie: session });
    expect(again.apiCalls).toBeGreaterThan(0);
    expect(again.answer.headers.age).toBeUndefined();
  });

  it('does not serve from memory to a request with any other cookie', async () => {
    await visit('/properties?city=Jaipur');
    expect((await visit('/properties?city=Jaipur', { cookie: 'flash=saved' })).apiCalls).toBeGreaterThan(0);
  });
});
