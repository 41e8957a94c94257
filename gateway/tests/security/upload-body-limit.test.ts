import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import fc from 'fast-check';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageConfigFromEnv } from '../../src/storage/config.ts';
import { storageRoutes } from '../../src/storage/routes.ts';
import { PNG, startStorage, type StorageFixture } from '../storage/fixture.ts';
import { fuzzRuns } from './fuzz.ts';

// Finding 5 (uploads): a chunked 100 MB multipart upload with only the anon key was buffered
// whole before the 5 MB check. The body must be refused with 413 while it streams.
let f: StorageFixture;
beforeAll(async () => {
  f = await startStorage();
});
afterAll(() => f.gateway.close());

const MB = 1024 * 1024;
const CHUNK = 64 * 1024;
const BOUNDARY = '----audit';

/** A body of `total` bytes with no Content-Length, counting what the server pulled from it. */
function chunkedBody(total: number, multipart: boolean) {
  const sent = { bytes: 0 };
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="cacheControl"\r\n\r\n3600\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name=""; filename="blob"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  let left = total;
  let started = false;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        let chunk: Uint8Array;
        if (!started) {
          started = true;
          chunk = multipart ? Buffer.concat([head, PNG]) : PNG;
          left -= PNG.length;
        } else if (left > 0) {
          chunk = new Uint8Array(Math.min(CHUNK, left));
          left -= chunk.byteLength;
        } else {
          if (multipart) controller.enqueue(tail);
          controller.close();
          return;
        }
        sent.bytes += chunk.byteLength;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, sent };
}

async function upload(token: string, key: string, total: number, multipart: boolean, base = `${f.gateway.url}/storage/v1/object/property-images`) {
  const { stream, sent } = chunkedBody(total, multipart);
  const response = await fetch(`${base}/${key}`, {
    method: 'POST',
    headers: {
      apikey: f.gateway.ctx.keys.anonKey,
      authorization: `Bearer ${token}`,
      'content-type': multipart ? `multipart/form-data; boundary=${BOUNDARY}` : 'image/png',
    },
    body: stream,
    duplex: 'half',
  } as RequestInit);
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, sent: sent.bytes };
}

describe('a chunked 100 MB upload without Content-Length', () => {
  for (const multipart of [true, false]) {
    const kind = multipart ? 'multipart' : 'raw';
    it(`is refused with 413 long before its end, as anon (${kind})`, async () => {
      const result = await upload(f.gateway.ctx.keys.anonKey, `properties/anon/${kind}.png`, 100 * MB, multipart);
      expect(result.body).toMatchObject({ statusCode: '413', error: 'Payload too large' });
      expect(result.sent, 'bytes the server read before refusing').toBeLessThan(30 * MB);
    });

    it(`is refused with 413 long before its end, as a user (${kind})`, async () => {
      const result = await upload(f.a.token, `properties/${f.a.id}/${kind}.png`, 100 * MB, multipart);
      expect(result.body).toMatchObject({ statusCode: '413', error: 'Payload too large' });
      expect(result.sent, 'bytes the server read before refusing').toBeLessThan(30 * MB);
    });
  }
});

describe('an upload refused before its body is read', () => {
  it('stops reading at once with a bad key (authentication comes first)', async () => {
    const badKey = await upload('not-a-jwt', `properties/${f.a.id}/bad-key.png`, 100 * MB, true);
    expect(badKey.body).toMatchObject({ statusCode: '400', code: 'InvalidJWT' });
    expect(badKey.sent, 'bytes read with a bad key').toBeLessThan(30 * MB);
  });
});

describe('the 5 MB property-images bucket', () => {
  it('refuses 5 MB + 1 byte and accepts 5 MB, streamed in chunks', async () => {
    for (const multipart of [true, false]) {
      const over = await upload(f.a.token, `properties/${f.a.id}/over-${multipart}.png`, 5 * MB + 1, multipart);
      expect(over.body, `5 MB + 1 (${multipart ? 'multipart' : 'raw'})`).toMatchObject({ statusCode: '413' });
      const exact = await upload(f.a.token, `properties/${f.a.id}/exact-${multipart}.png`, 5 * MB, multipart);
      expect(exact.status, `5 MB (${multipart ? 'multipart' : 'raw'})`).toBe(200);
    }
    const { rows } = await f.gateway.db.query<{ size: number }>(
      `select (metadata->>'size')::int as size from storage.objects where name like $1`,
      [`properties/${f.a.id}/exact-%`],
    );
    expect(rows.map((row) => row.size)).toEqual([5 * MB, 5 * MB]);
  });
});

describe('a bucket without a limit of its own', () => {
  it('takes the server-wide FILE_SIZE_LIMIT, refused while streaming', async () => {
    const config = storageConfigFromEnv({ FILE_SIZE_LIMIT: String(MB) });
    const app = new Hono().route('/storage/v1', storageRoutes(f.gateway.ctx, config));
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/storage/v1/object/listing-photos`;
    try {
      const over = await upload(f.a.token, `${f.a.id}/over.png`, 100 * MB, true, base);
      expect(over.body).toMatchObject({ statusCode: '413' });
      expect(over.sent, 'bytes read past a 1 MB server limit').toBeLessThan(30 * MB);
      const within = await upload(f.a.token, `${f.a.id}/within.png`, MB, false, base);
      expect(within.status).toBe(200);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('malformed upload bodies (fuzz)', () => {
  // A multipart Content-Type without a boundary answered 500.
  const PIECES = [
    '--x', '--x--', '\r\n', '\r\n\r\n', 'Content-Disposition: form-data; name=""; filename="a"',
    'Content-Disposition: form-data; name="metadata"', 'Content-Disposition: form-data; name="cacheControl"',
    'Content-Type: image/png', 'Content-Type: text/plain', '{"a":1}', '{', '3600', '\u0000', 'abc',
  ];
  const contentType = fc.oneof(
    fc.constantFrom('multipart/form-data', 'multipart/form-data; boundary=x', 'multipart/form-data; boundary="', 'image/png', ''),
    fc.string().map((boundary) => `multipart/form-data; boundary=${boundary}`),
    fc.string(),
  );
  const body = fc.oneof(
    fc.array(fc.constantFrom(...PIECES), { maxLength: 24 }).map((parts) => Buffer.from(parts.join(''))),
    fc.uint8Array({ maxLength: 256 }).map((bytes) => Buffer.from(bytes)),
  );

  it('answer 4xx (or 2xx), never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(contentType, body, async (type, bytes) => {
        const response = await fetch(`${f.gateway.url}/storage/v1/object/listing-photos/${f.a.id}/fuzz.bin`, {
          method: 'POST',
          headers: {
            apikey: f.gateway.ctx.keys.anonKey,
            authorization: `Bearer ${f.a.token}`,
            'content-type': type,
            'x-upsert': 'true',
          },
          body: new Uint8Array(bytes),
        });
        await response.arrayBuffer();
        expect(response.status, `${type}: ${bytes.toString('latin1').slice(0, 80)}`).toBeLessThan(500);
      }),
      fuzzRuns(150),
    );
    // Each case is an upload to the store (an S3 server in the gateway-s3 project): seconds in all.
  }, 180_000);
});
