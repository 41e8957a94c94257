import zlib from 'node:zlib';
import { expect, test } from '../src/fixtures.ts';

// The request API decompresses gzip and brotli itself; the headers say what went over the wire.
const BROTLI = { 'Accept-Encoding': 'gzip, deflate, br' };
const GZIP_ONLY = { 'Accept-Encoding': 'gzip' };
// What Chrome and Firefox send. The request API leaves zstd as it came.
const CHROME = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };

test('pages, scripts and robots.txt go out compressed, with cache lifetimes by kind', async ({
  request,
}) => {
  const home = await request.get('/', { headers: BROTLI });
  expect(home.status()).toBe(200);
  expect(home.headers()['content-encoding']).toBe('br');
  expect(home.headers()['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
  // The same page for everyone at one address: a CDN keys on the address and the encoding only.
  expect(home.headers()['vary']).toContain('Accept-Encoding');
  expect(home.headers()['vary']).not.toContain('Cookie');
  expect(await home.text()).toMatch(/<h1[ >].*<\/html>/s);

  const gzipHome = await request.get('/', { headers: GZIP_ONLY });
  expect(gzipHome.headers()['content-encoding']).toBe('gzip');
  // A rendered page goes to Chrome as zstd; the build's files stay brotli, compressed at build time.
  const zstdHome = await request.get('/', { headers: CHROME });
  expect(zstdHome.headers()['content-encoding']).toBe('zstd');
  expect(zlib.zstdDecompressSync(await zstdHome.body()).toString()).toMatch(/<h1[ >].*<\/html>/s);

  const session = { ...BROTLI, Cookie: 'sb-127-auth-token=base64-e30' };
  const signedIn = await request.get('/', { headers: session });
  expect(signedIn.headers()['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
  expect(signedIn.headers()['vary']).not.toContain('Cookie');
  expect(signedIn.headers()['set-cookie']).toBeUndefined();
  // Any other page rendered for a session is never stored.
  const personal = await request.get('/properties/create', { headers: session, maxRedirects: 0 });
  expect(personal.headers()['cache-control']).toBe('private, no-store');

  const admin = await request.get('/admin', { headers: BROTLI });
  expect(admin.headers()['content-encoding']).toBe('br');
  expect(admin.headers()['cache-control']).toBe('private, no-store');
  // The back office is one client-only island; its script is the biggest file the site sends.
  const scripts = [
    ...(await admin.text()).matchAll(/(?:component-url|renderer-url|src)="(\/_astro\/[^"]+\.js)"/g),
  ].map((m) => m[1]!);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of new Set(scripts)) {
    const brotli = await request.get(script, { headers: BROTLI });
    expect(brotli.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers()['content-type']).toBe('text/javascript; charset=utf-8');
    const sent = Number(brotli.headers()['content-length']);
    const plain = (await brotli.body()).length;
    // Below 1 KB (a chunk that only re-exports another) compression saves nothing: sent as it is.
    if (plain < 1024) {
      expect(brotli.headers()['content-encoding'], script).toBeUndefined();
      continue;
    }
    expect(brotli.headers()['content-encoding'], script).toBe('br');
    expect(sent, `${script}: ${sent} bytes sent for ${plain}`).toBeLessThan(plain / 2);
    const gzip = await request.get(script, { headers: GZIP_ONLY });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    // Compressed once at build time, at brotli's strongest: smaller than zstd would make it on the fly.
    const chrome = await request.get(script, { headers: CHROME });
    expect(chrome.headers()['content-encoding']).toBe('br');
  }

  const robots = await request.get('/robots.txt', { headers: BROTLI });
  expect(robots.headers()['content-encoding']).toBe('br');
  expect(robots.headers()['cache-control']).toBe('public, max-age=86400');
  expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');

  const icon = await request.get('/favicon.svg', { headers: BROTLI });
  expect(icon.headers()['cache-control']).toBe('public, max-age=86400');
});
