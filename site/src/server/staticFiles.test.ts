// @vitest-environment node
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStaticHandler } from './staticFiles.ts';

const script = 'console.log("A 2 BHK in Pune");\n'.repeat(100);
const aboutPage = `<!doctype html><h1>About Rentals.in</h1>${'<p>Verified homes.</p>'.repeat(60)}`;
let parent: string;
let root: string;
let server: http.Server;
let base: string;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A raw request (no automatic decompression), so the test sees exactly what was sent. */
function get(
  pathname: string,
  headers: http.OutgoingHttpHeaders = {},
  method = 'GET',
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${pathname}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  parent = fs.mkdtempSync(path.join(os.tmpdir(), 'static-'));
  root = path.join(parent, 'client');
  const write = (relative: string, content: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
    fs.writeFileSync(path.join(root, relative), content);
  };
  write('_astro/app.abc123.js', script);
  write('_astro/app.abc123.js.br', zlib.brotliCompressSync(script));
  write('_astro/app.abc123.js.gz', zlib.gzipSync(script));
  write('about/index.html', aboutPage);
  write('about/index.html.br', zlib.brotliCompressSync(aboutPage));
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('og-default.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  write('.secret', 'hidden');
  fs.writeFileSync(path.join(parent, 'outside.txt'), 'outside');
  const serve = createStaticHandler(root);
  server = http.createServer((req, res) => {
    void serve(req, res).then((served) => {
      if (!served) res.writeHead(418).end('rendered');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(parent, { recursive: true, force: true });
});

describe('static files', () => {
  it('sends the brotli copy of a hashed asset to a client that accepts it, cached for a year', async () => {
    const answer = await get('/_astro/app.abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  it('sends the gzip copy without brotli, and the plain file without either', async () => {
    const gzip = await get('/_astro/app.abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(script);
    const plain = await get('/_astro/app.abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect(plain.headers.etag).not.toBe(gzip.headers.etag);
  });

  it('serves a prerendered page for its clean URL, with the static-page lifetime', async () => {
    for (const pathname of ['/about', '/about/', '/about/index.html']) {
      const answer = await get(pathname, { 'accept-encoding': 'br' });
      expect(answer.status, pathname).toBe(200);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['cache-control']).toBe(
        'public, max-age=3600, stale-while-revalidate=86400',
      );
      expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(aboutPage);
    }
  });

  it('keeps other public files a day and sends files without copies as they are', async () => {
    const icon = await get('/favicon.svg', { 'accept-encoding': 'br' });
    expect(icon.headers['cache-control']).toBe('public, max-age=86400');
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.headers.vary).toBeUndefined();
    const png = await get('/og-default.png', { 'accept-encoding': 'br' });
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-encoding']).toBeUndefined();
  });

  it('answers a matching If-None-Match with 304 and HEAD without a body', async () => {
    const first = await get('/_astro/app.abc123.js', { 'accept-encoding': 'br' });
    const again = await get('/_astro/app.abc123.js', {
      'accept-encoding': 'br',
      'if-none-match': first.headers.etag!,
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await get('/_astro/app.abc123.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
    expect(head.body.length).toBe(0);
  });

  it('leaves every other request to the renderer: pages, folders, hidden files, paths outside, other methods', async () => {
    for (const pathname of [
      '/',
      '/properties',
      '/_astro',
      '/.secret',
      '/../outside.txt',
      '/%2e%2e/outside.txt',
      '/%E0%A4%A',
    ]) {
      expect((await get(pathname)).status, pathname).toBe(418);
    }
    expect((await get('/favicon.svg', {}, 'POST')).status).toBe(418);
  });

  it('looks nothing up on disk for a page it leaves to the renderer: the files were listed when it started', async () => {
    const lookups = vi.spyOn(fs, 'statSync');
    const opened = vi.spyOn(fs, 'existsSync');
    for (const pathname of ['/properties', '/property/3f2a9c1e', '/portal/tenant/']) expect((await get(pathname)).status, pathname).toBe(418);
    expect(lookups, 'statSync').not.toHaveBeenCalled();
    expect(opened, 'existsSync').not.toHaveBeenCalled();
    lookups.mockRestore();
    opened.mockRestore();
  });
});

