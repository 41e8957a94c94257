import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compressResponses } from './compress.ts';
import { cors } from './cors.ts';
import { openEnvelope, sealedResponse, withVary } from './envelope.ts';

/** The app's header-writing middlewares in the app's order, then an answer built by sealedResponse. */
function appSealing(body: string | null, envelope = true): { app: Hono; sealed: () => boolean | undefined } {
  let sealed: boolean | undefined;
  const app = new Hono();
  if (envelope) app.use('*', async (c, next) => {
    openEnvelope(c, performance.now(), 'req-1');
    await next();
  });
  app.use('*', cors('http://localhost:4321', []));
  app.use('*', compressResponses());
  app.get('/', (c) => {
    const headers: Record<string, string> = body === null ? {} : { 'content-type': 'application/json', 'content-length': String(body.length) };
    const response = sealedResponse(c, body, 200, headers);
    sealed = response !== null;
    return response ?? new Response(body, { headers });
  });
  return { app, sealed: () => sealed };
}

describe('sealedResponse', () => {
  it('builds a small answer whole, with the headers the middlewares would add', async () => {
    const { app, sealed } = appSealing('[]');
    const res = await app.request('/', { headers: { origin: 'http://localhost:4321', 'accept-encoding': 'br' } });
    expect(sealed()).toBe(true);
    expect(Object.fromEntries(res.headers)).toMatchObject({
      'x-request-id': 'req-1',
      vary: 'Accept-Encoding, Origin',
      'access-control-allow-origin': 'http://localhost:4321',
      'access-control-allow-credentials': 'true',
    });
    expect(res.headers.get('server-timing')).toMatch(/^total;dur=[\d.]+$/);
    expect(await res.text()).toBe('[]');
  });

  it('leaves an answer to compress, and any answer outside the app, to the middlewares', async () => {
    const large = appSealing(JSON.stringify(Array.from({ length: 200 }, (_, id) => ({ id }))));
    const res = await large.app.request('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(large.sealed()).toBe(false);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    const bare = appSealing('[]', false);
    const plain = await bare.app.request('/', { headers: { origin: 'http://localhost:4321' } });
    expect(bare.sealed()).toBe(false);
    expect(plain.headers.get('vary')).toBe('Accept-Encoding, Origin');
    expect(plain.headers.get('x-request-id')).toBeNull();
  });

  it("decides on the request's own method and Accept-Encoding", async () => {
    const body = JSON.stringify(Array.from({ length: 200 }, (_, id) => ({ id })));
    const head = appSealing(body);
    const headRes = await head.app.request('/', { method: 'HEAD', headers: { 'accept-encoding': 'gzip' } });
    expect(head.sealed()).toBe(true);
    expect(headRes.headers.get('vary')).toBeNull();
    const unasked = appSealing(body);
    const plain = await unasked.app.request('/', {});
    expect(unasked.sealed()).toBe(true);
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(plain.headers.get('content-encoding')).toBeNull();
  });
});

describe('withVary', () => {
  it('adds a token once, whatever its case', () => {
    expect(withVary(null, 'Origin')).toBe('Origin');
    expect(withVary('Accept-Encoding', 'Origin')).toBe('Accept-Encoding, Origin');
    expect(withVary('accept-encoding,origin', 'Origin')).toBe('accept-encoding,origin');
  });
});
