import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixture, type Fixture } from '../fixture/index.ts';

let fx: Fixture;
beforeAll(async () => {
  fx = await startFixture();
  await fx.sql(`insert into public.cities (id, name) select g, 'City number ' || g from generate_series(100, 400) g`);
});
afterAll(async () => {
  await fx?.close();
});

/** A raw request (fetch would decompress behind our back), answering headers and the bytes as sent. */
function raw(path: string, acceptEncoding?: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { apikey: fx.anon };
    if (acceptEncoding !== undefined) headers['accept-encoding'] = acceptEncoding;
    http.get(`${fx.rest}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('compressed API responses', () => {
  it('sends a large JSON answer as brotli or gzip, whichever the client prefers, with the same content', async () => {
    const plain = await raw('/cities?select=*&order=id', '');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const rows = JSON.parse(plain.body.toString('utf8')) as unknown[];
    expect(rows.length).toBeGreaterThan(300);

    const br = await raw('/cities?select=*&order=id', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(zlib.brotliDecompressSync(br.body).toString('utf8'))).toEqual(rows);

    const gz = await raw('/cities?select=*&order=id', 'gzip;q=1, br;q=0.5');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.body).toString('utf8'))).toEqual(rows);
  });

  it('leaves answers under 1 KB plain, and still says they vary by encoding', async () => {
    const small = await raw('/cities?select=name&id=eq.1', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString('utf8')).toBe('[{"name":"Pune"}]');
    expect(Number(small.headers['content-length'])).toBe(small.body.length);
    expect(small.headers.vary).toContain('Accept-Encoding');
  });

  it('is transparent to supabase-js, which decompresses on its own', async () => {
    const { data, error } = await fx.client().from('cities').select('id, name').gte('id', 100).order('id');
    expect(error).toBeNull();
    expect(data).toHaveLength(301);
    expect(data?.[0]).toEqual({ id: 100, name: 'City number 100' });
  });
});
