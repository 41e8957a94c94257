import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, form, formHeaders, send, startSiteWithGateway, type Answer, type SiteUnderTest } from './harness.ts';

/**
 * Home, search and listing pages are rendered once and then served from the site server's memory
 * for SITE_PAGE_CACHE_SECONDS (2 s here), one copy per address (which names the language), to
 * everyone: they are the same HTML with or without a session. Nothing personal is in them, and an
 * answer that sets a cookie is never kept.
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

  it('serves a signed-in visitor the same page, with nothing of theirs in it, and no Vary: Cookie', async () => {
    expect(session).toMatch(/^sb-/);
    const personal = await visit('/properties?city=Delhi', { cookie: session });
    expect(personal.answer.status).toBe(200);
    expect(personal.answer.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(String(personal.answer.headers.vary ?? '')).not.toMatch(/cookie/i);
    expect(personal.answer.headers['set-cookie']).toBeUndefined();
    expect(personal.answer.text).not.toContain('meera@example.in');
    const anonymous = await visit('/properties?city=Delhi');
    expect(anonymous.apiCalls).toBe(0);
    expect(anonymous.answer.text).toBe(personal.answer.text);
    const again = await visit('/properties?city=Delhi', { cookie: `${session}; flash=saved` });
    expect(again.apiCalls).toBe(0);
    expect(again.answer.headers.age).toBeDefined();
  });

  it('does not keep a page outside home, search and listing, nor serve one from memory', async () => {
    await visit('/properties/create', { cookie: session });
    expect((await visit('/properties/create', { cookie: session })).answer.headers.age).toBeUndefined();
  });
});
