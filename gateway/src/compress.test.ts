import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import zlib from 'node:zlib';
import { compressResponses, MIN_COMPRESS_BYTES, withPlainText } from './compress.ts';

/** An app answering `text` with `headers`, counting how often the middleware asked for the body. */
function appAnswering(text: string, headers: Record<string, string>, plain = false): { app: Hono; bodyReads: () => number } {
  let reads = 0;
  const app = new Hono();
  app.use('*', compressResponses());
  app.get('/', () => {
    const response = new Response(text, { headers });
    if (plain) withPlainText(response, text);
    const body = response.body;
    Object.defineProperty(response, 'body', {
      get() {
        reads += 1;
        return body;
      },
    });
    return response;
  });
  return { app, bodyReads: () => reads };
}

describe('compressResponses', () => {
  it('leaves an answer that declares less than 1 KB alone without asking for its body', async () => {
    const text = JSON.stringify([{ id: 1, name: 'Pune' }]);
    const { app, bodyReads } = appAnswering(text, { 'content-type': 'application/json', 'content-length': String(text.length) });
    const response = await app.request('/', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(bodyReads()).toBe(0);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(await response.text()).toBe(text);
  });

  it('compresses an answer of 1 KB or more that declares its length', async () => {
    const text = JSON.stringify(Array.from({ length: 100 }, (_, id) => ({ id, name: `City number ${id}` })));
    expect(text.length).toBeGreaterThanOrEqual(MIN_COMPRESS_BYTES);
    const { app, bodyReads } = appAnswering(text, { 'content-type': 'application/json', 'content-length': String(text.length) });
    const response = await app.request('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(bodyReads()).toBeGreaterThan(0);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(Number(response.headers.get('content-length'))).toBeLessThan(text.length);
  });

  it('measures an answer that declares no length before deciding', async () => {
    const text = '[]';
    const { app } = appAnswering(text, { 'content-type': 'application/json' });
    const response = await app.request('/', { headers: { 'accept-encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe(text);
  });

  it('compresses an answer whose text it was given without asking for its body, keeping its headers', async () => {
    const text = JSON.stringify(Array.from({ length: 100 }, (_, id) => ({ id, name: `नगर ${id}` })));
    const length = String(Buffer.byteLength(text));
    const { app, bodyReads } = appAnswering(text, { 'content-type': 'application/json', 'content-length': length, 'content-range': '0-99/*' }, true);
    const response = await app.request('/', { headers: { 'accept-encoding': 'br' } });
    expect(bodyReads()).toBe(0);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-range')).toBe('0-99/*');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
    expect(zlib.brotliDecompressSync(bytes).toString('utf8')).toBe(text);
  });

  it('gzips a large answer whose text it was given on the thread pool', async () => {
    const text = JSON.stringify(Array.from({ length: 4000 }, (_, id) => ({ id, name: `City number ${id}` })));
    expect(text.length).toBeGreaterThan(64 * 1024);
    const { app } = appAnswering(text, { 'content-type': 'application/json', 'content-length': String(text.length) }, true);
    const response = await app.request('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8')).toBe(text);
  });
});
