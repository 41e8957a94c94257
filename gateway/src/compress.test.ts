import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compressResponses, MIN_COMPRESS_BYTES } from './compress.ts';

/** An app answering `text` with `headers`, counting how often the middleware asked for the body. */
function appAnswering(text: string, headers: Record<string, string>): { app: Hono; bodyReads: () => number } {
  let reads = 0;
  const app = new Hono();
  app.use('*', compressResponses());
  app.get('/', () => {
    const response = new Response(text, { headers });
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
});
