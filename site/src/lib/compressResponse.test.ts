// @vitest-environment node
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressResponse } from './compressResponse.ts';

const page =
  '<!doctype html><title>Homes</title>' +
  '<p>A verified 2 BHK in Pune for ₹25,000 a month.</p>'.repeat(200);

function html(body: string | null = page, init: ResponseInit = {}): Response {
  return new Response(body, { status: 200, headers: { 'content-type': 'text/html' }, ...init });
}

async function bytes(response: Response): Promise<Buffer> {
  return Buffer.from(await response.arrayBuffer());
}

describe('compressResponse', () => {
  it('sends brotli when accepted, and the body decompresses to the page', async () => {
    const response = await compressResponse(html(), 'gzip, deflate, br');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    const body = await bytes(response);
    expect(body.length).toBeLessThan(Buffer.byteLength(page) / 5);
    expect(zlib.brotliDecompressSync(body).toString()).toBe(page);
  });

  it('sends zstd to a client that takes it, as Chrome and Firefox do', async () => {
    const length = { 'content-type': 'text/html', 'content-length': String(Buffer.byteLength(page)) };
    const response = await compressResponse(html(page, { headers: length }), 'gzip, deflate, br, zstd');
    expect(response.headers.get('content-encoding')).toBe('zstd');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    const body = await bytes(response);
    expect(Number(response.headers.get('content-length'))).toBe(body.length);
    expect(zlib.zstdDecompressSync(body).toString()).toBe(page);
    expect(body.length).toBeLessThan(Buffer.byteLength(page) / 5);
  });

  it('sends gzip to a client without brotli', async () => {
    const response = await compressResponse(html(), 'gzip');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(await bytes(response)).toString()).toBe(page);
  });

  it('sends the plain body, still saying it varies, when no encoding is accepted', async () => {
    const response = await compressResponse(html(), null);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect((await bytes(response)).toString()).toBe(page);
  });

  it('keeps the status, the other headers, and adds to an existing Vary', async () => {
    const response = await compressResponse(
      html(page, {
        status: 404,
        headers: { 'content-type': 'text/html', vary: 'Cookie', 'set-cookie': 'lang=hi' },
      }),
      'br',
    );
    expect(response.status).toBe(404);
    expect(response.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    expect(response.headers.get('set-cookie')).toBe('lang=hi');
  });

  it('leaves binary, already encoded, no-transform, tiny and empty responses alone', async () => {
    const png = await compressResponse(
      new Response(new Uint8Array(4096), { headers: { 'content-type': 'image/png' } }),
      'br',
    );
    expect(png.headers.get('content-encoding')).toBeNull();
    expect(png.headers.get('vary')).toBeNull();
    const encoded = await compressResponse(
      html(page, { headers: { 'content-type': 'text/html', 'content-encoding': 'gzip' } }),
      'br',
    );
    expect(encoded.headers.get('content-encoding')).toBe('gzip');
    const noTransform = await compressResponse(
      html(page, { headers: { 'content-type': 'text/html', 'cache-control': 'no-transform' } }),
      'br',
    );
    expect(noTransform.headers.get('content-encoding')).toBeNull();
    const tiny = await compressResponse(
      html('{"ok":1}', { headers: { 'content-type': 'application/json', 'content-length': '8' } }),
      'br',
    );
    expect(tiny.headers.get('content-encoding')).toBeNull();
    expect(await tiny.text()).toBe('{"ok":1}');
    const redirect = await compressResponse(
      new Response(null, { status: 302, headers: { location: '/auth' } }),
      'br',
    );
    expect(redirect.status).toBe(302);
    expect(redirect.body).toBeNull();
  });

  it('gives a response whose headers can be changed, even from one with immutable headers', async () => {
    const fetched = Response.json({ listings: [] });
    const response = await compressResponse(fetched, 'br');
    response.headers.set('cache-control', 'no-store');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('compresses a page of known length in one piece and gives the compressed length', async () => {
    const response = await compressResponse(html(page, { headers: { 'content-type': 'text/html', 'content-length': String(Buffer.byteLength(page)) } }), 'br');
    const body = await bytes(response);
    expect(response.headers.get('content-length'), 'the length of what is sent').toBe(String(body.length));
    expect(zlib.brotliDecompressSync(body).toString()).toBe(page);
  });

  it('compresses a body of unknown length as it streams, without a length', async () => {
    const chunks = [page.slice(0, 3000), page.slice(3000)];
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    });
    const streamed = await compressResponse(new Response(stream, { headers: { 'content-type': 'text/html' } }), 'gzip');
    expect(streamed.headers.get('content-length')).toBeNull();
    expect(zlib.gunzipSync(await bytes(streamed)).toString()).toBe(page);
    const zstd = await compressResponse(new Response(page, { headers: { 'content-type': 'text/html' } }), 'zstd');
    expect(zstd.headers.get('content-encoding')).toBe('zstd');
    expect(zlib.zstdDecompressSync(await bytes(zstd)).toString()).toBe(page);
  });
});

