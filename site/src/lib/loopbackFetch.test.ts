import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loopbackFetch } from './loopbackFetch.ts';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let server: http.Server;
let origin: string;
const seen: Seen[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      seen.push({ method: request.method!, url: request.url!, headers: request.headers, body: Buffer.concat(chunks).toString() });
      if (request.url === '/empty') return response.writeHead(204, { 'content-range': '*/0' }).end();
      if (request.url === '/slow') return void setTimeout(() => response.end('late'), 5_000);
      response.setHeader('set-cookie', ['a=1; Path=/', 'b=2; Path=/']);
      response.setHeader('content-range', '0-1/2');
      response.writeHead(request.url === '/missing' ? 404 : 200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(request.method === 'HEAD' ? undefined : JSON.stringify({ method: request.method, url: request.url }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('loopbackFetch', () => {
  it('answers as fetch does: status, headers and body', async () => {
    const response = await loopbackFetch(new URL(`${origin}/rest/v1/properties?select=id&limit=2`), { headers: { apikey: 'anon' } });
    expect(response.status).toBe(200);
    expect(response.ok).toBe(true);
    expect(response.headers.get('content-range')).toBe('0-1/2');
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(await response.json()).toEqual({ method: 'GET', url: '/rest/v1/properties?select=id&limit=2' });
    expect(seen.at(-1)?.headers.apikey).toBe('anon');
  });

  it('sends the method and text body it is given', async () => {
    const body = JSON.stringify({ _newest: 6 });
    const response = await loopbackFetch(new URL(`${origin}/rest/v1/rpc/home_listings`), {
      method: 'post',
      headers: new Headers({ 'content-type': 'application/json' }),
      body,
    });
    expect(await response.json()).toEqual({ method: 'POST', url: '/rest/v1/rpc/home_listings' });
    expect(seen.at(-1)).toMatchObject({ method: 'POST', body, headers: { 'content-type': 'application/json' } });
  });

  it('refuses a body that is not text or bytes, sending nothing', async () => {
    const before = seen.length;
    const form = new FormData();
    form.set('file', new Blob(['photo']), 'photo.jpg');
    for (const body of [form, new URLSearchParams({ a: '1' }), new Blob(['photo'])]) {
      await expect(loopbackFetch(new URL(`${origin}/storage/v1/object/photos/a.jpg`), { method: 'POST', body })).rejects.toThrow(
        'loopbackFetch sends text or bytes only',
      );
    }
    expect(seen.length, 'requests the server received').toBe(before);
  });

  it('gives a bodiless answer for 204 and HEAD, and an error status as it came', async () => {
    const empty = await loopbackFetch(new URL(`${origin}/empty`), { method: 'DELETE' });
    expect(empty.status).toBe(204);
    expect(await empty.text()).toBe('');
    const head = await loopbackFetch(new URL(`${origin}/rest/v1/properties`), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-range')).toBe('0-1/2');
    const missing = await loopbackFetch(new URL(`${origin}/missing`));
    expect(missing.status).toBe(404);
    expect(missing.ok).toBe(false);
  });

  it('stops waiting when its signal aborts', async () => {
    const controller = new AbortController();
    const answer = loopbackFetch(new URL(`${origin}/slow`), { signal: controller.signal });
    controller.abort();
    await expect(answer).rejects.toThrow(/abort/i);
  });

  it('rejects when nothing listens, as fetch does', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(loopbackFetch(new URL(`http://127.0.0.1:${port}/rest/v1/properties`))).rejects.toThrow();
  });
});
