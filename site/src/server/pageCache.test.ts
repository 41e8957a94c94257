import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createPageCache, pageCacheKey, pageCacheTtlMs, sharedAnswer, type PageCacheOptions } from './pageCache.ts';

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

/** A server whose pages are rendered by `render` behind the cache; `renders` counts the renders. */
async function serverWith(options: Partial<PageCacheOptions>, render: (url: string) => { cacheControl: string; body: string; setCookie?: string }) {
  let clock = 0;
  const cache = createPageCache({ ttlMs: 30_000, maxBytes: 1_000, maxEntryBytes: 600, ownHeaders: ['x-frame-options'], now: () => clock, ...options });
  const counter = { renders: 0 };
  const server = http.createServer((req, res) => {
    res.setHeader('X-Frame-Options', 'DENY');
    if (cache.serve(req, res)) return;
    cache.record(req, res);
    counter.renders += 1;
    const page = render(req.url ?? '/');
    res.setHeader('Cache-Control', page.cacheControl);
    if (page.setCookie) res.setHeader('Set-Cookie', page.setCookie);
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.write(page.body.slice(0, 3));
    res.end(page.body.slice(3));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}${path}`, { headers });
    return { status: response.status, age: response.headers.get('age'), body: await response.text() };
  };
  return { cache, counter, get, tick: (ms: number) => void (clock += ms) };
}

const PUBLIC = 'public, max-age=60, stale-while-revalidate=300';

describe('the anonymous page cache', () => {
  it('serves a public page from memory until it is older than its time to live', async () => {
    const site = await serverWith({}, (url) => ({ cacheControl: PUBLIC, body: `<p>${url}</p>` }));
    expect((await site.get('/property/abc')).body).toBe('<p>/property/abc</p>');
    site.tick(29_000);
    const kept = await site.get('/property/abc');
    expect(kept).toEqual({ status: 200, age: '29', body: '<p>/property/abc</p>' });
    expect(site.counter.renders).toBe(1);
    site.tick(1_000);
    expect((await site.get('/property/abc')).age).toBeNull();
    expect(site.counter.renders).toBe(2);
  });

  it('keeps no private page, no page setting a cookie, and no page outside home, search and listing', async () => {
    const site = await serverWith({}, (url) => ({
      cacheControl: url.includes('private') ? 'private, no-store' : PUBLIC,
      setCookie: url.includes('cookie') ? 'flash=1' : undefined,
      body: 'page',
    }));
    for (const path of ['/properties?private', '/properties?cookie', '/about', '/portal']) {
      await site.get(path);
      await site.get(path);
    }
    expect(site.counter.renders).toBe(8);
    expect(site.cache.size().entries).toBe(0);
  });

  it('holds its memory to the bound, the least recently used page going first', async () => {
    const site = await serverWith({}, () => ({ cacheControl: PUBLIC, body: 'x'.repeat(400) }));
    await site.get('/property/1');
    await site.get('/property/2');
    await site.get('/property/1');
    await site.get('/property/3');
    expect(site.cache.size()).toEqual({ entries: 2, bytes: 800 });
    await site.get('/property/1');
    expect(site.counter.renders).toBe(3);
    await site.get('/property/2');
    expect(site.counter.renders).toBe(4);
    const big = await serverWith({}, () => ({ cacheControl: PUBLIC, body: 'x'.repeat(700) }));
    await big.get('/');
    expect(big.cache.size().entries).toBe(0);
  });
});

describe('what the cache keys on', () => {
  const key = (url: string, headers: Record<string, string> = {}, method = 'GET') => pageCacheKey({ method, url, headers } as never);

  it('the address (which names the language) and the encoding the visitor accepts', () => {
    expect(key('/properties?city=Pune')).toBe('identity /properties?city=Pune');
    expect(key('/properties?city=Pune', { cookie: 'lang=hi', 'accept-encoding': 'gzip, br' })).toBe('br /properties?city=Pune');
    expect(key('/hi/properties?city=Pune', { 'accept-encoding': 'gzip, br' })).toBe('br /hi/properties?city=Pune');
    // What Chrome sends: the page goes out as zstd (compressResponse), and is kept apart from brotli's.
    expect(key('/hi/properties?city=Pune', { 'accept-encoding': 'gzip, deflate, br, zstd' })).toBe('zstd /hi/properties?city=Pune');
    expect(key('/hi', { cookie: 'lang=en' })).toBe('identity /hi');
    expect(key('/hi/property/7')).toBe('identity /hi/property/7');
    expect(key('/', { cookie: 'lang=xx' }, 'HEAD')).toBe('identity /');
  });

  it('the same with a session or any other cookie: the page reads none', () => {
    expect(key('/property/7', { cookie: 'lang=hi; sb-x-auth-token=abc' })).toBe('identity /property/7');
    expect(key('/hi', { cookie: 'flash=saved' })).toBe('identity /hi');
  });

  it('nothing for a write or another page', () => {
    expect(key('/', {}, 'POST')).toBeNull();
    expect(key('/portal')).toBeNull();
    expect(key('/property/a/b')).toBeNull();
    expect(key('/hi/about')).toBeNull();
  });

  it('an answer public, 200 and without a cookie', () => {
    expect(sharedAnswer(200, { 'cache-control': PUBLIC })).toBe(true);
    expect(sharedAnswer(200, { 'cache-control': 'private, no-store' })).toBe(false);
    expect(sharedAnswer(200, { 'cache-control': 'public, no-cache' })).toBe(false);
    expect(sharedAnswer(404, { 'cache-control': PUBLIC })).toBe(false);
    expect(sharedAnswer(200, { 'cache-control': PUBLIC, 'set-cookie': ['a=1'] })).toBe(false);
  });

  it('SITE_PAGE_CACHE_SECONDS from 0 to 60', () => {
    expect(pageCacheTtlMs({})).toBe(30_000);
    expect(pageCacheTtlMs({ SITE_PAGE_CACHE_SECONDS: '0' })).toBe(0);
    expect(() => pageCacheTtlMs({ SITE_PAGE_CACHE_SECONDS: '61' })).toThrow(/0 to 60/);
  });
});
