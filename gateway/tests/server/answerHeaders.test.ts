import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixture, type Fixture } from '../fixture/index.ts';

// A REST answer is built whole, the middlewares' headers with it (src/envelope.ts); every other
// answer gets them from the middlewares on its way out. Either way a client sees the same headers.

let fx: Fixture;
beforeAll(async () => {
  fx = await startFixture({
    sql: `
      create function public.tagged(label text) returns int language plpgsql as $$
      begin
        perform set_config('response.headers', json_build_array(json_build_object('x-tag', label))::text, true);
        return 1;
      end $$;
      grant execute on function public.tagged(text) to anon;`,
  });
});
afterAll(async () => {
  await fx?.close();
});

const ORIGIN = 'http://localhost:5173';

/** A raw request: the headers as sent, names lower-cased by Node, nothing decompressed. */
function raw(method: string, path: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${fx.rest}${path}`, { method, headers: { apikey: fx.anon, ...headers } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('the headers of a REST answer', () => {
  it('carries the request id, CORS, Vary and Server-Timing beside its own', async () => {
    const res = await raw('GET', '/cities?select=name&id=eq.1', { origin: ORIGIN, 'accept-encoding': 'br, gzip', 'x-request-id': 'req-42' });
    expect(res.status).toBe(200);
    expect(res.body).toBe('[{"name":"Pune"}]');
    expect(res.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(res.body)),
      'content-range': '0-0/*',
      'range-unit': 'items',
      'content-location': '/cities?select=name&id=eq.1',
      vary: 'Accept-Encoding, Origin',
      'access-control-allow-origin': ORIGIN,
      'access-control-allow-credentials': 'true',
      'x-request-id': 'req-42',
    });
    expect(res.headers['access-control-expose-headers']).toContain('Content-Range');
    expect(res.headers['server-timing']).toMatch(/^parse;dur=[\d.]+, db;dur=[\d.]+, total;dur=[\d.]+$/);
  });

  it('names no origin it does not allow, and a HEAD varies on the origin alone', async () => {
    const server = await raw('GET', '/cities?select=name&id=eq.1', {});
    expect(Object.keys(server.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
    const stranger = await raw('GET', '/cities?select=name&id=eq.1', { origin: 'https://elsewhere.example' });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
    expect(stranger.headers['access-control-expose-headers']).toBeUndefined();
    expect(stranger.headers.vary).toBe('Accept-Encoding');
    expect(stranger.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const head = await raw('HEAD', '/cities?select=name&id=eq.1', { origin: ORIGIN });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers.vary).toBe('Origin');
    expect(head.headers['access-control-allow-origin']).toBe(ORIGIN);
  });

  it('keeps them when SQL set headers of its own, and compresses a large answer as before', async () => {
    const tagged = await raw('GET', '/rpc/tagged?label=seen', { origin: ORIGIN, 'x-request-id': 'req-43' });
    expect(tagged.body).toBe('1');
    expect(tagged.headers).toMatchObject({ 'x-tag': 'seen', vary: 'Accept-Encoding, Origin', 'access-control-allow-origin': ORIGIN, 'x-request-id': 'req-43' });
    expect(tagged.headers['server-timing']).toMatch(/total;dur=/);
    await fx.sql(`insert into public.cities (id, name) select g, 'City number ' || g from generate_series(100, 200) g`);
    const large = await raw('GET', '/cities?select=*&order=id', { origin: ORIGIN, 'accept-encoding': 'gzip', 'x-request-id': 'req-44' });
    expect(large.headers).toMatchObject({ 'content-encoding': 'gzip', vary: 'Accept-Encoding, Origin', 'access-control-allow-origin': ORIGIN, 'x-request-id': 'req-44' });
    expect(large.headers['server-timing']).toMatch(/total;dur=/);
  });

  it('are the middlewares\' on an answer that is not REST\'s', async () => {
    const error = await raw('GET', '/nowhere_at_all', { origin: ORIGIN, 'x-request-id': 'req-45' });
    expect(error.status).toBe(404);
    expect(error.headers).toMatchObject({ 'access-control-allow-origin': ORIGIN, 'x-request-id': 'req-45' });
    expect(error.headers['access-control-expose-headers']).toContain('Content-Range');
    expect(error.headers['server-timing']).toMatch(/total;dur=/);
    const unasked = await raw('GET', '/nowhere_at_all', {});
    expect(unasked.status).toBe(404);
    expect(Object.keys(unasked.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
  });
});
